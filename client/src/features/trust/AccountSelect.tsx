import { Select, type SelectProps } from '@mantine/core';
import { useTrustAccounts } from './useTrustAccounts';

/** Picks one of the firm's trust accounts ("Account"). */
export function AccountSelect({ value, onChange, ...props }: Omit<SelectProps, 'data' | 'value' | 'onChange'> & { value: string | null; onChange: (id: string | null) => void }) {
  const { options, loading } = useTrustAccounts();
  return (
    <Select
      label="Account"
      placeholder={loading ? 'Loading…' : 'Choose an account'}
      nothingFoundMessage="No trust accounts yet: add one on the Accounts tab."
      allowDeselect={false}
      {...props}
      data={options}
      value={value}
      onChange={(id) => onChange(id)}
    />
  );
}
