/** What the server accepts as a phone number in the back office. */
export const PHONE_PATTERN = /^[0-9+()\-.\s]{7,40}$/;

export const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'SUSPENDED', label: 'Suspended' },
];

/** The server's message for an input field, whether it names it `input.x`, `input.admin.x` or `x`. */
export function fieldProblem(fields: Record<string, string> | null, ...names: string[]): string | undefined {
  if (!fields) return undefined;
  for (const name of names) {
    const message = fields[`input.${name}`] ?? fields[name];
    if (message) return message;
  }
  return undefined;
}
