import { Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormActions } from './FormActions';
import { FormProblem } from './FormProblem';

/**
 * The dialog that adds or edits one record of a list: its fields in a form, what went wrong with
 * the form as a whole above them, Cancel and the submit button (`submitLabel`) below.
 */
export function RecordDialog({
  title,
  onClose,
  onSubmit,
  problem,
  saving,
  submitLabel = 'Save',
  size = 640,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  problem: string | null;
  saving: boolean;
  submitLabel?: string;
  size?: number;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} size={size} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <FormProblem problem={problem} />
          {children}
          <FormActions onCancel={onClose} saving={saving} mt="sm">
            {submitLabel}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
