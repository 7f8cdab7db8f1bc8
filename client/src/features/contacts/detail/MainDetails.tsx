import { Checkbox, Group, Select, SimpleGrid, Stack, Tabs, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ContactDetailFieldsFragment } from '../../../gql/graphql';
import { ConflictWarning } from '../ConflictWarning';
import { GenderField } from '../GenderField';
import { CONTACT_ROLES, CONTACT_TYPES, MARITAL_STATUSES, PREFIXES, SUFFIXES } from '../contactForm';
import { PhoneTable } from '../PhoneTable';
import { PhotoField } from '../PhotoField';
import { AddressTab } from './AddressTab';
import { IDENTIFIERS, type DetailValues, type IdentifierField } from './contactValues';
import { IdentifierInput } from './IdentifierInput';
import { TextListEditor } from './TextListEditor';

export const SUB_TABS = [
  { value: 'contactIndividual', label: 'Contact Individual' },
  { value: 'roles', label: 'Roles' },
  { value: 'contactTypeDetails', label: 'Contact Type Details' },
  { value: 'address', label: 'Address' },
  { value: 'phoneNumbers', label: 'Phone Numbers' },
  { value: 'email', label: 'Email' },
  { value: 'website', label: 'Website' },
  { value: 'otherDetail', label: 'Other Detail' },
] as const;
export type SubTab = (typeof SUB_TABS)[number]['value'];

/** The sub-tab that shows a field, so a server message opens the right one. */
export function subTabOfField(field: string): SubTab {
  if (field.startsWith('phones')) return 'phoneNumbers';
  if (field.startsWith('addresses')) return 'address';
  const byField: Record<string, SubTab> = {
    roles: 'roles', contactType: 'contactTypeDetails', tfn: 'contactTypeDetails', medicare: 'contactTypeDetails',
    email: 'email', otherEmails: 'email', websites: 'website',
    country: 'otherDetail', dateOfBirth: 'otherDetail', birthPlace: 'otherDetail', dateOfDeath: 'otherDetail', ein: 'otherDetail',
    height: 'otherDetail', weight: 'otherDetail', primaryLanguage: 'otherDetail', secondaryLanguage: 'otherDetail',
    mothersMaidenName: 'otherDetail', maritalStatus: 'otherDetail', marriageDate: 'otherDetail', marriageLocation: 'otherDetail',
    spouseName: 'otherDetail', religion: 'otherDetail', driversLicense: 'otherDetail', driversLicenseState: 'otherDetail',
    idNumber: 'otherDetail', idState: 'otherDetail', race: 'otherDetail', occupation: 'otherDetail',
  };
  return byField[field] ?? 'contactIndividual';
}

interface Props {
  contact: ContactDetailFieldsFragment;
  form: UseFormReturnType<DetailValues>;
  subTab: SubTab;
  onSubTab: (subTab: SubTab) => void;
  canReveal: boolean;
  photo: { uploading: boolean; error: string | null; onChosen: (file: File | null) => void };
}

/** Main Details: the contact form in eight sub-tabs, one form saved by the footer. */
export function MainDetails({ contact, form, subTab, onSubTab, canReveal, photo }: Props) {
  const person = contact.kind === 'PERSON';
  const text = (field: keyof DetailValues, label: string, props: Record<string, unknown> = {}) => (
    <TextInput label={label} {...form.getInputProps(field)} {...props} />
  );
  const identifier = (field: IdentifierField) => (
    <IdentifierInput
      contactId={contact.id}
      field={field}
      masked={contact[IDENTIFIERS[field].masked]}
      value={form.values[field]}
      onChange={(value) => form.setFieldValue(field, value)}
      error={form.errors[field] as string | undefined}
      canReveal={canReveal}
    />
  );
  const typedName = person
    ? [form.values.firstName, form.values.lastName].map((v) => v.trim()).filter(Boolean).join(' ')
    : form.values.companyName;

  return (
    <Tabs value={subTab} onChange={(value) => onSubTab((value as SubTab) ?? 'contactIndividual')} orientation="vertical" keepMounted={false} styles={{ tab: { justifyContent: 'flex-start' }, tabLabel: { flex: 1, textAlign: 'left' } }}>
      <Tabs.List miw={200} aria-label="Main details">
        {SUB_TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>

      <Tabs.Panel value="contactIndividual" px="lg">
        <Stack gap="sm">
          {person ? (
            <>
              <GenderField value={form.values.gender} onChange={(gender) => form.setFieldValue('gender', gender)} />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select label="Prefix" data={PREFIXES} clearable {...form.getInputProps('prefix')} />
                {text('firstName', 'First Name')}
                {text('middleName', 'Middle Name')}
                {text('lastName', 'Last Name')}
                {text('nickName', 'Nick Name')}
                <Select label="Suffix" data={SUFFIXES} clearable {...form.getInputProps('suffix')} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {text('organization', 'Organization')}
                {identifier('ssn')}
                {text('language', 'Language')}
              </SimpleGrid>
            </>
          ) : (
            text('companyName', 'Company Name')
          )}
          <ConflictWarning name={typedName} excludeId={contact.id} />
          {text('referredBy', 'Referred By')}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea label="Contact Comments" autosize minRows={3} {...form.getInputProps('comments')} />
            <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
          </SimpleGrid>
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="roles" px="lg">
        <TagsInput
          label="Roles"
          description="What this contact is to the firm. Pick from the list or type your own and press Enter."
          data={CONTACT_ROLES}
          clearable
          maw={640}
          {...form.getInputProps('roles')}
        />
      </Tabs.Panel>

      <Tabs.Panel value="contactTypeDetails" px="lg">
        <Stack gap="md" maw={760}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label="Contact Type" data={CONTACT_TYPES} clearable {...form.getInputProps('contactType')} />
            {identifier('tfn')}
            {identifier('medicare')}
          </SimpleGrid>
          <Group>
            <Checkbox label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
            <Checkbox label="Prevent Mailing" {...form.getInputProps('preventMailing', { type: 'checkbox' })} />
            <Checkbox label="Locked" {...form.getInputProps('locked', { type: 'checkbox' })} />
            <Checkbox label="No Auto Communication" {...form.getInputProps('noAutoCommunication', { type: 'checkbox' })} />
          </Group>
          <Text c="dimmed" fz="xs">
            SSN, TFN, Medicare and driver&apos;s license numbers are stored encrypted and shown masked. Revealing one is recorded.
          </Text>
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="address" px="lg">
        <AddressTab addresses={form.values.addresses} onChange={(addresses) => form.setFieldValue('addresses', addresses)} />
      </Tabs.Panel>

      <Tabs.Panel value="phoneNumbers" px="lg">
        <PhoneTable
          phones={form.values.phones}
          onChange={(phones) => form.setFieldValue('phones', phones)}
          errorOf={(index) => form.errors[`phones.${index}.number`] as string | undefined}
        />
      </Tabs.Panel>

      <Tabs.Panel value="email" px="lg">
        <Stack gap="md" maw={520}>
          {text('email', 'Primary Email', { type: 'email' })}
          <TextListEditor
            label="Other Emails"
            itemLabel="Email"
            addLabel="Add Email"
            type="email"
            values={form.values.otherEmails}
            onChange={(emails) => form.setFieldValue('otherEmails', emails)}
            error={form.errors.otherEmails as string | undefined}
          />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="website" px="lg">
        <Stack maw={520}>
          <TextListEditor
            label="Websites"
            itemLabel="Website"
            addLabel="Add Website"
            placeholder="example.com"
            values={form.values.websites}
            onChange={(websites) => form.setFieldValue('websites', websites)}
            error={form.errors.websites as string | undefined}
          />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="otherDetail" px="lg">
        <Stack gap="md">
          <PhotoField src={contact.photoUrl} isPerson={person} onChosen={photo.onChosen} error={photo.error} loading={photo.uploading} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('country', 'Country')}
            {text('dateOfBirth', 'Date of Birth', { type: 'date' })}
            {text('birthPlace', 'Birth Place')}
            {text('dateOfDeath', 'Date of Death', { type: 'date' })}
            {text('ein', 'EIN')}
            {text('height', 'Height')}
            {text('weight', 'Weight')}
            {text('primaryLanguage', 'Primary Language')}
            {text('secondaryLanguage', 'Secondary Language')}
            {text('mothersMaidenName', "Mother's Maiden Name")}
            <Select label="Marital Status" data={MARITAL_STATUSES} clearable {...form.getInputProps('maritalStatus')} />
            {text('marriageDate', 'Marriage Date', { type: 'date' })}
            {text('marriageLocation', 'Marriage Location')}
            {text('spouseName', 'Spouse Name')}
            {text('middleName', 'Middle Name')}
            {text('religion', 'Religion')}
            {identifier('driversLicense')}
            {text('driversLicenseState', "Driver's State")}
            {text('idNumber', 'ID')}
            {text('idState', 'ID State')}
            {text('race', 'Race')}
            {text('occupation', 'Occupation')}
          </SimpleGrid>
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
