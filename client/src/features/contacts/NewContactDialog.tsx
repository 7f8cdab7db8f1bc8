import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CreateContactDocument, type ContactKind, type Gender } from '../../gql/graphql';
import { PREFIXES } from './AddContactDialog';

const SUFFIXES = ['Jr.', 'Sr.', 'II', 'III', 'IV', 'Esq.', 'MD', 'PhD'];
const ADDRESS_TYPES = ['Home', 'Work', 'Mailing', 'Other'];
const PHONE_TYPES = ['Mobile', 'Home', 'Work', 'Fax', 'Other'];
const CONTACT_TYPES = ['Client', 'Witness', 'Expert', 'Medical Provider', 'Insurance Company', 'Adjuster', 'Opposing Counsel', 'Court', 'Vendor', 'Other'];

interface Address {
  addressType: string | null;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  county: string;
  state: string;
  country: string;
  comments: string;
  useOrgAddress: boolean;
}
interface Phone {
  type: string;
  number: string;
  ext: string;
  canText: boolean;
  isPrimary: boolean;
  autoComments: string;
}

const newAddress = (): Address => ({
  addressType: 'Home', address1: '', address2: '', zip: '', city: '', county: '', state: '', country: 'United States', comments: '', useOrgAddress: false,
});
const newPhone = (isPrimary = false): Phone => ({ type: 'Mobile', number: '', ext: '', canText: false, isPrimary, autoComments: '' });

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
  addresses: [newAddress()],
  phones: [newPhone(true)],
};
type Values = typeof initialValues;

/** Which tab shows each server field, so a server message opens the right tab. */
const TAB_OF_FIELD: Record<string, string> = {
  dateOfBirth: 'miscellaneous', dateOfDeath: 'miscellaneous', ssn: 'miscellaneous', email: 'miscellaneous', language: 'miscellaneous',
  tfn: 'contactType', medicare: 'contactType', contactType: 'contactType',
};

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

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
      email: (value) => (value.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? 'Enter a valid email address.' : null),
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
              addresses: values.addresses
                .filter((a) => a.useOrgAddress || [a.address1, a.city, a.zip, a.state].some((v) => v.trim()))
                .map((a, index) => ({
                  addressType: a.addressType,
                  address1: orNull(a.address1), address2: orNull(a.address2), zip: orNull(a.zip), city: orNull(a.city),
                  county: orNull(a.county), state: orNull(a.state), country: orNull(a.country), comments: orNull(a.comments),
                  useOrgAddress: a.useOrgAddress,
                  isPrimary: index === 0,
                })),
              phones: values.phones
                .filter((p) => p.number.trim())
                .map((p) => ({ type: p.type, number: p.number.trim(), ext: orNull(p.ext), canText: p.canText, isPrimary: p.isPrimary, autoComments: orNull(p.autoComments) })),
            },
          },
          refetchQueries: ['ContactList', 'Contacts'],
        });
        if (data) {
          onSaved(data.createContact.name);
          close();
        }
      } catch (error) {
        const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
        const fields = first?.extensions?.fields as Array<{ field: string; messages: string[] }> | undefined;
        if (fields?.length) {
          form.setErrors(Object.fromEntries(fields.map((f) => [f.field, f.messages[0]])));
          setTab(TAB_OF_FIELD[fields[0]!.field] ?? (fields[0]!.field.startsWith('phones') ? 'phones' : fields[0]!.field.startsWith('addresses') ? 'address' : 'contact'));
        } else {
          setFormError(first?.message ?? "The contact couldn't be saved. Check your connection and try again.");
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
                  <Radio.Group label="Gender" value={form.values.gender ?? ''} onChange={(v) => form.setFieldValue('gender', v as Gender)}>
                    <Group mt={4}>
                      <Radio value="MALE" label="Male" />
                      <Radio value="FEMALE" label="Female" />
                      <Radio value="OTHER" label="Other" />
                    </Group>
                  </Radio.Group>
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
                    <Group justify="space-between">
                      <Checkbox label="Use organization's address" {...form.getInputProps(`addresses.${index}.useOrgAddress`, { type: 'checkbox' })} />
                      <ActionIcon variant="subtle" color="red" aria-label={`Remove address ${index + 1}`} onClick={() => form.removeListItem('addresses', index)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                    <SimpleGrid cols={3}>
                      <Select label="Address Type" data={ADDRESS_TYPES} {...form.getInputProps(`addresses.${index}.addressType`)} />
                      <TextInput label="Address 1" {...form.getInputProps(`addresses.${index}.address1`)} />
                      <TextInput label="Address 2" {...form.getInputProps(`addresses.${index}.address2`)} />
                      <TextInput label="Zip" {...form.getInputProps(`addresses.${index}.zip`)} />
                      <TextInput label="City" {...form.getInputProps(`addresses.${index}.city`)} />
                      <TextInput label="County" {...form.getInputProps(`addresses.${index}.county`)} />
                      <TextInput label="State" {...form.getInputProps(`addresses.${index}.state`)} />
                      <TextInput label="Country" {...form.getInputProps(`addresses.${index}.country`)} />
                      <TextInput label="Address Comments" {...form.getInputProps(`addresses.${index}.comments`)} />
                    </SimpleGrid>
                  </Stack>
                ),
              )}
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('addresses', newAddress())} w="fit-content">
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
            <Table aria-label="Phones">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Phone Type</Table.Th>
                  <Table.Th>Contact</Table.Th>
                  <Table.Th>Ext</Table.Th>
                  <Table.Th>Text</Table.Th>
                  <Table.Th>Primary</Table.Th>
                  <Table.Th>Auto Comments</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {form.values.phones.map((phone, index) =>
                  activeOnly && !phone.number.trim() ? null : (
                    <Table.Tr key={index}>
                      <Table.Td><Select aria-label={`Phone ${index + 1} type`} data={PHONE_TYPES} {...form.getInputProps(`phones.${index}.type`)} /></Table.Td>
                      <Table.Td><TextInput aria-label={`Phone ${index + 1} number`} type="tel" {...form.getInputProps(`phones.${index}.number`)} /></Table.Td>
                      <Table.Td><TextInput aria-label={`Phone ${index + 1} ext`} w={70} {...form.getInputProps(`phones.${index}.ext`)} /></Table.Td>
                      <Table.Td><Checkbox aria-label={`Phone ${index + 1} text`} {...form.getInputProps(`phones.${index}.canText`, { type: 'checkbox' })} /></Table.Td>
                      <Table.Td>
                        <Radio
                          aria-label={`Phone ${index + 1} primary`}
                          checked={phone.isPrimary}
                          onChange={() => form.setFieldValue('phones', form.values.phones.map((p, i) => ({ ...p, isPrimary: i === index })))}
                        />
                      </Table.Td>
                      <Table.Td><TextInput aria-label={`Phone ${index + 1} auto comments`} {...form.getInputProps(`phones.${index}.autoComments`)} /></Table.Td>
                      <Table.Td>
                        <ActionIcon variant="subtle" color="red" aria-label={`Remove phone ${index + 1}`} onClick={() => form.removeListItem('phones', index)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ),
                )}
              </Table.Tbody>
            </Table>
            <Button mt="sm" variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('phones', newPhone(form.values.phones.length === 0))}>
              Add Phone
            </Button>
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
