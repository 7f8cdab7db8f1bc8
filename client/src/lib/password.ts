import { INPUT_LIMITS } from '../gql/limits';

/** The server's one rule for new passwords (its least length), and the most it takes. */
export const PASSWORD_MIN_LENGTH = INPUT_LIMITS.ChangePasswordInput.newPassword.minLength;
export const PASSWORD_MAX_LENGTH = INPUT_LIMITS.ChangePasswordInput.newPassword.maxLength;

/** Said under a new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;

/** A new password's problem, for the form; null when the server will take it. */
export const passwordProblem = (password: string) => (password.length >= PASSWORD_MIN_LENGTH ? null : `Use at least ${PASSWORD_MIN_LENGTH} characters.`);
