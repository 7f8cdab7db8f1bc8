import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { WorkflowTemplateFieldsFragment } from '../../gql/graphql';
import { withCurrent } from '../../ui/formValues';
import { FormActions } from '../../ui/FormActions';
import { FormProblem } from '../../ui/FormProblem';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';
import { MAX_STEPS, useWorkflowTemplateForm } from './useWorkflowTemplateForm';
import { WorkflowStepCard } from './WorkflowStepCard';
import { ANY_CASE_TYPE, TRIGGERS } from './workflowFormat';
import { maxLengthOf } from '../../ui/limits';

/**
 * Add / Edit workflow template (firm admins): name, case type, when it applies, and its steps in
 * order (add, remove, move up and down). An edit saves every field over the version it was opened at.
 * Closing it with changes not saved asks first.
 */
export function WorkflowTemplateDialog({ template, onClose }: { template: WorkflowTemplateFieldsFragment | null; onClose: () => void }) {
  const { form, lists, problem, save, saving, steps: stepActions } = useWorkflowTemplateForm({ template, onClose });
  const { steps, trigger } = form.getValues();
  const guard = useCloseGuard(form.isDirty(), onClose);

  return (
    <>
      <Modal opened {...guard.modalProps} title={template ? 'Edit Workflow Template' : 'Add Workflow Template'} size="min(960px, 96vw)" centered>
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <FormProblem problem={problem} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Name" withAsterisk maxLength={maxLengthOf('WorkflowTemplateInput', 'name')} data-autofocus {...form.getInputProps('name')} />
              <Select
                label="Case type"
                placeholder={ANY_CASE_TYPE}
                data={withCurrent(lists.CASE_TYPES, form.getValues().caseType)}
                searchable
                clearable
                {...form.getInputProps('caseType')}
              />
              <Select label="Applies" data={TRIGGERS} allowDeselect={false} {...form.getInputProps('trigger')} />
              {trigger === 'ON_STAGE' && (
                <Select
                  label="Stage"
                  withAsterisk
                  placeholder="Choose the stage"
                  data={withCurrent(lists.MATTER_STAGES, form.getValues().stage)}
                  searchable
                  {...form.getInputProps('stage')}
                />
              )}
            </SimpleGrid>
            <Switch
              label="Active"
              description="Only active templates apply themselves and can be applied to a case."
              {...form.getInputProps('active', { type: 'checkbox' })}
            />

            <Group justify="space-between" mt="xs">
              <Title order={3} fz="md">
                Steps
              </Title>
              <Text fz="xs" c="dimmed">
                Each step becomes a task in In Queue, due the given number of days after the template is applied.
              </Text>
            </Group>
            <Stack gap="sm" role="list" aria-label="Steps">
              {steps.map((step, index) => (
                <WorkflowStepCard key={step.key} form={form} step={step} index={index} count={steps.length} steps={stepActions} />
              ))}
            </Stack>
            <Group>
              <Button variant="light" leftSection={<IconPlus size={16} />} disabled={steps.length >= MAX_STEPS} onClick={stepActions.add}>
                Add step
              </Button>
            </Group>
            <FormActions onCancel={guard.close} saving={saving}>
              Save
            </FormActions>
          </Stack>
        </form>
      </Modal>
      <UnsavedChangesDialog {...guard.dialog} />
    </>
  );
}
