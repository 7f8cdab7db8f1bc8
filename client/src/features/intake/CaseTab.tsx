import { MultiSelect, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useStaffOptions } from '../../ui/useStaffOptions';
import { selectProps, type IntakeForm, type IntakeLists } from './intakeForm';
import { limitOf, maxLengthOf } from '../../ui/limits';

/** Case tab: case group, type (required), sub type, facts and the staff on the case. */
export function CaseTab({ form, lists }: { form: IntakeForm; lists: IntakeLists }) {
  const staff = useStaffOptions();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select label="Case Group" data={lists.CASE_GROUPS} clearable {...selectProps(form, 'caseGroup')} />
        <Select label="Case Type" data={lists.CASE_TYPES} searchable clearable withAsterisk {...selectProps(form, 'caseType')} />
        <TextInput label="Case Sub Type" maxLength={maxLengthOf('IntakeInput', 'caseSubType')} {...form.getInputProps('caseSubType')} />
      </SimpleGrid>
      <Textarea label="Facts" autosize minRows={4} maxRows={16} maxLength={maxLengthOf('IntakeInput', 'facts')} {...form.getInputProps('facts')} />
      <MultiSelect
        label="Staff"
        description="Who works on the case: statute reminders and workflow tasks go to them."
        placeholder="Choose people of your firm"
        data={staff.options}
        searchable
        clearable
        maxValues={limitOf('IntakeInput', 'staffIds').arrayMaxSize}
        {...form.getInputProps('staffIds')}
      />
    </Stack>
  );
}
