import { Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ContactDetailFieldsFragment } from '../../../gql/graphql';
import { ConflictWarning } from '../ConflictWarning';
import { CONTACT_TYPES, MARITAL_STATUSES, PREFIXES, SUFFIXES } from '../contactForm';
import { contactMaxLength } from '../contactRules';
import { GenderField } from '../GenderField';
import { PhotoField } from '../PhotoField';
import { IDENTIFIERS, type DetailValues, type IdentifierField } from './contactValues';
import { IdentifierInput } from './IdentifierInput';
import { maxLengthOf } from '../../../ui/limits';

type DetailForm = UseFormReturnType<DetailValues>;
interface PanelProps {
  contact: ContactDetailFieldsFragment;
  form: DetailForm;
  canReveal: boolean;
}

/** A text field of the contact form, taking at most what the server takes. */
function DetailText({ form, field, label, ...props }: { form: DetailForm; field: keyof DetailValues; label: string } & Pick<TextInputProps, 'type'>) {
  return <TextInput label={label} maxLength={contactMaxLength(field)} {...form.getInputProps(field)} {...props} />;
}

/** An identifier stored encrypted (SSN, TFN, Medicare, driver's license): shown masked, revealed on request. */
function DetailIdentifier({ contact, form, field, canReveal }: PanelProps & { field: IdentifierField }) {
  return (
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
}

/** Contact Individual (a company's Company Details): a person's names, organization, SSN and language (a company's name), a possible duplicate, and comments. */
export function ContactIndividualPanel({ contact, form, canReveal }: PanelProps) {
  const person = contact.kind === 'PERSON';
  const typedName = person
    ? [form.values.firstName, form.values.lastName].map((v) => v.trim()).filter(Boolean).join(' ')
    : form.values.companyName;
  return (
    <Stack gap="sm">
      {person ? (
        <>
          <GenderField value={form.values.gender} onChange={(gender) => form.setFieldValue('gender', gender)} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label="Prefix" data={PREFIXES} clearable {...form.getInputProps('prefix')} />
            <DetailText form={form} field="firstName" label="First Name" />
            <DetailText form={form} field="middleName" label="Middle Name" />
            <DetailText form={form} field="lastName" label="Last Name" />
            <DetailText form={form} field="nickName" label="Nick Name" />
            <Select label="Suffix" data={SUFFIXES} clearable {...form.getInputProps('suffix')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DetailText form={form} field="organization" label="Organization" />
            <DetailIdentifier contact={contact} form={form} field="ssn" canReveal={canReveal} />
            <DetailText form={form} field="language" label="Language" />
          </SimpleGrid>
        </>
      ) : (
        <DetailText form={form} field="companyName" label="Company Name" />
      )}
      <ConflictWarning name={typedName} excludeId={contact.id} />
      <DetailText form={form} field="referredBy" label="Referred By" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea label="Contact Comments" autosize minRows={3} maxLength={maxLengthOf('ContactInput', 'comments')} {...form.getInputProps('comments')} />
        <Textarea label="Description" autosize minRows={3} maxLength={maxLengthOf('ContactInput', 'description')} {...form.getInputProps('description')} />
      </SimpleGrid>
    </Stack>
  );
}

/** Contact Type Details: the type, TFN and Medicare, and the contact's switches. */
export function ContactTypeDetailsPanel({ contact, form, canReveal }: PanelProps) {
  return (
    <Stack gap="md" maw={760}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select label="Contact Type" data={CONTACT_TYPES} clearable {...form.getInputProps('contactType')} />
        <DetailIdentifier contact={contact} form={form} field="tfn" canReveal={canReveal} />
        <DetailIdentifier contact={contact} form={form} field="medicare" canReveal={canReveal} />
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
  );
}

/** Other Detail: the photo and the rest of what the firm records about a contact. */
export function OtherDetailPanel({ contact, form, canReveal, photo }: PanelProps & { photo: { uploading: boolean; error: string | null; onChosen: (file: File | null) => void } }) {
  const person = contact.kind === 'PERSON';
  return (
    <Stack gap="md">
      <PhotoField src={contact.photoUrl} isPerson={person} onChosen={photo.onChosen} error={photo.error} loading={photo.uploading} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DetailText form={form} field="country" label="Country" />
        <DetailText form={form} field="dateOfBirth" label="Date of Birth" type="date" />
        <DetailText form={form} field="birthPlace" label="Birth Place" />
        <DetailText form={form} field="dateOfDeath" label="Date of Death" type="date" />
        <DetailText form={form} field="ein" label="EIN" />
        <DetailText form={form} field="ledesClientId" label="LEDES Client ID" />
        <DetailText form={form} field="height" label="Height" />
        <DetailText form={form} field="weight" label="Weight" />
        <DetailText form={form} field="primaryLanguage" label="Primary Language" />
        <DetailText form={form} field="secondaryLanguage" label="Secondary Language" />
        <DetailText form={form} field="mothersMaidenName" label="Mother's Maiden Name" />
        <Select label="Marital Status" data={MARITAL_STATUSES} clearable {...form.getInputProps('maritalStatus')} />
        <DetailText form={form} field="marriageDate" label="Marriage Date" type="date" />
        <DetailText form={form} field="marriageLocation" label="Marriage Location" />
        <DetailText form={form} field="spouseName" label="Spouse Name" />
        <DetailText form={form} field="middleName" label="Middle Name" />
        <DetailText form={form} field="religion" label="Religion" />
        <DetailIdentifier contact={contact} form={form} field="driversLicense" canReveal={canReveal} />
        <DetailText form={form} field="driversLicenseState" label="Driver's State" />
        <DetailText form={form} field="idNumber" label="ID" />
        <DetailText form={form} field="idState" label="ID State" />
        <DetailText form={form} field="race" label="Race" />
        <DetailText form={form} field="occupation" label="Occupation" />
      </SimpleGrid>
    </Stack>
  );
}
