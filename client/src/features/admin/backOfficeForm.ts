/** What the server accepts as a phone number in the back office. */
const PHONE_PATTERN = /^[0-9+()\-.\s]{7,40}$/;
/** A back-office phone field's message: nothing when empty or a phone number. */
export const phoneProblem = (value: string) => (!value.trim() || PHONE_PATTERN.test(value.trim()) ? null : 'Enter a phone number (digits, spaces, + ( ) - .).');

export const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'SUSPENDED', label: 'Suspended' },
];

import type { ServerProblem } from '../../ui/serverProblem';

/** The server's message for an input field, whether it names it `input.x`, `input.admin.x` or `x`. */
export function fieldProblem(fields: Record<string, string> | null, ...names: string[]): string | undefined {
  if (!fields) return undefined;
  for (const name of names) {
    const message = fields[`input.${name}`] ?? fields[name];
    if (message) return message;
  }
  return undefined;
}

/**
 * Puts the server's field messages on the form: `fields` pairs each form field with the input path
 * the server names it by. False when the server named none of them (show `found.message` instead).
 */
export function showFieldProblems<Field extends string>(
  found: ServerProblem,
  fields: ReadonlyArray<readonly [Field, string]>,
  setFieldError: (field: Field, message: string) => void,
): boolean {
  let shown = false;
  for (const [field, path] of fields) {
    const message = fieldProblem(found.fields, path);
    if (message) {
      setFieldError(field, message);
      shown = true;
    }
  }
  return shown;
}
