import { INPUT_LIMITS } from '../gql/limits';
import { groupDigits } from '../lib/usEnglish';

/**
 * The server's input limits (generated into gql/limits.ts from its validators), read by the forms so
 * a limit is written once: an input carries the server's maximum length, a number input its minimum,
 * and a form's own check says what the server would. A wrong input or field name does not compile.
 */
type Limits = typeof INPUT_LIMITS;
/** An input type of the schema that has limits (`CreateTaskInput`). */
export type LimitedInput = keyof Limits;
/** The fields of `I` with a limit of kind `K` (`maxLength`, `min`…). */
export type FieldWith<I extends LimitedInput, K extends string> = {
  [F in keyof Limits[I]]: Limits[I][F] extends Record<K, number> ? F : never;
}[keyof Limits[I]];

/** One field's limits: `limitOf('CreateTaskInput', 'title')` → `{ maxLength: 300 }`. */
export function limitOf<I extends LimitedInput, F extends keyof Limits[I]>(input: I, field: F): Limits[I][F] {
  return INPUT_LIMITS[input][field];
}

const numberOf = (input: LimitedInput, field: PropertyKey, kind: 'maxLength' | 'min' | 'max'): number =>
  (INPUT_LIMITS[input] as Record<PropertyKey, Partial<Record<typeof kind, number>>>)[field]![kind]!;

/** The most characters the server takes in a text field: `maxLength={maxLengthOf('CreateTaskInput', 'title')}`. */
export const maxLengthOf = <I extends LimitedInput>(input: I, field: FieldWith<I, 'maxLength'>): number => numberOf(input, field, 'maxLength');

/** The least a number field may be (0: no negatives): `min={minOf('CreateTaskInput', 'estimateMinutes')}`. */
export const minOf = <I extends LimitedInput>(input: I, field: FieldWith<I, 'min'>): number => numberOf(input, field, 'min');

/** The most a number field may be. */
export const maxOf = <I extends LimitedInput>(input: I, field: FieldWith<I, 'max'>): number => numberOf(input, field, 'max');

/** Characters as the server counts them (a letter outside the basic plane is one). */
const charactersIn = (value: string) => [...value].length;

/** "Use at most 300 characters (this has 301)." (the server's words) when `value` is longer than `max`, else null. */
export function tooLong(value: string | null | undefined, max: number): string | null {
  const length = charactersIn(value ?? '');
  return length > max ? `Use at most ${groupDigits(max)} characters (this has ${groupDigits(length)}).` : null;
}

/** The length check of one field: `lengthProblem('CreateTaskInput', 'title')(value)`. */
export const lengthProblem =
  <I extends LimitedInput>(input: I, field: FieldWith<I, 'maxLength'>) =>
  (value: string | null | undefined) =>
    tooLong(value, maxLengthOf(input, field));

/**
 * @mantine/form rules checking the length of each of `fields` (the form's field of the same name),
 * to spread into a form's `validate` beside its other rules.
 */
export function lengthRules<I extends LimitedInput, F extends FieldWith<I, 'maxLength'>>(input: I, fields: readonly F[]) {
  return Object.fromEntries(fields.map((field) => [field, lengthProblem(input, field)])) as Record<F, (value: string | null | undefined) => string | null>;
}
