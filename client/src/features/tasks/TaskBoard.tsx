import { closestCorners, DndContext, DragOverlay } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Group, ScrollArea, Text } from '@mantine/core';
import type { TaskColumn, TaskFieldsFragment } from '../../gql/graphql';
import { TaskCard, type TaskActions } from './TaskCard';
import { SortableTaskCard, TaskLane } from './TaskLane';
import { COLUMNS } from './taskFormat';
import { useTaskBoard } from './useTaskBoard';
import { useTaskBoardDrag } from './useTaskBoardDrag';

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
  const board = useTaskBoard({ matterId, search });
  const drag = useTaskBoardDrag({ tasks: board.tasks, serverLanes: board.serverLanes, move: board.moveTask });

  return (
    <DndContext
      sensors={drag.sensors}
      collisionDetection={closestCorners}
      {...drag.handlers}
      accessibility={{
        announcements: drag.announcements,
        screenReaderInstructions: { draggable: 'To move a task, press Space, use the arrow keys to choose its place and column, then press Space again. Escape cancels. Enter opens the task.' },
      }}
    >
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" wrap="nowrap" gap="md" pb="sm">
          {COLUMNS.map((column) => {
            const page = board.pageOf(column.value);
            const ids = drag.lanes[column.value];
            return (
              <TaskLane
                key={column.value}
                column={column.value}
                count={page.totalCount + (ids.length - (board.serverLanes[column.value]?.length ?? 0))}
                highlighted={drag.activeColumn === column.value}
                onAdd={() => onAdd(column.value)}
                matterId={matterId}
                footer={
                  page.hidden > 0 && (
                    <Button variant="subtle" size="xs" onClick={() => board.showMore(column.value)}>
                      Show more ({page.hidden})
                    </Button>
                  )
                }
              >
                <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                  {ids.map((id) => {
                    const task = board.tasks.get(id);
                    return task ? <SortableTaskCard key={id} task={task} showCase={!matterId} actions={{ onOpen, onDetails, onDelete }} /> : null;
                  })}
                </SortableContext>
                {!board.loading && ids.length === 0 && (
                  <Text fz="xs" c="dimmed" ta="center" py="md">
                    No tasks
                  </Text>
                )}
              </TaskLane>
            );
          })}
        </Group>
      </ScrollArea>
      <DragOverlay>{drag.active ? <TaskCard task={drag.active} showCase={!matterId} lifted /> : null}</DragOverlay>
    </DndContext>
  );
}
