import { useMutation } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Group, Modal, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CreateWorkflowTemplateDocument,
  UpdateWorkflowTemplateDocument,
  type Role,
  type TaskPriority,
  type WorkflowTemplateFieldsFragment,
  type WorkflowTrigger,
} from '../../gql/graphql';
import { orNull } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';
import { useOptionLists } from '../options/useOptionLists';
import { PRIORITIES, TASK_TYPES } from '../tasks/taskFormat';
import { ANY_CASE_TYPE, STEP_ROLES, TRIGGERS } from './workflowFormat';

const MAX_STEPS = 50;
/** The small labels of a step's fields. */
const small = { fz: 'xs', c: 'dimmed', fw: 500 } as const;

interface StepValues {
  key: string;
  title: string;
  description: string;
  type: string | null;
  priority: TaskPriority;
  dueOffsetDays: number | string;
  assigneeRole: Role | null;
}

interface Values {
  name: string;
  caseType: string | null;
  trigger: WorkflowTrigger;
  stage: string | null;
  active: boolean;
  steps: StepValues[];
}

const emptyStep = (): StepValues => ({ key: randomId(), title: '', description: '', type: null, priority: 'NORMAL', dueOffsetDays: '', assigneeRole: null });

const valuesOf = (template: WorkflowTemplateFieldsFragment | null): Values => ({
  name: template?.name ?? '',
  caseType: template?.caseType ?? null,
  trigger: template?.trigger ?? 'ON_CREATE',
  stage: template?.stage ?? null,
  active: template?.active ?? true,
  steps: template?.steps.length
    ? template.steps.map((step) => ({
        key: step.id,
        title: step.title,
        description: step.description ?? '',
        type: step.type,
        priority: step.priority,
        dueOffsetDays: step.dueOffsetDays ?? '',
        assigneeRole: step.assigneeRole,
      }))
    : [emptyStep()],
});

/** A select's choices with the current value kept even when the firm has since taken it off its list. */
const withCurrent = (list: string[], current: string | null) => (current && !list.includes(current) ? [current, ...list] : list);

/**
 * Add / Edit workflow template (firm admins): name, case type, when it applies, and its steps in
 * order (add, remove, move up and down). An edit saves every field over the version it was opened at.
 */
export function WorkflowTemplateDialog({ template, onClose }: { template: WorkflowTemplateFieldsFragment | null; onClose: () => void }) {
  const lists = useOptionLists(['CASE_TYPES', 'MATTER_STAGES']);
  const [problem, setProblem] = useState<string | null>(null);
  const [createTemplate, creating] = useMutation(CreateWorkflowTemplateDocument, { refetchQueries: ['WorkflowTemplates'] });
  const [updateTemplate, updating] = useMutation(UpdateWorkflowTemplateDocument, { refetchQueries: ['WorkflowTemplates'] });
  const form = useForm<Values>({
    initialValues: valuesOf(template),
    validate: {
      name: (value) => (!value.trim() ? 'Enter the template name.' : value.trim().length > 120 ? 'Use at most 120 characters.' : null),
      stage: (value, values) => (values.trigger === 'ON_STAGE' && !value ? 'Choose the stage that applies this workflow.' : null),
      steps: {
        title: (value) => (value.trim() ? null : 'Enter what the task is.'),
        dueOffsetDays: (value) => (value !== '' && (!Number.isInteger(Number(value)) || Number(value) < 0) ? 'Use a whole number of days, 0 or more.' : null),
      },
    },
  });
  const { steps, trigger } = form.getValues();

  const save = form.onSubmit(async (values) => {
    setProblem(null);
    if (values.steps.length === 0) return setProblem('Add at least one step.');
    const input = {
      name: values.name.trim(),
      caseType: values.caseType,
      trigger: values.trigger,
      stage: values.trigger === 'ON_STAGE' ? values.stage : null,
      active: values.active,
      steps: values.steps.map((step) => ({
        title: step.title.trim(),
        description: orNull(step.description),
        type: step.type,
        priority: step.priority,
        dueOffsetDays: step.dueOffsetDays === '' ? null : Number(step.dueOffsetDays),
        assigneeRole: step.assigneeRole,
      })),
    };
    try {
      if (template) await updateTemplate({ variables: { input: { ...input, id: template.id, version: template.version } } });
      else await createTemplate({ variables: { input } });
      notifications.show({ color: 'green', message: template ? 'Template saved.' : 'Template added.' });
      onClose();
    } catch (error) {
      const found = serverProblem(error, "The template couldn't be saved. Check your connection and try again.");
      if (!found.fields) return setProblem(found.message);
      const fields = Object.entries(found.fields).map(([path, message]) => [path.replace(/^input\./, ''), message] as const);
      const shown = fields.filter(([path]) => path !== 'steps');
      form.setErrors(Object.fromEntries(shown));
      const others = fields.filter(([path]) => path === 'steps');
      setProblem(others.length ? others.map(([, message]) => message).join(' ') : null);
    }
  });

  return (
    <Modal opened onClose={onClose} title={template ? 'Edit Workflow Template' : 'Add Workflow Template'} size="min(960px, 96vw)" centered>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" withAsterisk maxLength={120} data-autofocus {...form.getInputProps('name')} />
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
              <Paper key={step.key} withBorder radius="md" p="sm" role="listitem" aria-label={`Step ${index + 1}`}>
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  <Text fw={600} fz="sm" w={24} pt={8} ta="right">
                    {index + 1}.
                  </Text>
                  <Stack gap="xs" style={{ flex: 1 }}>
                    <TextInput aria-label={`Step ${index + 1} title`} placeholder="What is to be done" withAsterisk maxLength={300} {...form.getInputProps(`steps.${index}.title`)} />
                    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                      <Select
                        label="Type"
                        labelProps={small}
                        aria-label={`Step ${index + 1} type`}
                        placeholder="None"
                        data={TASK_TYPES}
                        clearable
                        {...form.getInputProps(`steps.${index}.type`)}
                      />
                      <Select
                        label="Priority"
                        labelProps={small}
                        aria-label={`Step ${index + 1} priority`}
                        data={PRIORITIES}
                        allowDeselect={false}
                        {...form.getInputProps(`steps.${index}.priority`)}
                      />
                      <NumberInput
                        label="Due after"
                        labelProps={small}
                        aria-label={`Step ${index + 1} due after (days)`}
                        placeholder="No due date"
                        suffix={Number(step.dueOffsetDays) === 1 ? ' day' : ' days'}
                        min={0}
                        max={3650}
                        allowNegative={false}
                        allowDecimal={false}
                        {...form.getInputProps(`steps.${index}.dueOffsetDays`)}
                      />
                      <Select
                        label="Assign to the case's"
                        labelProps={small}
                        aria-label={`Step ${index + 1} assignee role`}
                        placeholder="Nobody (unassigned)"
                        data={STEP_ROLES}
                        clearable
                        {...form.getInputProps(`steps.${index}.assigneeRole`)}
                      />
                    </SimpleGrid>
                    <Textarea aria-label={`Step ${index + 1} description`} placeholder="Description (optional)" autosize minRows={1} maxRows={6} {...form.getInputProps(`steps.${index}.description`)} />
                  </Stack>
                  <Group gap={2} wrap="nowrap" pt={4}>
                    <Tooltip label="Move up">
                      <ActionIcon variant="subtle" color="gray" aria-label={`Move step ${index + 1} up`} disabled={index === 0} onClick={() => form.reorderListItem('steps', { from: index, to: index - 1 })}>
                        <IconArrowUp size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Move down">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Move step ${index + 1} down`}
                        disabled={index === steps.length - 1}
                        onClick={() => form.reorderListItem('steps', { from: index, to: index + 1 })}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Remove">
                      <ActionIcon variant="subtle" color="red" aria-label={`Remove step ${index + 1}`} onClick={() => form.removeListItem('steps', index)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} />} disabled={steps.length >= MAX_STEPS} onClick={() => form.insertListItem('steps', emptyStep())}>
              Add step
            </Button>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={creating.loading || updating.loading}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
