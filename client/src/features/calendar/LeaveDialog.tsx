import { Alert, Modal, MultiSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { useStaffOptions } from '../../ui/useStaffOptions';
import { FormActions } from '../../ui/FormActions';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';
import { useLeaveForm } from './useLeaveForm';
import { maxLengthOf } from '../../ui/limits';

type Matter = { id: string; name: string; number: string };

/** Add Leave (the case calendar's slot dialog): Leave Purpose, Date, Employees and Description, all saved. */
export function LeaveDialog({ day, matter, onClose }: { day: string; matter: Matter | null; onClose: () => void }) {
  const staff = useStaffOptions();
  const { form, problem, save, saving } = useLeaveForm({ day, matter, onClose });
  const guard = useCloseGuard(form.isDirty(), onClose);
  return (
    <Modal opened {...guard.modalProps} title="Add Leave" size={560} centered>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          {problem && <Alert color="red">{problem}</Alert>}
          <TextInput label="Leave Purpose" placeholder="Annual leave" withAsterisk data-autofocus maxLength={maxLengthOf('CreateCalendarEventInput', 'title')} {...form.getInputProps('title')} />
          <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('day')} />
          <MultiSelect label="Employees" placeholder="Who is away" data={staff.options} searchable clearable {...form.getInputProps('employeeIds')} />
          <Textarea label="Description" autosize minRows={2} maxRows={6} maxLength={maxLengthOf('CreateCalendarEventInput', 'description')} {...form.getInputProps('description')} />
          <FormActions onCancel={guard.close} saving={saving} mt="sm">
            Save & Close
          </FormActions>
        </Stack>
      </form>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
