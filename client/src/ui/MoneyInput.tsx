import { TextInput, type TextInputProps } from '@mantine/core';

/** An amount typed in dollars ("1,234.56"); the form turns it into cents with `parseMoney` (ui/money.ts). */
export function MoneyInput(props: Omit<TextInputProps, 'type' | 'inputMode'>) {
  return <TextInput inputMode="decimal" placeholder="0.00" leftSection="$" leftSectionWidth={28} autoComplete="off" {...props} />;
}
