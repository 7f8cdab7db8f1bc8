/** '' (or only spaces) is "no value" to the server. */
export const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An email field's message: nothing when empty or valid. */
export const emailProblem = (value: string) => (value.trim() && !EMAIL_PATTERN.test(value.trim()) ? 'Enter a valid email address.' : null);
