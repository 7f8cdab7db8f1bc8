import { Autocomplete, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { FormSection } from './FormSection';
import { selectProps, type IntakeForm, type IntakeLists } from './intakeForm';

/**
 * Referral Source tab: paid advertising, the referring law firm and attorney (a second "Paid
 * Advertising" section, as in the product), and any other referral. Law firms and attorneys are
 * lists a firm often leaves empty, so a name not in them can be typed.
 */
export function ReferralSourceTab({ form, lists }: { form: IntakeForm; lists: IntakeLists }) {
  const comments = (path: string) => <Textarea label="Comments" autosize minRows={2} {...form.getInputProps(path)} />;
  return (
    <Stack gap="lg">
      <FormSection title="Paid Advertising">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Source Of Advertisment" data={lists.ADVERTISING_SOURCES} clearable {...selectProps(form, 'referral.advertisingSource')} />
        </SimpleGrid>
        {comments('referral.advertisingComments')}
      </FormSection>
      <FormSection title="Paid Advertising">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Autocomplete label="Law Firm" data={lists.LAW_FIRMS} clearable {...form.getInputProps('referral.lawFirm')} />
          <Autocomplete label="Attorney" data={lists.ATTORNEYS} clearable {...form.getInputProps('referral.attorney')} />
        </SimpleGrid>
        {comments('referral.lawFirmComments')}
      </FormSection>
      <FormSection title="Other Referral">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Source Name" data={lists.REFERRAL_SOURCE_NAMES} clearable {...selectProps(form, 'referral.sourceName')} />
          <Select label="Relationship" data={lists.RELATIONSHIPS} clearable {...selectProps(form, 'referral.relationship')} />
        </SimpleGrid>
        {comments('referral.otherComments')}
      </FormSection>
    </Stack>
  );
}
