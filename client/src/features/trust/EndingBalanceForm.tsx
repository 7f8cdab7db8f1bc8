import { Button, FileButton, Group } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import type { TrustReconciliationFieldsFragment } from '../../gql/graphql';
import { FormProblem } from '../../ui/FormProblem';
import { MoneyInput } from '../../ui/MoneyInput';
import { useEndingBalanceForm } from './useReconciliationForms';

/**
 * A draft's bank statement: its ending balance typed (saved over the version seen), or the bank's
 * CSV imported (read in the browser and sent as text), which sets the balance and ticks what it matches.
 */
export function EndingBalanceForm({
  reconciliation,
  importing,
  onImport,
}: {
  reconciliation: TrustReconciliationFieldsFragment;
  importing: boolean;
  onImport: (file: File | null) => void;
}) {
  const { form, problem, saving, save } = useEndingBalanceForm(reconciliation);
  return (
    <form onSubmit={save} noValidate aria-label="Bank statement">
      <FormProblem problem={problem} mb="xs" />
      <Group align="flex-end" wrap="wrap">
        <MoneyInput label="Bank statement ending balance" w={260} {...form.getInputProps('statementBalance')} />
        <Button type="submit" variant="default" loading={saving}>
          Save Balance
        </Button>
        <FileButton onChange={onImport} accept=".csv,text/csv" inputProps={{ 'aria-label': 'Bank CSV file' }}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconFileUpload size={16} />} loading={importing}>
              Import Bank CSV
            </Button>
          )}
        </FileButton>
      </Group>
    </form>
  );
}
