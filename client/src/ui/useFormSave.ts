import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { serverProblem } from './serverProblem';

/**
 * A server field path as the form's field: `input.billedCents` → `billed`. Amounts are typed in
 * dollars under the name without "Cents", quantities as decimals without "Thousandths".
 */
export const formFieldOf = (path: string) => path.replace(/^input\./, '').replace(/(Cents|Thousandths)$/, '');

/**
 * The server's field messages placed at the form's fields; the ones about fields the form does not have, as one sentence.
 * `fieldOf` names the form's field (a nested one too: `tiers.2.rate`) for a server path it knows, else null.
 */
export function placeFieldProblems(
  fields: Record<string, string>,
  formFields: readonly string[],
  fieldOf?: (path: string) => string | null,
): { errors: Record<string, string>; elsewhere: string | null } {
  const errors: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const mapped = fieldOf?.(path.replace(/^input\./, '')) ?? null;
    const field = mapped ?? formFieldOf(path);
    // Two server fields in one input (`policyId`, `partyId` → `otherSide`): both messages.
    if (mapped) errors[field] = errors[field] ? `${errors[field]} ${message}` : message;
    else if (formFields.includes(field)) errors[field] = message;
    else elsewhere.push(message);
  }
  return { errors, elsewhere: elsewhere.length ? elsewhere.join(' ') : null };
}

/**
 * A failure of one field found while sending, before the server was asked (a file the upload
 * refused): `send` throws it and the message shows at that field.
 */
export class FieldProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Saving a record's dialog built on @mantine/form: `submit(send)` checks the form's own rules,
 * sends, and calls `onSaved`. When the server refuses, every field message it gives (they come all
 * at once) lands at its field; a CONFLICT (someone saved the record first), a message about no
 * field of the form, or a failure to reach the server shows above the form as `problem`; a
 * `FieldProblem` thrown by `send` shows at its field. `fieldOf`
 * places the messages the field names alone do not (nested lists, two server fields in one input).
 */
export function useFormSave<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  { fallback, onSaved, fieldOf }: { fallback: string; onSaved: () => void; fieldOf?: (path: string) => string | null },
) {
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = (send: (values: Values) => Promise<unknown>) =>
    form.onSubmit(async (values) => {
      setProblem(null);
      setSaving(true);
      try {
        await send(values);
        onSaved();
      } catch (failure) {
        if (failure instanceof FieldProblem) {
          form.setFieldError(failure.field, failure.message);
          return;
        }
        const found = serverProblem(failure, fallback);
        if (found.fields) {
          const placed = placeFieldProblems(found.fields, Object.keys(form.getValues()), fieldOf);
          form.setErrors(placed.errors);
          setProblem(placed.elsewhere);
        } else setProblem(found.message);
      } finally {
        setSaving(false);
      }
    });
  return { problem, saving, submit };
}
