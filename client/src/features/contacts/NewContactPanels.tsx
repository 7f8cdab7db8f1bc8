import { ActionIcon, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { AddressFields } from './AddressFields';
import { ConflictWarning } from './ConflictWarning';
import { ContactKindField } from './ContactKindField';
import { errorsAfterRowsChange } from './contactRules';
import { CONTACT_TYPES, newAddress, PREFIXES, SUFFIXES } from './contactForm';
import { GenderField } from './GenderField';
import type { NewContactForm } from './useNewContactForm';
import { maxLengthOf } from '../../ui/limits';

/** Contact: individual or organization, the names, a possible duplicate, Referred By and comments. */
export function ContactPanel({ form }: { form: NewContactForm }) {
  const person = form.values.kind === 'PERSON';
  return (
    <Stack gap="sm">
      <ContactKindField value={form.values.kind} onChange={(kind) => form.setFieldValue('kind', kind)} />
      {person ? (
        <>
          <GenderField value={form.values.gender} onChange={(gender) => form.setFieldValue('gender', gender)} />
          <SimpleGrid cols={3}>
            <TextInput label="Last Name" maxLength={maxLengthOf('ContactInput', 'lastName')} {...form.getInputProps('lastName')} />
            <TextInput label="First Name" maxLength={maxLengthOf('ContactInput', 'firstName')} {...form.getInputProps('firstName')} />
            <TextInput label="Middle Name" maxLength={maxLengthOf('ContactInput', 'middleName')} {...form.getInputProps('middleName')} />
            <TextInput label="Nick Name" maxLength={maxLengthOf('ContactInput', 'nickName')} {...form.getInputProps('nickName')} />
            <Select label="Prefix" data={PREFIXES} clearable {...form.getInputProps('prefix')} />
            <Select label="Suffix" data={SUFFIXES} clearable {...form.getInputProps('suffix')} />
          </SimpleGrid>
          <TextInput label="Organization" maxLength={maxLengthOf('ContactInput', 'organization')} {...form.getInputProps('organization')} />
        </>
      ) : (
        <TextInput label="Organization Name" maxLength={maxLengthOf('ContactInput', 'companyName')} {...form.getInputProps('companyName')} />
      )}
      <ConflictWarning
        name={person ? [form.values.firstName, form.values.lastName].map((v) => v.trim()).filter(Boolean).join(' ') : form.values.companyName}
      />
      <TextInput label="Referred By" maxLength={maxLengthOf('ContactInput', 'referredBy')} {...form.getInputProps('referredBy')} />
      <SimpleGrid cols={2}>
        <Textarea label="Contact Comments" autosize minRows={2} maxLength={maxLengthOf('ContactInput', 'comments')} {...form.getInputProps('comments')} />
        <Textarea label="Description" autosize minRows={2} maxLength={maxLengthOf('ContactInput', 'description')} {...form.getInputProps('description')} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Address: the contact's addresses, each removable; "Show Active Only" hides those that use the
 * organization's. A row's messages (an empty row's under "Use organization's address") show at it.
 */
export function AddressPanel({ form, activeOnly }: { form: NewContactForm; activeOnly: boolean }) {
  const setAddresses = (addresses: NewContactForm['values']['addresses']) => {
    form.setErrors(errorsAfterRowsChange(form.errors, 'addresses', form.getValues().addresses, addresses));
    form.setFieldValue('addresses', addresses);
  };
  return (
    <Stack gap="md">
      {form.values.addresses.map((address, index) =>
        activeOnly && address.useOrgAddress ? null : (
          <Stack key={index} gap="xs" p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
            <Group justify="flex-end">
              <ActionIcon variant="subtle" color="red" aria-label={`Remove address ${index + 1}`} onClick={() => setAddresses(form.values.addresses.filter((_, i) => i !== index))}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <AddressFields
              address={address}
              onChange={(next) => setAddresses(form.values.addresses.map((address, i) => (i === index ? next : address)))}
              errorOf={(field) => form.errors[`addresses.${index}.${field}`] as string | undefined}
            />
          </Stack>
        ),
      )}
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('addresses', newAddress(form.values.addresses.length === 0))} w="fit-content">
        Add Address
      </Button>
    </Stack>
  );
}

/** Miscellaneous: dates of birth and death, SSN, language and email. */
export function MiscellaneousPanel({ form }: { form: NewContactForm }) {
  return (
    <SimpleGrid cols={2}>
      <TextInput label="Date Of Birth" type="date" {...form.getInputProps('dateOfBirth')} />
      <TextInput label="Date Of Death" type="date" {...form.getInputProps('dateOfDeath')} />
      <TextInput label="SSN" placeholder="123-45-6789" autoComplete="off" {...form.getInputProps('ssn')} />
      <TextInput label="Language" maxLength={maxLengthOf('ContactInput', 'language')} {...form.getInputProps('language')} />
      <TextInput label="Email" type="email" maxLength={maxLengthOf('ContactInput', 'email')} {...form.getInputProps('email')} />
    </SimpleGrid>
  );
}

/** Contact Type: the type, TFN and Medicare, and the contact's switches ("Show Active Only" hides those off). */
export function ContactTypePanel({ form, activeOnly }: { form: NewContactForm; activeOnly: boolean }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={3}>
        <Select label="Contact Type" data={CONTACT_TYPES} clearable {...form.getInputProps('contactType')} />
        <TextInput label="TFN" autoComplete="off" {...form.getInputProps('tfn')} />
        <TextInput label="Medicare" autoComplete="off" {...form.getInputProps('medicare')} />
      </SimpleGrid>
      <Group>
        <Checkbox label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
        {(!activeOnly || form.values.preventMailing) && <Checkbox label="Prevent Mailing" {...form.getInputProps('preventMailing', { type: 'checkbox' })} />}
        {(!activeOnly || form.values.locked) && <Checkbox label="Locked" {...form.getInputProps('locked', { type: 'checkbox' })} />}
        {(!activeOnly || form.values.noAutoCommunication) && (
          <Checkbox label="No Auto Communication" {...form.getInputProps('noAutoCommunication', { type: 'checkbox' })} />
        )}
      </Group>
      <Text c="dimmed" fz="xs">SSN, TFN and Medicare numbers are stored encrypted and shown masked.</Text>
    </Stack>
  );
}
