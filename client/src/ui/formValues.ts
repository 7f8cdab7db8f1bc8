/** '' (or only spaces) is "no value" to the server. */
export const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An email field's message: nothing when empty or valid. */
export const emailProblem = (value: string) => (value.trim() && !EMAIL_PATTERN.test(value.trim()) ? 'Enter a valid email address.' : null);

/**
 * Whether a form's values differ from those it opened with: plain values (text, numbers, booleans,
 * null) compared as they are, arrays and objects of them item by item, whatever their keys' order.
 */
export function valuesDiffer(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length !== b.length || a.some((item, index) => valuesDiffer(item, b[index]));
  if (!isRecord(a) || !isRecord(b)) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].some((key) => valuesDiffer(a[key], b[key]));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A select's choices with the current value kept even when the firm has since taken it off its list. */
export const withCurrent = (options: string[], current: string | null) => (current && !options.includes(current) ? [current, ...options] : options);

/** A select's choices from an enum's labels, in the labels' order: `{ OPEN: 'Open' }` → `[{ value: 'OPEN', label: 'Open' }]`. */
export const optionsOf = <T extends string>(labels: Record<T, string>) => (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

/**
 * A phone field's message: nothing when empty or when it may be a number. Only what no server
 * check could take is refused here (fewer digits than any dialable number: 10 for a US number,
 * 5 after "+"); the server checks the rest with the other fields.
 */
export function phoneProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const digits = text.replace(/\D/g, '').length;
  return digits < (text.startsWith('+') ? 5 : 10) ? 'Enter a valid phone number.' : null;
}
