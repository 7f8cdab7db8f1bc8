import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { TaskColumn, TaskFieldsFragment } from '../../gql/graphql';
import { COLUMN_LABELS, COLUMNS } from './taskFormat';

/** The card ids of each column, top to bottom. */
export type Lanes = Record<TaskColumn, string[]>;

const COLUMN_IDS = new Set<UniqueIdentifier>(COLUMNS.map((c) => c.value));
const isColumn = (id: UniqueIdentifier): id is TaskColumn => COLUMN_IDS.has(id);
/** The column a card is in (or the column itself, when `id` is a column's). */
export const laneOf = (lanes: Lanes, id: UniqueIdentifier): TaskColumn | undefined =>
  isColumn(id) ? id : (Object.keys(lanes) as TaskColumn[]).find((column) => lanes[column].includes(String(id)));

/** Where a card is: its column, its index there, and the card after it (null: last). */
function placeOf(lanes: Lanes, id: string) {
  const column = laneOf(lanes, id)!;
  const index = lanes[column].indexOf(id);
  return { column, beforeId: lanes[column][index + 1] ?? null, index };
}

/** A card crossing into another column lands where the pointer is: above the card it is over, or below when past its middle. */
function moveAcross(lanes: Lanes, { active, over }: Pick<DragOverEvent, 'active' | 'over'>): Lanes | null {
  if (!over) return null;
  const from = laneOf(lanes, active.id);
  const to = laneOf(lanes, over.id);
  if (!from || !to || from === to) return null;
  const target = lanes[to].filter((id) => id !== active.id);
  const overIndex = isColumn(over.id) ? target.length : target.indexOf(String(over.id));
  const below = over.rect && active.rect.current.translated && active.rect.current.translated.top > over.rect.top + over.rect.height / 2;
  const at = overIndex < 0 ? target.length : overIndex + (below ? 1 : 0);
  target.splice(at, 0, String(active.id));
  return { ...lanes, [from]: lanes[from].filter((id) => id !== active.id), [to]: target };
}

/** A card dropped on another card of its own column takes that card's place. */
function reorderWithin(lanes: Lanes, id: string, overId: UniqueIdentifier): Lanes {
  const column = laneOf(lanes, id);
  if (!column || column !== laneOf(lanes, overId) || isColumn(overId)) return lanes;
  const list = lanes[column].filter((x) => x !== id);
  const oldIndex = lanes[column].indexOf(id);
  const overIndex = lanes[column].indexOf(String(overId));
  list.splice(overIndex, 0, id);
  return oldIndex !== overIndex ? { ...lanes, [column]: list } : lanes;
}

/**
 * Dragging cards on the task board, with the mouse or the keyboard (Space to lift, arrows, Space or
 * Enter to drop, Escape to cancel): the order shown while dragging and while the drop is saved, the
 * card lifted, and what a screen reader is told. A drop somewhere new is saved through `move`;
 * when saving fails the cards go back and the person is told.
 */
export function useTaskBoardDrag({
  tasks,
  serverLanes,
  move,
}: {
  tasks: ReadonlyMap<string, TaskFieldsFragment>;
  serverLanes: Lanes;
  move: (input: { id: string; column: TaskColumn; beforeId: string | null }) => Promise<unknown>;
}) {
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

  const finish = () => {
    setActive(null);
    setOrigin(null);
  };

  const onDragStart = ({ active: dragged }: DragStartEvent) => {
    const id = String(dragged.id);
    setActive(tasks.get(id) ?? null);
    setOrigin(placeOf(serverLanes, id));
    setDragLanes(serverLanes);
  };

  // Crossing into another column moves the card there at once (where the pointer is).
  const onDragOver = (event: DragOverEvent) => setDragLanes((current) => moveAcross(current ?? serverLanes, event) ?? current);

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    const id = String(dragged.id);
    const current = dragLanes ?? serverLanes;
    const next = over ? reorderWithin(current, id, over.id) : current;
    const place = placeOf(next, id);
    const start = origin;
    finish();
    if (!over || !start || (start.column === place.column && start.beforeId === place.beforeId)) {
      setDragLanes(null);
      return;
    }
    setDragLanes(next);
    move({ id, column: place.column, beforeId: place.beforeId })
      .catch(() => notifications.show({ color: 'red', message: "The task couldn't be moved. Please try again." }))
      .finally(() => setDragLanes(null));
  };

  const onDragCancel = () => {
    finish();
    setDragLanes(null);
  };

  const title = (id: UniqueIdentifier) => tasks.get(String(id))?.title ?? 'the task';
  const where = (id: UniqueIdentifier) => {
    const place = placeOf(lanes, String(id));
    return `position ${place.index + 1} of ${lanes[place.column].length} in ${COLUMN_LABELS[place.column]}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up ${title(a.id)}, ${where(a.id)}.`,
    onDragOver: ({ active: a, over }) => (over ? `${title(a.id)} is now at ${where(a.id)}.` : undefined),
    onDragEnd: ({ active: a, over }) => (over ? `Dropped ${title(a.id)} at ${where(a.id)}.` : `Dropped ${title(a.id)}.`),
    onDragCancel: ({ active: a }) => `Moving ${title(a.id)} was cancelled.`,
  };

  return {
    lanes,
    /** The card being dragged, drawn in the overlay. */
    active,
    /** The column the dragged card is over, highlighted. */
    activeColumn: active ? laneOf(lanes, active.id) ?? null : null,
    sensors,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel },
    announcements,
  };
}
