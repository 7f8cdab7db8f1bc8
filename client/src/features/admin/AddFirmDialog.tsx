import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, CopyButton, Divider, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { CreateFirmDocument, type CreateFirmMutation } from '../../gql/graphql';
import { emailProblem } from '../../ui/formValues';
import { HoverTooltip } from '../../ui/HoverTooltip';
import { serverProblem } from '../../ui/serverProblem';
import { FormActions } from '../../ui/FormActions';
import { FormProblem } from '../../ui/FormProblem';
import { phoneProblem, showFieldProblems } from './backOfficeForm';
import { maxLengthOf } from '../../ui/limits';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';

type Created = CreateFirmMutation['createFirm'];

const required = (what: string) => (value: string) => (value.trim() ? null : `Enter the ${what}.`);
const requiredEmail = (value: string) => (value.trim() ? emailProblem(value) : 'Enter the email address.');

/**
 * Add Firm: the firm (name, email, phone) and its first firm admin (name, email). The admin gets
 * no password: the server issues a one-time sign-in link, shown here to copy and pass on.
 */
export function AddFirmDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const [createFirm, { loading }] = useMutation(CreateFirmDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const form = useForm({
    initialValues: { name: '', email: '', phone: '', adminFirstName: '', adminLastName: '', adminEmail: '' },
    validate: {
      name: required('firm name'),
      email: requiredEmail,
      phone: phoneProblem,
      adminFirstName: required('first name'),
      adminLastName: required('last name'),
      adminEmail: requiredEmail,
    },
  });

  // Closing the form with something typed asks first; the link shown once the firm is made closes at once.
  const guard = useCloseGuard(!created && form.isDirty(), onClose);

  const save = form.onSubmit(async (values) => {
    setProblem(null);
    try {
      const result = await createFirm({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim() || null,
            admin: { firstName: values.adminFirstName.trim(), lastName: values.adminLastName.trim(), email: values.adminEmail.trim() },
          },
        },
      });
      setCreated(result.data!.createFirm);
      onCreated();
    } catch (failure) {
      const found = serverProblem(failure, "The firm couldn't be created. Check your connection and try again.");
      const fields: Array<[keyof typeof values, string]> = [
        ['name', 'name'],
        ['email', 'email'],
        ['phone', 'phone'],
        ['adminFirstName', 'admin.firstName'],
        ['adminLastName', 'admin.lastName'],
        ['adminEmail', 'admin.email'],
      ];
      const shown = showFieldProblems(found, fields, form.setFieldError);
      if (found.code === 'CONFLICT') form.setFieldError('adminEmail', found.message);
      else if (!shown) setProblem(found.message);
    }
  });

  if (created) {
    return (
      <Modal opened onClose={onClose} title="Firm created" size={640} centered>
        <Stack>
          <Text>
            <strong>{created.firm.name}</strong> is ready. Send this one-time sign-in link to {created.admin.fullName} ({created.admin.email}); it lets
            them choose a password and works once, until {new Date(created.invitationExpiresAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}.
          </Text>
          <TextInput
            label="Invitation link"
            value={created.invitationUrl}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            rightSection={
              <CopyButton value={created.invitationUrl}>
                {({ copied, copy }) => (
                  <HoverTooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
                    <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={copied ? 'Copied' : 'Copy link'}>
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </HoverTooltip>
                )}
              </CopyButton>
            }
          />
          <Group justify="flex-end" mt="md">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened {...guard.modalProps} title="Add Firm" size={640} centered>
      <form onSubmit={save} noValidate>
        <Stack>
          <FormProblem problem={problem} />
          <TextInput label="Firm Name" withAsterisk maxLength={maxLengthOf('CreateFirmInput', 'name')} data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={2}>
            <TextInput label="Firm Email" type="email" withAsterisk maxLength={maxLengthOf('CreateFirmInput', 'email')} {...form.getInputProps('email')} />
            <TextInput label="Firm Phone" type="tel" maxLength={maxLengthOf('AddFirmUserInput', 'phone')} {...form.getInputProps('phone')} />
          </SimpleGrid>
          <Divider label="First firm admin" labelPosition="left" mt="xs" />
          <SimpleGrid cols={2}>
            <TextInput label="First Name" withAsterisk maxLength={maxLengthOf('FirmAdminInput', 'firstName')} {...form.getInputProps('adminFirstName')} />
            <TextInput label="Last Name" withAsterisk maxLength={maxLengthOf('FirmAdminInput', 'lastName')} {...form.getInputProps('adminLastName')} />
          </SimpleGrid>
          <TextInput
            label="Admin Email"
            type="email"
            withAsterisk
            maxLength={maxLengthOf('FirmAdminInput', 'email')}
            description="They receive a one-time link to set their password."
            {...form.getInputProps('adminEmail')}
          />
          <FormActions onCancel={guard.close} saving={loading} mt="md">
            Add Firm
          </FormActions>
        </Stack>
      </form>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
