import { useMutation, useQuery } from '@apollo/client/react';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Box, Button, Group, Menu, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { BoardDocument, CreateTaskDocument, MoveTaskDocument, type TaskColumn, type TaskFieldsFragment } from '../../gql/graphql';
import { TaskCard, TaskMenu, type TaskActions } from './TaskCard';
import { today } from '../../lib/dates';
import { COLUMN_LABELS, COLUMNS } from './taskFormat';

type Lanes = Record<TaskColumn, string[]>;

const PAGE = 25;
const FIELD: Record<TaskColumn, 'inQueue' | 'inProgress' | 'needRevision' | 'done'> = {
  IN_QUEUE: 'inQueue',
  IN_PROGRESS: 'inProgress',
  NEED_REVISION: 'needRevision',
  DONE: 'done',
};
const isColumn = (id: UniqueIdentifier): id is TaskColumn => typeof id === 'string' && id in FIELD;
const laneOf = (lanes: Lanes, id: UniqueIdentifier): TaskColumn | undefined =>
  isColumn(id) ? id : (Object.keys(lanes) as TaskColumn[]).find((column) => lanes[column].includes(String(id)));

export interface BoardProps extends Omit<TaskActions, 'onOpen'> {
  matterId: string | null;
  search: string | null;
  onOpen: (task: TaskFieldsFragment) => void;
  onAdd: (column: TaskColumn) => void;
}

/**
 * The task board (spec 2.9): four columns with counts, inline Create New Task, and cards dragged
 * between and within columns with the mouse or the keyboard (Space to lift, arrows, Space to drop).
 * A drop is saved as "this column, before that card"; the server keeps one order for everyone.
 */
export function TaskBoard({ matterId, search, onOpen, onDetails, onDelete, onAdd }: BoardProps) {
  const [sizes, setSizes] = useState<Record<TaskColumn, number>>({ IN_QUEUE: PAGE, IN_PROGRESS: PAGE, NEED_REVISION: PAGE, DONE: PAGE });
  const { data, previousData, loading } = useQuery(BoardDocument, {
    variables: { matterId, search, inQueue: sizes.IN_QUEUE, inProgress: sizes.IN_PROGRESS, needRevision: sizes.NEED_REVISION, done: sizes.DONE },
    fetchPolicy: 'cache-and-network',
  });
  const board = data ?? previousData;
  const [moveTask] = useMutation(MoveTaskDocument, { refetchQueries: ['Board', 'TaskTable'], awaitRefetchQueries: true });

  const tasks = useMemo(() => {
    const all = new Map<string, TaskFieldsFragment>();
    for (const column of COLUMNS) for (const task of board?.[FIELD[column.value]].items ?? []) all.set(task.id, task);
    return all;
  }, [board]);
  const serverLanes = useMemo(
    () => Object.fromEntries(COLUMNS.map((c) => [c.value, (board?.[FIELD[c.value]].items ?? []).map((t) => t.id)])) as Lanes,
    [board],
  );
  /** The order being dragged (or saved); the server's order otherwise. */
  const [dragLanes, setDragLanes] = useState<Lanes | null>(null);
  const lanes = dragLanes ?? serverLanes;
  const [active, setActive] = useState<TaskFieldsFragment | null>(null);
  const [origin, setOrigin] = useState<{ column: TaskColumn; beforeId: string | null } | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const placeOf = (current: Lanes, id: string) => {
    const column = laneOf(current, id)!;
    const index = current[column].indexOf(id);
    return { column, beforeId: current[column][index + 1] ?? null, index };
  };

  const onDragStart = ({ active: dragged }: DragStartEvent) => {
    const id = String(dragged.id);
    setActive(tasks.get(id) ?? null);
    setOrigin(placeOf(serverLanes, id));
    setDragLanes(serverLanes);
  };

  // Crossing into another column moves the card there at once (where the pointer is).
  const onDragOver = ({ active: dragged, over }: DragOverEvent) => {
    if (!over) return;
    setDragLanes((current) => {
      const lanesNow = current ?? serverLanes;
      const from = laneOf(lanesNow, dragged.id);
      const to = laneOf(lanesNow, over.id);
      if (!from || !to || from === to) return current;
      const target = lanesNow[to].filter((id) => id !== dragged.id);
      const overIndex = isColumn(over.id) ? target.length : target.indexOf(String(over.id));
      const below = over.rect && dragged.rect.current.translated && dragged.rect.current.translated.top > over.rect.top + over.rect.height / 2;
      const at = overIndex < 0 ? target.length : overIndex + (below ? 1 : 0);
      target.splice(at, 0, String(dragged.id));
      return { ...lanesNow, [from]: lanesNow[from].filter((id) => id !== dragged.id), [to]: target };
    });
  };

  const finish = () => {
    setActive(null);
    setOrigin(null);
  };

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    const id = String(dragged.id);
    let next = dragLanes ?? serverLanes;
    if (over) {
      const column = laneOf(next, id);
      const overColumn = laneOf(next, over.id);
      if (column && column === overColumn && !isColumn(over.id)) {
        const list = next[column].filter((x) => x !== id);
        const oldIndex = next[column].indexOf(id);
        const overIndex = next[column].indexOf(String(over.id));
        list.splice(overIndex, 0, id);
        if (oldIndex !== overIndex) next = { ...next, [column]: list };
      }
    }
    const place = placeOf(next, id);
    const start = origin;
    finish();
    if (!over || !start || (start.column === place.column && start.beforeId === place.beforeId)) {
      setDragLanes(null);
      return;
    }
    setDragLanes(next);
    moveTask({ variables: { input: { id, column: place.column, beforeId: place.beforeId } } })
      .catch(() => notifications.show({ color: 'red', message: "The task couldn't be moved. Please try again." }))
      .finally(() => setDragLanes(null));
  };

  const title = (id: UniqueIdentifier) => tasks.get(String(id))?.title ?? 'the task';
  const where = (current: Lanes, id: UniqueIdentifier) => {
    const place = placeOf(current, String(id));
    return `position ${place.index + 1} of ${current[place.column].length} in ${COLUMN_LABELS[place.column]}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up ${title(a.id)}, ${where(lanes, a.id)}.`,
    onDragOver: ({ active: a, over }) => (over ? `${title(a.id)} is now at ${where(lanes, a.id)}.` : undefined),
    onDragEnd: ({ active: a, over }) => (over ? `Dropped ${title(a.id)} at ${where(lanes, a.id)}.` : `Dropped ${title(a.id)}.`),
    onDragCancel: ({ active: a }) => `Moving ${title(a.id)} was cancelled.`,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        finish();
        setDragLanes(null);
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: 'To move a task, press Space, use the arrow keys to choose its place and column, then press Space again. Escape cancels. Enter opens the task.' },
      }}
    >
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" wrap="nowrap" gap="md" pb="sm">
          {COLUMNS.map((column) => {
            const page = board?.[FIELD[column.value]];
            const ids = lanes[column.value];
            const hidden = Math.max(0, (page?.totalCount ?? 0) - (page?.items.length ?? 0));
            return (
              <Lane
                key={column.value}
                column={column.value}
                count={(page?.totalCount ?? 0) + (ids.length - (serverLanes[column.value]?.length ?? 0))}
                highlighted={active !== null && laneOf(lanes, active.id) === column.value}
                onAdd={() => onAdd(column.value)}
                matterId={matterId}
                footer={
                  hidden > 0 && (
                    <Button variant="subtle" size="xs" onClick={() => setSizes((s) => ({ ...s, [column.value]: Math.min(100, s[column.value] + PAGE) }))}>
                      Show more ({hidden})
                    </Button>
                  )
                }
              >
                <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                  {ids.map((id) => {
                    const task = tasks.get(id);
                    return task ? <SortableCard key={id} task={task} showCase={!matterId} actions={{ onOpen, onDetails, onDelete }} /> : null;
                  })}
                </SortableContext>
                {!loading && ids.length === 0 && (
                  <Text fz="xs" c="dimmed" ta="center" py="md">
                    No tasks
                  </Text>
                )}
              </Lane>
            );
          })}
        </Group>
      </ScrollArea>
      <DragOverlay>{active ? <TaskCard task={active} showCase={!matterId} lifted /> : null}</DragOverlay>
    </DndContext>
  );
}

function Lane({
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
  footer: React.ReactNode;
  children: React.ReactNode;
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

function SortableCard({ task, actions, showCase }: { task: TaskFieldsFragment; actions: TaskActions; showCase: boolean }) {
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

/** Create New Task: a title, added at the end of the column (due today, normal priority). */
function InlineCreate({ column, matterId }: { column: TaskColumn; matterId: string | null }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [createTask, { loading }] = useMutation(CreateTaskDocument, { refetchQueries: ['Board', 'TaskTable'], awaitRefetchQueries: true });
  const add = async () => {
    const text = title.trim();
    if (!text || loading) return;
    try {
      await createTask({ variables: { input: { title: text, column, dueDate: today(), priority: 'NORMAL', matterId } } });
      setTitle('');
      setOpen(false);
    } catch {
      notifications.show({ color: 'red', message: "The task couldn't be added. Please try again." });
    }
  };
  if (!open) {
    return (
      <Button variant="subtle" fullWidth mt="xs" leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)} aria-label={`Create New Task in ${COLUMN_LABELS[column]}`}>
        Create New Task
      </Button>
    );
  }
  return (
    <Stack gap={6} mt="xs">
      <Textarea
        placeholder="Add new task..."
        aria-label={`New task in ${COLUMN_LABELS[column]}`}
        autosize
        minRows={2}
        autoFocus
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void add();
          }
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={() => setOpen(false)}>
          Close
        </Button>
        <Button size="xs" loading={loading} onClick={() => void add()}>
          Add
        </Button>
      </Group>
    </Stack>
  );
}
