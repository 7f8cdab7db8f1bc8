import type { UseFormReturnType } from '@mantine/form';

/** A record picker's value, error and change (`onChange(id, …)`) bound to one id field of a form. */
export function pickerProps<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>, field: keyof Values & string) {
  type FieldValue = Parameters<UseFormReturnType<Values>['setFieldValue']>[1];
  return {
    value: form.values[field] as string | null,
    error: form.errors[field],
    onChange: (id: string | null) => form.setFieldValue(field, id as FieldValue),
  };
}
