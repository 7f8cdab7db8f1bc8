/** The server's one rule for new passwords. */
export const PASSWORD_MIN_LENGTH = 12;

/** Said under a new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;

/** A new password's problem, for the form; null when the server will take it. */
export const passwordProblem = (password: string) => (password.length >= PASSWORD_MIN_LENGTH ? null : `Use at least ${PASSWORD_MIN_LENGTH} characters.`);
