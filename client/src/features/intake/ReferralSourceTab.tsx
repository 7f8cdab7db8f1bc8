import { Autocomplete, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { FormSection } from './FormSection';
import { selectProps, type IntakeForm, type IntakeLists } from './intakeForm';
import { maxLengthOf } from '../../ui/limits';

/**
 * Referral Source tab: paid advertising, the referring law firm and attorney (a second "Paid
 * Advertising" section, as in the product), and any other referral. Law firms and attorneys are
 * lists a firm often leaves empty, so a name not in them can be typed.
 */
export function ReferralSourceTab({ form, lists }: { form: IntakeForm; lists: IntakeLists }) {
  const comments = (field: 'advertisingComments' | 'lawFirmComments' | 'otherComments') => (
    <Textarea label="Comments" autosize minRows={2} maxRows={10} maxLength={maxLengthOf('ReferralSourceInput', field)} {...form.getInputProps(`referral.${field}`)} />
  );
  return (
    <Stack gap="lg">
      <FormSection title="Paid Advertising">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Source Of Advertisment" data={lists.ADVERTISING_SOURCES} clearable {...selectProps(form, 'referral.advertisingSource')} />
        </SimpleGrid>
        {comments('advertisingComments')}
      </FormSection>
      <FormSection title="Paid Advertising">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Autocomplete label="Law Firm" data={lists.LAW_FIRMS} clearable maxLength={maxLengthOf('ReferralSourceInput', 'lawFirm')} {...form.getInputProps('referral.lawFirm')} />
          <Autocomplete label="Attorney" data={lists.ATTORNEYS} clearable maxLength={maxLengthOf('ReferralSourceInput', 'attorney')} {...form.getInputProps('referral.attorney')} />
        </SimpleGrid>
        {comments('lawFirmComments')}
      </FormSection>
      <FormSection title="Other Referral">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Source Name" data={lists.REFERRAL_SOURCE_NAMES} clearable {...selectProps(form, 'referral.sourceName')} />
          <Select label="Relationship" data={lists.RELATIONSHIPS} clearable {...selectProps(form, 'referral.relationship')} />
        </SimpleGrid>
        {comments('otherComments')}
      </FormSection>
    </Stack>
  );
}
