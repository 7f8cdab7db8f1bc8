import { useDroppable } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Box, Group, Menu, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { TaskColumn, TaskFieldsFragment } from '../../gql/graphql';
import { InlineCreate } from './InlineCreate';
import { TaskCard, TaskMenu, type TaskActions } from './TaskCard';
import { COLUMN_LABELS } from './taskFormat';

/** One column of the board: its name and count, a menu to add a task, its cards, and Create New Task. */
export function TaskLane({
  column,
  count,
  highlighted,
  onAdd,
  matterId,
  footer,
  children,
}: {
  column: TaskColumn;
  count: number;
  highlighted: boolean;
  onAdd: () => void;
  matterId: string | null;
  footer: ReactNode;
  children: ReactNode;
}) {
  const { setNodeRef } = useDroppable({ id: column });
  const label = COLUMN_LABELS[column];
  return (
    <Paper
      component="section"
      aria-label={label}
      radius="lg"
      p="sm"
      miw="16rem"
      style={{ flex: '1 1 0', borderColor: highlighted ? 'var(--mantine-color-navy-4)' : undefined, transition: 'background-color 120ms' }}
      bg={highlighted ? 'navy.0' : column === 'IN_QUEUE' ? 'gray.1' : 'gray.0'}
      withBorder
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Text fw={700} fz="sm">
            {label}
          </Text>
          <Badge size="sm" variant="filled" color={column === 'DONE' ? 'green' : 'navy'} aria-label={`${count} tasks`}>
            {count}
          </Badge>
        </Group>
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`${label} menu`}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPlus size={14} />} onClick={onAdd}>
              Add Task…
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <ScrollArea.Autosize mah="calc(100vh - 340px)" type="auto" offsetScrollbars>
        <Stack ref={setNodeRef} gap="xs" mih={40}>
          {children}
        </Stack>
      </ScrollArea.Autosize>
      {footer}
      <InlineCreate column={column} matterId={matterId} />
    </Paper>
  );
}

/** A card that can be dragged; Enter opens it. While dragged, a line shows where it will land. */
export function SortableTaskCard({ task, actions, showCase }: { task: TaskFieldsFragment; actions: TaskActions; showCase: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: task.id });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !isDragging) actions.onOpen(task);
  };
  return (
    <Box ref={setNodeRef} pos="relative" style={{ transform: CSS.Translate.toString(transform), transition }}>
      <Box
        {...attributes}
        {...listeners}
        aria-label={task.title}
        onClick={() => actions.onOpen(task)}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          listeners?.onKeyDown?.(event);
          onKeyDown(event);
        }}
      >
        {isDragging ? (
          // Where the card will land: a line, while the card itself follows the pointer.
          <Box h={4} bg="navy.5" style={{ borderRadius: 2 }} data-testid="drop-indicator" />
        ) : (
          <TaskCard task={task} actions={actions} showCase={showCase} />
        )}
      </Box>
      {!isDragging && (
        <Box pos="absolute" top={10} right={10}>
          <TaskMenu task={task} actions={actions} />
        </Box>
      )}
    </Box>
  );
}
