import { Stack, Tabs, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ContactDetailFieldsFragment } from '../../../gql/graphql';
import { CONTACT_ROLES } from '../contactForm';
import { PhoneTable } from '../PhoneTable';
import { problemTabProps } from '../ProblemDot';
import { errorsAfterRowsChange } from '../contactRules';
import { AddressTab } from './AddressTab';
import type { DetailValues } from './contactValues';
import { ContactIndividualPanel, ContactTypeDetailsPanel, OtherDetailPanel } from './MainDetailsPanels';
import { TextListEditor } from './TextListEditor';
import { maxLengthOf } from '../../../ui/limits';

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

/** A sub-tab's name for this contact: a company's first one is about the company, not an individual. */
export const subTabLabel = (tab: (typeof SUB_TABS)[number], kind: ContactDetailFieldsFragment['kind']) =>
  tab.value === 'contactIndividual' && kind === 'COMPANY' ? 'Company Details' : tab.label;

/** The sub-tab that shows a field, so a server message opens the right one. */
export function subTabOfField(path: string): SubTab {
  const field = path.split('.')[0] ?? '';
  if (field.startsWith('phones')) return 'phoneNumbers';
  if (field.startsWith('addresses')) return 'address';
  const byField: Record<string, SubTab> = {
    roles: 'roles', contactType: 'contactTypeDetails', tfn: 'contactTypeDetails', medicare: 'contactTypeDetails',
    email: 'email', otherEmails: 'email', websites: 'website',
    country: 'otherDetail', dateOfBirth: 'otherDetail', birthPlace: 'otherDetail', dateOfDeath: 'otherDetail', ein: 'otherDetail', ledesClientId: 'otherDetail',
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
  /** The sub-tabs holding a field to fix, marked so a problem on another one is not missed. */
  const toFix = new Set(Object.keys(form.errors).map(subTabOfField));
  const rowError = (path: string) => form.errors[path] as string | undefined;
  /** A list changes: the messages of its changed rows go (they are checked again on Save). */
  const clearRows = (list: 'phones' | 'addresses' | 'otherEmails' | 'websites', rows: readonly unknown[]) =>
    form.setErrors(errorsAfterRowsChange(form.errors, list, form.getValues()[list], rows));
  return (
    <Tabs value={subTab} onChange={(value) => onSubTab((value as SubTab) ?? 'contactIndividual')} orientation="vertical" keepMounted={false} styles={{ tab: { justifyContent: 'flex-start' }, tabLabel: { flex: 1, textAlign: 'left' } }}>
      <Tabs.List miw={200} aria-label="Main details">
        {SUB_TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} {...problemTabProps(toFix.has(tab.value))}>
            {subTabLabel(tab, contact.kind)}
          </Tabs.Tab>
        ))}
      </Tabs.List>

      <Tabs.Panel value="contactIndividual" px="lg">
        <ContactIndividualPanel contact={contact} form={form} canReveal={canReveal} />
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
        <ContactTypeDetailsPanel contact={contact} form={form} canReveal={canReveal} />
      </Tabs.Panel>

      <Tabs.Panel value="address" px="lg">
        <AddressTab
          addresses={form.values.addresses}
          onChange={(addresses) => {
            clearRows('addresses', addresses);
            form.setFieldValue('addresses', addresses);
          }}
          errorOf={(index, field) => rowError(`addresses.${index}.${field}`)}
        />
      </Tabs.Panel>

      <Tabs.Panel value="phoneNumbers" px="lg">
        <PhoneTable
          phones={form.values.phones}
          onChange={(phones) => {
            clearRows('phones', phones);
            form.setFieldValue('phones', phones);
          }}
          errorOf={(index, field) => rowError(`phones.${index}.${field}`)}
        />
      </Tabs.Panel>

      <Tabs.Panel value="email" px="lg">
        <Stack gap="md" maw={520}>
          <TextInput label="Primary Email" maxLength={maxLengthOf('ContactInput', 'email')} {...form.getInputProps('email')} type="email" />
          <TextListEditor
            label="Other Emails"
            itemLabel="Email"
            addLabel="Add Email"
            type="email"
            values={form.values.otherEmails}
            onChange={(emails) => {
              clearRows('otherEmails', emails);
              form.setFieldValue('otherEmails', emails);
            }}
            error={form.errors.otherEmails as string | undefined}
            errorOf={(index) => rowError(`otherEmails.${index}`)}
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
            onChange={(websites) => {
              clearRows('websites', websites);
              form.setFieldValue('websites', websites);
            }}
            error={form.errors.websites as string | undefined}
            errorOf={(index) => rowError(`websites.${index}`)}
          />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="otherDetail" px="lg">
        <OtherDetailPanel contact={contact} form={form} canReveal={canReveal} photo={photo} />
      </Tabs.Panel>
    </Tabs>
  );
}
