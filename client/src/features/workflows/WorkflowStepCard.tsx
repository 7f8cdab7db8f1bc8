import { ActionIcon, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { PRIORITIES, TASK_TYPES } from '../tasks/taskFormat';
import type { StepValues, TemplateForm, TemplateSteps } from './useWorkflowTemplateForm';
import { STEP_ROLES } from './workflowFormat';
import { maxLengthOf, maxOf, minOf } from '../../ui/limits';
import { HoverTooltip } from '../../ui/HoverTooltip';

/** The small labels of a step's fields. */
const small = { fz: 'xs', c: 'dimmed', fw: 500 } as const;

/** One step of a workflow template: the task it makes (title, type, priority, due after, assignee, description), moved up or down or removed. */
export function WorkflowStepCard({ form, step, index, count, steps }: { form: TemplateForm; step: StepValues; index: number; count: number; steps: TemplateSteps }) {
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={`Step ${index + 1}`}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Text fw={600} fz="sm" w={24} pt={8} ta="right">
          {index + 1}.
        </Text>
        <Stack gap="xs" style={{ flex: 1 }}>
          <TextInput aria-label={`Step ${index + 1} title`} placeholder="What is to be done" withAsterisk maxLength={maxLengthOf('WorkflowStepInput', 'title')} {...form.getInputProps(`steps.${index}.title`)} />
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
              min={minOf('WorkflowStepInput', 'dueOffsetDays')}
              max={maxOf('WorkflowStepInput', 'dueOffsetDays')}
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
          <Textarea aria-label={`Step ${index + 1} description`} placeholder="Description (optional)" autosize minRows={1} maxRows={6} maxLength={maxLengthOf('WorkflowStepInput', 'description')} {...form.getInputProps(`steps.${index}.description`)} />
        </Stack>
        <Group gap={2} wrap="nowrap" pt={4}>
          <HoverTooltip label="Move up">
            <ActionIcon variant="subtle" color="gray" aria-label={`Move step ${index + 1} up`} disabled={index === 0} onClick={() => steps.move(index, index - 1)}>
              <IconArrowUp size={16} />
            </ActionIcon>
          </HoverTooltip>
          <HoverTooltip label="Move down">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move step ${index + 1} down`}
              disabled={index === count - 1}
              onClick={() => steps.move(index, index + 1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </HoverTooltip>
          <HoverTooltip label="Remove">
            <ActionIcon variant="subtle" color="red" aria-label={`Remove step ${index + 1}`} onClick={() => steps.remove(index)}>
              <IconTrash size={16} />
            </ActionIcon>
          </HoverTooltip>
        </Group>
      </Group>
    </Paper>
  );
}
