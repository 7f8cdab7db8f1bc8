import { useMutation, useQuery } from '@apollo/client/react';
import { Group, Modal, MultiSelect, Radio, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FirmStaffDocument, UpdateMatterDocument, type CaseDetailFieldsFragment, type MatterPermission, type MatterPriority } from '../../../gql/graphql';
import { ContactSelect } from '../../contacts/ContactSelect';
import { orNull, withCurrent } from '../../../ui/formValues';
import { serverProblem } from '../../../ui/serverProblem';
import { FormActions } from '../../../ui/FormActions';
import { FormProblem } from '../../../ui/FormProblem';
import { placeFieldProblems } from '../../../ui/useFormSave';
import { UnsavedChangesDialog } from '../../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../../ui/useUnsavedChangesGuard';
import { useOptionLists } from '../../options/useOptionLists';
import { PRIORITY_LABELS } from '../matterFormat';
import { lengthProblem, lengthRules, maxLengthOf } from '../../../ui/limits';

const valuesOf = (matter: CaseDetailFieldsFragment) => ({
  name: matter.name,
  number: matter.number,
  clientId: matter.client?.id ?? null,
  caseGroup: matter.caseGroup,
  caseType: matter.caseType,
  caseSubType: matter.caseSubType ?? '',
  practiceArea: matter.practiceArea,
  stage: matter.stage,
  court: matter.court ?? '',
  description: matter.description ?? '',
  facts: matter.facts ?? '',
  priority: matter.priority,
  permission: matter.permission,
  userIds: matter.accessUserIds,
});

/** Edit the case's details and who may open it; saved over the version it was opened at. */
export function EditCaseDialog({ matter, opened, onClose }: { matter: CaseDetailFieldsFragment; opened: boolean; onClose: () => void }) {
  const lists = useOptionLists(['CASE_GROUPS', 'CASE_TYPES', 'PRACTICE_AREAS', 'MATTER_STAGES']);
  const users = useQuery(FirmStaffDocument, { variables: { search: null }, skip: !opened });
  const [problem, setProblem] = useState<string | null>(null);
  const [updateMatter, { loading }] = useMutation(UpdateMatterDocument, { refetchQueries: ['MatterActivity'] });
  const form = useForm({
    initialValues: valuesOf(matter),
    validate: {
      ...lengthRules('UpdateMatterInput', ['number', 'court', 'caseSubType', 'description', 'facts']),
      name: (value) => (value.trim() ? lengthProblem('UpdateMatterInput', 'name')(value) : 'Enter the case name.'),
    },
  });

  const close = () => {
    form.setValues(valuesOf(matter));
    form.resetDirty(valuesOf(matter));
    setProblem(null);
    onClose();
  };
  // Closing with changes not saved asks first (a save closes at once).
  const guard = useCloseGuard(opened && form.isDirty(), close);

  const save = form.onSubmit(async (values) => {
    setProblem(null);
    try {
      await updateMatter({
        variables: {
          input: {
            id: matter.id,
            version: matter.version,
            name: values.name.trim(),
            number: orNull(values.number),
            clientId: values.clientId,
            caseGroup: values.caseGroup,
            caseType: values.caseType,
            caseSubType: orNull(values.caseSubType),
            practiceArea: values.practiceArea,
            stage: values.stage,
            court: orNull(values.court),
            description: orNull(values.description),
            facts: orNull(values.facts),
            priority: values.priority,
            permission: values.permission,
            userIds: values.permission === 'SPECIFIC_USERS' ? values.userIds : [],
          },
        },
      });
      notifications.show({ color: 'green', message: 'Case saved.' });
      form.resetDirty(values);
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "The case couldn't be saved. Check your connection and try again.");
      if (found.fields) {
        // Every message at once: at its field, those about no field of the form above it.
        const placed = placeFieldProblems(found.fields, Object.keys(form.getValues()));
        form.setErrors(placed.errors);
        setProblem(placed.elsewhere);
      } else setProblem(found.message);
    }
  });

  return (
    <Modal opened={opened} {...guard.modalProps} title="Edit Case" size={760} centered>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <FormProblem problem={problem} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Case Name" required maxLength={maxLengthOf('UpdateMatterInput', 'name')} {...form.getInputProps('name')} />
            <TextInput label="Case Number" maxLength={maxLengthOf('UpdateMatterInput', 'number')} {...form.getInputProps('number')} />
            <ContactSelect label="Client" current={matter.client} value={form.values.clientId} onChange={(id) => form.setFieldValue('clientId', id)} error={form.errors.clientId} />
            <TextInput label="Court" maxLength={maxLengthOf('UpdateMatterInput', 'court')} {...form.getInputProps('court')} />
            <Select label="Case Group" data={withCurrent(lists.CASE_GROUPS, form.values.caseGroup)} clearable {...form.getInputProps('caseGroup')} />
            <Select label="Case Type" data={withCurrent(lists.CASE_TYPES, form.values.caseType)} clearable searchable {...form.getInputProps('caseType')} />
            <TextInput label="Case Sub Type" maxLength={maxLengthOf('UpdateMatterInput', 'caseSubType')} {...form.getInputProps('caseSubType')} />
            <Select label="Practice Area" data={withCurrent(lists.PRACTICE_AREAS, form.values.practiceArea)} clearable {...form.getInputProps('practiceArea')} />
            <Select label="Matter Stage" data={withCurrent(lists.MATTER_STAGES, form.values.stage)} clearable {...form.getInputProps('stage')} />
            <Select
              label="Priority"
              data={(['HIGH', 'NORMAL', 'LOW'] as const).map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
              allowDeselect={false}
              value={form.values.priority}
              onChange={(value) => form.setFieldValue('priority', (value ?? 'NORMAL') as MatterPriority)}
            />
          </SimpleGrid>
          <Textarea label="Description" autosize minRows={2} maxRows={12} maxLength={maxLengthOf('UpdateMatterInput', 'description')} {...form.getInputProps('description')} />
          <Textarea label="Facts" autosize minRows={2} maxRows={12} maxLength={maxLengthOf('UpdateMatterInput', 'facts')} {...form.getInputProps('facts')} />
          <Radio.Group label="Matter Permission" value={form.values.permission} onChange={(value) => form.setFieldValue('permission', value as MatterPermission)}>
            <Group mt={4}>
              <Radio value="EVERYONE" label="Everyone" />
              <Radio value="SPECIFIC_USERS" label="Specific User" />
            </Group>
          </Radio.Group>
          {form.values.permission === 'SPECIFIC_USERS' && (
            <MultiSelect
              label="Who may open this case"
              description="Firm admins always can."
              searchable
              data={(users.data?.firmUsers.items ?? []).filter((u) => u.role !== 'CLIENT').map((u) => ({ value: u.id, label: u.fullName }))}
              {...form.getInputProps('userIds')}
            />
          )}
          <FormActions onCancel={guard.close} saving={loading} mt="md">
            Save
          </FormActions>
        </Stack>
      </form>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
