/**
 * Positional parameters for hand-written SQL: `p(value)` adds one and answers its placeholder, so
 * placeholders cannot be misnumbered and no value is ever written into the SQL text.
 */
export function sqlParams() {
  const values: unknown[] = [];
  return { values, p: (value: unknown) => `$${values.push(value)}` };
}
