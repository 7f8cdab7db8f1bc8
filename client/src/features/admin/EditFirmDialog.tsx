import { useMutation } from '@apollo/client/react';
import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { UpdateFirmDocument, type BackOfficeFirmRowFragment, type BackOfficeStatus } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { emailProblem } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';
import { FormActions } from '../../ui/FormActions';
import { FormProblem } from '../../ui/FormProblem';
import { useConfirmedSave } from '../../ui/useConfirmation';
import { phoneProblem, showFieldProblems, STATUS_OPTIONS } from './backOfficeForm';
import { suspendFirmTexts } from './confirmTexts';
import { maxLengthOf } from '../../ui/limits';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';

/** Edit a firm: name, email, phone and status (suspending, asked first, signs all its people out at once). */
export function EditFirmDialog({ firm, onClose, onSaved }: { firm: BackOfficeFirmRowFragment; onClose: () => void; onSaved: () => void }) {
  const [update, { loading }] = useMutation(UpdateFirmDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: firm.name,
      email: firm.email ?? '',
      phone: firm.phone ?? '',
      status: (firm.status === 'SUSPENDED' ? 'SUSPENDED' : 'ACTIVE') as BackOfficeStatus,
    },
    validate: {
      name: (value) => (value.trim() ? null : 'Enter the firm name.'),
      email: emailProblem,
      phone: phoneProblem,
    },
  });

  /** Suspending signs people out at once: it is asked first. */
  const suspends = (values: typeof form.values) => values.status === 'SUSPENDED' && firm.status !== 'SUSPENDED';
  const persist = async (values: typeof form.values) => {
    setProblem(null);
    try {
      await update({
        variables: {
          input: {
            id: firm.id,
            version: firm.version,
            name: values.name.trim(),
            email: values.email.trim() || null,
            phone: values.phone.trim() || null,
            status: values.status,
          },
        },
      });
      notifications.show({ color: 'navy', message: `${values.name.trim()} was ${suspends(values) ? 'suspended' : 'saved'}.` });
      onSaved();
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "The firm couldn't be saved. Check your connection and try again.");
      const fields = [['name', 'name'], ['email', 'email'], ['phone', 'phone']] as const;
      if (!showFieldProblems(found, fields, form.setFieldError)) setProblem(found.message);
    }
  };
  const suspension = useConfirmedSave(persist);
  const save = form.onSubmit((values) => suspension.submit(values, suspends(values)));
  const guard = useCloseGuard(form.isDirty(), onClose);

  return (
    <Modal opened {...guard.modalProps} title="Edit Firm" size={640} centered>
      <form onSubmit={save} noValidate>
        <Stack>
          <FormProblem problem={problem} />
          <TextInput label="Firm Name" withAsterisk maxLength={maxLengthOf('UpdateFirmInput', 'name')} {...form.getInputProps('name')} />
          <SimpleGrid cols={2}>
            <TextInput label="Email" type="email" maxLength={maxLengthOf('UpdateFirmInput', 'email')} {...form.getInputProps('email')} />
            <TextInput label="Phone" type="tel" maxLength={maxLengthOf('AddFirmUserInput', 'phone')} {...form.getInputProps('phone')} />
          </SimpleGrid>
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            allowDeselect={false}
            value={form.values.status}
            onChange={(value) => value && form.setFieldValue('status', value as BackOfficeStatus)}
            description={form.values.status === 'SUSPENDED' && firm.status !== 'SUSPENDED' ? 'Everyone at this firm is signed out at once.' : undefined}
          />
          <FormActions onCancel={guard.close} saving={loading} mt="md">
            Save
          </FormActions>
        </Stack>
      </form>
      <UnsavedChangesDialog {...guard.dialog} />
      <ConfirmDialog {...suspension.dialog} {...suspendFirmTexts(firm.name)} />
    </Modal>
  );
}
