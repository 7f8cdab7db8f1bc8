import { Checkbox, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { ContactKind } from '../../gql/graphql';
import { ConflictWarning } from '../contacts/ConflictWarning';
import { ContactKindField } from '../contacts/ContactKindField';
import { GenderField } from '../contacts/GenderField';
import { StatutePreviewAlert } from '../deadlines/StatutePreviewAlert';
import { FormSection } from './FormSection';
import { selectProps, THIS_PLAINTIFF, typedName, type IntakeForm, type IntakeLists } from './intakeForm';
import { maxLengthOf } from '../../ui/limits';

const ADDRESS = 'plaintiff.addresses.0';

/**
 * Plaintiff tab: the new contact (person or organization) with its address and details, then
 * the incident and the injury. Select Plaintiff names the plaintiff being entered, the injured
 * one unless No Injury is ticked.
 */
export function PlaintiffTab({ form, lists }: { form: IntakeForm; lists: IntakeLists }) {
  const { plaintiff, incident } = form.values;
  const person = plaintiff.kind === 'PERSON';
  const name = typedName(plaintiff);
  const text = (path: string, label: string, props: Record<string, unknown> = {}) => (
    <TextInput label={label} {...form.getInputProps(path)} {...props} />
  );

  // The name asked for changes with the kind: a message about the other one no longer applies.
  const changeKind = (kind: ContactKind) => {
    form.setFieldValue('plaintiff.kind', kind);
    form.clearFieldError('plaintiff.lastName');
    form.clearFieldError('plaintiff.companyName');
  };
  const setNoInjury = (noInjury: boolean) => {
    form.setFieldValue('incident.noInjury', noInjury);
    form.setFieldValue('incident.injuredPlaintiff', noInjury ? '' : THIS_PLAINTIFF);
    if (noInjury) form.setFieldValue('incident.seriousInjury', false);
  };
  const setSeriousInjury = (seriousInjury: boolean) => {
    form.setFieldValue('incident.seriousInjury', seriousInjury);
    if (seriousInjury && incident.noInjury) setNoInjury(false);
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <ContactKindField value={plaintiff.kind} onChange={changeKind} error={form.errors['plaintiff.kind']} />
        {person ? (
          <>
            <GenderField value={plaintiff.gender} onChange={(gender) => form.setFieldValue('plaintiff.gender', gender)} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {text('plaintiff.lastName', 'Last Name', { maxLength: maxLengthOf('ContactInput', 'lastName') })}
              {text('plaintiff.firstName', 'First Name', { maxLength: maxLengthOf('ContactInput', 'firstName') })}
              {text('plaintiff.middleName', 'Middle Name', { maxLength: maxLengthOf('ContactInput', 'middleName') })}
              {text('plaintiff.nickName', 'Nick Name', { maxLength: maxLengthOf('ContactInput', 'nickName') })}
              <Select label="Prefix" data={lists.PREFIXES} clearable {...selectProps(form, 'plaintiff.prefix')} />
              <Select label="Suffix" data={lists.SUFFIXES} clearable {...selectProps(form, 'plaintiff.suffix')} />
              {text('plaintiff.organization', 'Organization', { maxLength: maxLengthOf('ContactInput', 'organization') })}
            </SimpleGrid>
          </>
        ) : (
          text('plaintiff.companyName', 'Organization Name', { withAsterisk: true, maxLength: maxLengthOf('ContactInput', 'companyName') })
        )}
        <ConflictWarning name={name} />
      </Stack>

      <FormSection title="Address">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Address Type" data={lists.ADDRESS_TYPES} clearable {...selectProps(form, `${ADDRESS}.addressType`)} />
          {text(`${ADDRESS}.address1`, 'Address 1', { maxLength: maxLengthOf('ContactAddressInput', 'address1') })}
          {text(`${ADDRESS}.address2`, 'Address 2', { maxLength: maxLengthOf('ContactAddressInput', 'address2') })}
          {text(`${ADDRESS}.zip`, 'Zip', { maxLength: maxLengthOf('ContactAddressInput', 'zip') })}
          {text(`${ADDRESS}.city`, 'City', { maxLength: maxLengthOf('ContactAddressInput', 'city') })}
          {text(`${ADDRESS}.county`, 'County', { maxLength: maxLengthOf('ContactAddressInput', 'county') })}
          <Select label="State" data={lists.STATES} searchable clearable {...selectProps(form, `${ADDRESS}.state`)} />
          <Select label="Country" data={lists.COUNTRIES} searchable clearable {...selectProps(form, `${ADDRESS}.country`)} />
        </SimpleGrid>
      </FormSection>

      <FormSection title="Miscellaneous Details">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('plaintiff.dateOfBirth', 'Date Of Birth', { type: 'date' })}
          {text('plaintiff.dateOfDeath', 'Date Of Death', { type: 'date' })}
          {text('plaintiff.ssn', 'SSN', { placeholder: '123-45-6789', autoComplete: 'off' })}
          <Select label="Language" data={lists.LANGUAGES} searchable clearable {...selectProps(form, 'plaintiff.language')} />
          {text('plaintiff.email', 'Email', { type: 'email', maxLength: maxLengthOf('ContactInput', 'email') })}
        </SimpleGrid>
        <Textarea label="Comments" autosize minRows={2} maxRows={10} maxLength={maxLengthOf('ContactInput', 'comments')} {...form.getInputProps('plaintiff.comments')} />
      </FormSection>

      <FormSection title="Incident Details">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="State" data={lists.STATES} searchable clearable {...selectProps(form, 'incident.state')} />
          {text('incident.date', 'Start Date', { type: 'date' })}
        </SimpleGrid>
        <Textarea label="Facts" autosize minRows={3} maxRows={16} maxLength={maxLengthOf('IncidentInput', 'facts')} {...form.getInputProps('incident.facts')} />
        <StatutePreviewAlert state={incident.state || null} caseType={form.values.caseType || null} incidentDate={incident.date || null} />
      </FormSection>

      <FormSection title="Injury">
        <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: 'end' }}>
          <Checkbox
            label="Serious Injury"
            checked={incident.seriousInjury}
            onChange={(e) => setSeriousInjury(e.currentTarget.checked)}
            error={form.errors['incident.seriousInjury']}
            mb={8}
          />
          <Select
            label="Select Plaintiff"
            data={[{ value: THIS_PLAINTIFF, label: name || 'New plaintiff' }]}
            value={incident.injuredPlaintiff || null}
            onChange={(value) => form.setFieldValue('incident.injuredPlaintiff', value ?? '')}
            allowDeselect={false}
            disabled={incident.noInjury}
          />
          <Checkbox
            label="No Injury"
            checked={incident.noInjury}
            onChange={(e) => setNoInjury(e.currentTarget.checked)}
            error={form.errors['incident.noInjury']}
            mb={8}
          />
        </SimpleGrid>
        {text('incident.otherInjuries', 'Other Injuries')}
      </FormSection>
    </Stack>
  );
}
