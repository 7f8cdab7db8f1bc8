import { useMutation } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Checkbox, Group, Modal, Radio, Select, SimpleGrid, Stack, Switch, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CreateContactDocument, type ContactKind, type Gender } from '../../gql/graphql';
import { AddressFields } from './AddressFields';
import { ConflictWarning } from './ConflictWarning';
import { GenderField } from './GenderField';
import { emailProblem, orNull } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';
import { addressInputs, CONTACT_NOT_SAVED, CONTACT_TYPES, newAddress, newPhone, phoneInputs, PREFIXES, SUFFIXES, type AddressValues, type PhoneValues } from './contactForm';
import { PhoneTable } from './PhoneTable';

const initialValues = {
  kind: 'PERSON' as ContactKind,
  organization: '',
  gender: null as Gender | null,
  lastName: '',
  firstName: '',
  middleName: '',
  nickName: '',
  prefix: null as string | null,
  suffix: null as string | null,
  companyName: '',
  referredBy: '',
  comments: '',
  description: '',
  contactType: null as string | null,
  tfn: '',
  medicare: '',
  dateOfBirth: '',
  dateOfDeath: '',
  ssn: '',
  language: '',
  email: '',
  active: true,
  preventMailing: false,
  locked: false,
  noAutoCommunication: false,
  addresses: [newAddress(true)] as AddressValues[],
  phones: [newPhone(true)] as PhoneValues[],
};
type Values = typeof initialValues;

/** Which tab shows each server field, so a server message opens the right tab. */
const TAB_OF_FIELD: Record<string, string> = {
  dateOfBirth: 'miscellaneous', dateOfDeath: 'miscellaneous', ssn: 'miscellaneous', email: 'miscellaneous', language: 'miscellaneous',
  tfn: 'contactType', medicare: 'contactType', contactType: 'contactType',
};

/**
 * Add New Contact (the contact list's five-tab dialog): Contact, Address, Miscellaneous, Phones,
 * Contact Type; every field of the contact form. "Show Active Only" on each tab hides what is
 * switched off (inactive rows of the lists, unset optional fields).
 */
export function NewContactDialog({ opened, onClose, onSaved }: { opened: boolean; onClose: () => void; onSaved: (name: string) => void }) {
  const [tab, setTab] = useState<string | null>('contact');
  const [activeOnly, setActiveOnly] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [createContact, { loading }] = useMutation(CreateContactDocument);
  const form = useForm<Values>({
    initialValues,
    validate: {
      lastName: (value, values) => (values.kind === 'PERSON' && !value.trim() && !values.firstName.trim() ? 'Enter a first or last name.' : null),
      companyName: (value, values) => (values.kind === 'COMPANY' && !value.trim() ? 'Enter the company name.' : null),
      email: emailProblem,
    },
  });
  const person = form.values.kind === 'PERSON';

  const close = () => {
    form.reset();
    setTab('contact');
    setFormError(null);
    onClose();
  };

  const submit = form.onSubmit(
    async (values) => {
      setFormError(null);
      try {
        const { data } = await createContact({
          variables: {
            input: {
              kind: values.kind,
              organization: orNull(values.organization),
              gender: values.gender,
              ...(person
                ? { lastName: orNull(values.lastName), firstName: orNull(values.firstName), middleName: orNull(values.middleName), nickName: orNull(values.nickName), prefix: values.prefix, suffix: values.suffix }
                : { companyName: orNull(values.companyName) }),
              referredBy: orNull(values.referredBy),
              comments: orNull(values.comments),
              description: orNull(values.description),
              contactType: values.contactType,
              tfn: orNull(values.tfn),
              medicare: orNull(values.medicare),
              dateOfBirth: orNull(values.dateOfBirth),
              dateOfDeath: orNull(values.dateOfDeath),
              ssn: orNull(values.ssn),
              language: orNull(values.language),
              email: orNull(values.email),
              active: values.active,
              preventMailing: values.preventMailing,
              locked: values.locked,
              noAutoCommunication: values.noAutoCommunication,
              addresses: addressInputs(values.addresses),
              phones: phoneInputs(values.phones),
            },
          },
          refetchQueries: ['ContactList', 'Contacts'],
        });
        if (data) {
          onSaved(data.createContact.name);
          close();
        }
      } catch (error) {
        const problem = serverProblem(error, CONTACT_NOT_SAVED);
        if (problem.fields) {
          form.setErrors(problem.fields);
          const field = Object.keys(problem.fields)[0]!;
          setTab(TAB_OF_FIELD[field] ?? (field.startsWith('phones') ? 'phones' : field.startsWith('addresses') ? 'address' : 'contact'));
        } else {
          setFormError(problem.message);
        }
      }
    },
    (errors) => setTab(TAB_OF_FIELD[Object.keys(errors)[0] ?? ''] ?? 'contact'),
  );

  const activeToggle = (
    <Switch label="Show Active Only" checked={activeOnly} onChange={(e) => setActiveOnly(e.currentTarget.checked)} mb="sm" />
  );

  return (
    <Modal opened={opened} onClose={close} title="Add New Contact" size={860} centered>
      <form onSubmit={submit} noValidate>
        {formError && (
          <Alert color="red" role="alert" mb="md">
            {formError}
          </Alert>
        )}
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="contact">Contact</Tabs.Tab>
            <Tabs.Tab value="address">Address</Tabs.Tab>
            <Tabs.Tab value="miscellaneous">Miscellaneous</Tabs.Tab>
            <Tabs.Tab value="phones">Phones</Tabs.Tab>
            <Tabs.Tab value="contactType">Contact Type</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="contact">
            {activeToggle}
            <Stack gap="sm">
              <Radio.Group label="Contact" value={form.values.kind} onChange={(v) => form.setFieldValue('kind', v as ContactKind)}>
                <Group mt={4}>
                  <Radio value="COMPANY" label="Organization" />
                  <Radio value="PERSON" label="Individual" />
                </Group>
              </Radio.Group>
              {person ? (
                <>
                  <GenderField value={form.values.gender} onChange={(gender) => form.setFieldValue('gender', gender)} />
                  <SimpleGrid cols={3}>
                    <TextInput label="Last Name" {...form.getInputProps('lastName')} />
                    <TextInput label="First Name" {...form.getInputProps('firstName')} />
                    <TextInput label="Middle Name" {...form.getInputProps('middleName')} />
                    <TextInput label="Nick Name" {...form.getInputProps('nickName')} />
                    <Select label="Prefix" data={PREFIXES} clearable {...form.getInputProps('prefix')} />
                    <Select label="Suffix" data={SUFFIXES} clearable {...form.getInputProps('suffix')} />
                  </SimpleGrid>
                  <TextInput label="Organization" {...form.getInputProps('organization')} />
                </>
              ) : (
                <TextInput label="Organization Name" {...form.getInputProps('companyName')} />
              )}
              <ConflictWarning
                name={person ? [form.values.firstName, form.values.lastName].map((v) => v.trim()).filter(Boolean).join(' ') : form.values.companyName}
              />
              <TextInput label="Referred By" {...form.getInputProps('referredBy')} />
              <SimpleGrid cols={2}>
                <Textarea label="Contact Comments" autosize minRows={2} {...form.getInputProps('comments')} />
                <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
              </SimpleGrid>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="address">
            {activeToggle}
            <Stack gap="md">
              {form.values.addresses.map((address, index) =>
                activeOnly && address.useOrgAddress ? null : (
                  <Stack key={index} gap="xs" p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
                    <Group justify="flex-end">
                      <ActionIcon variant="subtle" color="red" aria-label={`Remove address ${index + 1}`} onClick={() => form.removeListItem('addresses', index)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                    <AddressFields
                      address={address}
                      onChange={(next) => form.setFieldValue(`addresses.${index}`, next)}
                      errorOf={(field) => form.errors[`addresses.${index}.${field}`] as string | undefined}
                    />
                  </Stack>
                ),
              )}
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('addresses', newAddress(form.values.addresses.length === 0))} w="fit-content">
                Add Address
              </Button>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="miscellaneous">
            {activeToggle}
            <SimpleGrid cols={2}>
              <TextInput label="Date Of Birth" type="date" {...form.getInputProps('dateOfBirth')} />
              <TextInput label="Date Of Death" type="date" {...form.getInputProps('dateOfDeath')} />
              <TextInput label="SSN" placeholder="123-45-6789" autoComplete="off" {...form.getInputProps('ssn')} />
              <TextInput label="Language" {...form.getInputProps('language')} />
              <TextInput label="Email" type="email" {...form.getInputProps('email')} />
            </SimpleGrid>
          </Tabs.Panel>

          <Tabs.Panel value="phones">
            {activeToggle}
            <PhoneTable
              phones={form.values.phones}
              onChange={(phones) => form.setFieldValue('phones', phones)}
              errorOf={(index) => form.errors[`phones.${index}.number`] as string | undefined}
              hideEmpty={activeOnly}
            />
          </Tabs.Panel>

          <Tabs.Panel value="contactType">
            {activeToggle}
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
          </Tabs.Panel>
        </Tabs>

        <Group justify="flex-end" mt="xl">
          <Button variant="default" onClick={close}>Cancel</Button>
          <Button type="submit" loading={loading}>Save &amp; Close</Button>
        </Group>
      </form>
    </Modal>
  );
}
