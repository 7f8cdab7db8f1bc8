import { TextInput } from '@mantine/core';
import { RecordDialog } from '../../ui/RecordDialog';
import { useStartReconciliationForm } from './useReconciliationForms';

/** Start Reconciliation: the month of the account to reconcile (one draft at a time, after the last closed month). */
export function StartReconciliationDialog({ accountId, onStarted, onClose }: { accountId: string; onStarted: (id: string) => void; onClose: () => void }) {
  const { form, problem, saving, save } = useStartReconciliationForm({ accountId, onStarted, onClose });
  return (
    <RecordDialog title="Start Reconciliation" onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()} submitLabel="Start" size={440}>
      <TextInput label="Month" type="month" withAsterisk placeholder="YYYY-MM" description="The month of the bank statement, like 2026-10." {...form.getInputProps('month')} />
    </RecordDialog>
  );
}
