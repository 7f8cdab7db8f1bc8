import { Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormActions } from './FormActions';
import { FormProblem } from './FormProblem';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useCloseGuard } from './useUnsavedChangesGuard';

/**
 * The dialog that adds or edits one record of a list: its fields in a form, what went wrong with
 * the form as a whole above them, Cancel and the submit button (`submitLabel`) below. While the
 * form is `dirty` (`form.isDirty()`), closing it without saving asks first.
 */
export function RecordDialog({
  title,
  onClose,
  onSubmit,
  problem,
  saving,
  dirty = false,
  submitLabel = 'Save',
  size = 640,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  problem: string | null;
  saving: boolean;
  dirty?: boolean;
  submitLabel?: string;
  size?: number;
  children: ReactNode;
}) {
  const guard = useCloseGuard(dirty, onClose);
  return (
    <>
      <Modal opened {...guard.modalProps} title={title} size={size} centered>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <FormProblem problem={problem} />
            {children}
            <FormActions onCancel={guard.close} saving={saving} mt="sm">
              {submitLabel}
            </FormActions>
          </Stack>
        </form>
      </Modal>
      <UnsavedChangesDialog {...guard.dialog} />
    </>
  );
}
