import { ActionIcon, Badge, Box, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconCalendar, IconDots, IconEdit, IconLink, IconTrash } from '@tabler/icons-react';
import type { TaskFieldsFragment } from '../../gql/graphql';
import { Assignees } from '../../ui/Assignees';
import { dueLabel, isOverdue, NO_DESCRIPTION, PRIORITY_COLORS, PRIORITY_LABELS } from './taskFormat';
import { LazyMenu } from '../../ui/LazyMenu';

export interface TaskActions {
  onOpen: (task: TaskFieldsFragment) => void;
  onDetails: (task: TaskFieldsFragment) => void;
  onDelete: (task: TaskFieldsFragment) => void;
}

/** A card on the board: title, description, date, priority, the first 3 assignees and '+N'. */
export function TaskCard({ task, actions, showCase, lifted }: { task: TaskFieldsFragment; actions?: TaskActions; showCase: boolean; lifted?: boolean }) {
  const overdue = isOverdue(task);
  return (
    <Paper withBorder radius="md" p="sm" shadow={lifted ? 'lg' : 'xs'} style={{ cursor: lifted ? 'grabbing' : 'grab' }}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
          {/* A long word (a pasted reference, a URL) breaks inside the card instead of widening the column. */}
          <Text fw={600} fz="sm" lineClamp={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
            {task.title}
          </Text>
          {/* Room for the actions button, which the board places over the card (outside the draggable element). */}
          {actions && <Box w={22} style={{ flexShrink: 0 }} />}
        </Group>
        <Text fz="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {task.description || NO_DESCRIPTION}
        </Text>
        {showCase && task.matter && (
          <Text fz="xs" c="navy.6" lineClamp={1}>
            {task.matter.number} · {task.matter.name}
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <Group gap={4} wrap="nowrap" c={overdue ? 'red.7' : 'dimmed'}>
              <IconCalendar size={14} />
              <Text fz="xs" fw={overdue ? 600 : 400}>
                {overdue ? `Overdue · ${dueLabel(task.dueDate)}` : dueLabel(task.dueDate)}
              </Text>
            </Group>
            <Badge size="sm" variant="light" color={PRIORITY_COLORS[task.priority] ?? 'blue'}>
              {PRIORITY_LABELS[task.priority] ?? 'Normal'}
            </Badge>
          </Group>
          <Assignees people={task.assignees} />
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Edit, Add Details, Delete for one card. Placed next to the draggable card rather than inside it,
 * so no button sits within another interactive element.
 */
export function TaskMenu({ task, actions }: { task: TaskFieldsFragment; actions: TaskActions }) {
  return (
    <LazyMenu
      position="bottom-end"
      withinPortal
      target={
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Actions for ${task.title}`}
          onClick={(event) => event.stopPropagation()}
          onPointerDown={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        >
          <IconDots size={16} />
        </ActionIcon>
      }
    >
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => actions.onOpen(task)}>
          Edit
        </Menu.Item>
        <Menu.Item leftSection={<IconLink size={14} />} onClick={() => actions.onDetails(task)}>
          Add Details
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => actions.onDelete(task)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </LazyMenu>
  );
}
