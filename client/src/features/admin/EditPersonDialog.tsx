import { useMutation } from '@apollo/client/react';
import { Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { UpdateBackOfficePersonDocument, type BackOfficePersonRowFragment, type BackOfficeStatus } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { serverProblem } from '../../ui/serverProblem';
import { FormActions } from '../../ui/FormActions';
import { FormProblem } from '../../ui/FormProblem';
import { useConfirmedSave } from '../../ui/useConfirmation';
import { phoneProblem, showFieldProblems, STATUS_OPTIONS } from './backOfficeForm';
import { suspendPersonTexts } from './confirmTexts';
import { maxLengthOf } from '../../ui/limits';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';

/** Edit an attorney or paralegal: name, phone and status (suspending, asked first, signs them out everywhere). */
export function EditPersonDialog({
  person,
  what,
  onClose,
  onSaved,
}: {
  person: BackOfficePersonRowFragment;
  /** "attorney" or "paralegal" */
  what: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [update, { loading }] = useMutation(UpdateBackOfficePersonDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone ?? '',
      status: (person.status === 'SUSPENDED' ? 'SUSPENDED' : 'ACTIVE') as BackOfficeStatus,
    },
    validate: {
      firstName: (value) => (value.trim() ? null : 'Enter the first name.'),
      lastName: (value) => (value.trim() ? null : 'Enter the last name.'),
      phone: phoneProblem,
    },
  });

  /** Suspending signs people out at once: it is asked first. */
  const suspends = (values: typeof form.values) => values.status === 'SUSPENDED' && person.status !== 'SUSPENDED';
  const persist = async (values: typeof form.values) => {
    setProblem(null);
    try {
      await update({
        variables: {
          input: {
            id: person.id,
            version: person.version,
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            phone: values.phone.trim() || null,
            status: values.status,
          },
        },
      });
      notifications.show({ color: 'navy', message: `${values.firstName.trim()} ${values.lastName.trim()} was ${suspends(values) ? 'suspended' : 'saved'}.` });
      onSaved();
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, `The ${what} couldn't be saved. Check your connection and try again.`);
      const fields = [['firstName', 'firstName'], ['lastName', 'lastName'], ['phone', 'phone']] as const;
      if (!showFieldProblems(found, fields, form.setFieldError)) setProblem(found.message);
    }
  };
  const suspension = useConfirmedSave(persist);
  const save = form.onSubmit((values) => suspension.submit(values, suspends(values)));
  const guard = useCloseGuard(form.isDirty(), onClose);

  return (
    <Modal opened {...guard.modalProps} title={`Edit ${what.charAt(0).toUpperCase()}${what.slice(1)}`} size={640} centered>
      <form onSubmit={save} noValidate>
        <Stack>
          <FormProblem problem={problem} />
          <Text c="dimmed" fz="sm">
            {person.email}
            {person.firm ? ` · ${person.firm.name}` : ''}
          </Text>
          <SimpleGrid cols={2}>
            <TextInput label="First Name" withAsterisk maxLength={maxLengthOf('UpdateBackOfficePersonInput', 'firstName')} {...form.getInputProps('firstName')} />
            <TextInput label="Last Name" withAsterisk maxLength={maxLengthOf('UpdateBackOfficePersonInput', 'lastName')} {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <TextInput label="Phone" type="tel" maxLength={maxLengthOf('AddFirmUserInput', 'phone')} {...form.getInputProps('phone')} />
            <Select
              label="Status"
              data={STATUS_OPTIONS}
              allowDeselect={false}
              value={form.values.status}
              onChange={(value) => value && form.setFieldValue('status', value as BackOfficeStatus)}
              description={form.values.status === 'SUSPENDED' && person.status !== 'SUSPENDED' ? 'They are signed out everywhere at once.' : undefined}
            />
          </SimpleGrid>
          <FormActions onCancel={guard.close} saving={loading} mt="md">
            Save
          </FormActions>
        </Stack>
      </form>
      <UnsavedChangesDialog {...guard.dialog} />
      <ConfirmDialog {...suspension.dialog} {...suspendPersonTexts(person.fullName)} />
    </Modal>
  );
}
