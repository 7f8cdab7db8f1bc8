import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { BoardDocument, MoveTaskDocument, type TaskColumn, type TaskFieldsFragment } from '../../gql/graphql';
import { COLUMNS } from './taskFormat';
import type { Lanes } from './useTaskBoardDrag';

/** Cards a column shows at first, and how many more each Show more adds. */
export const BOARD_PAGE = 25;
const FIELD: Record<TaskColumn, 'inQueue' | 'inProgress' | 'needRevision' | 'done'> = {
  IN_QUEUE: 'inQueue',
  IN_PROGRESS: 'inProgress',
  NEED_REVISION: 'needRevision',
  DONE: 'done',
};

/**
 * The board's tasks, a page per column (Show more asks for the next, up to 100), in the server's
 * order; `moveTask` saves a drop as "this column, before that card".
 */
export function useTaskBoard({ matterId, search }: { matterId: string | null; search: string | null }) {
  const [sizes, setSizes] = useState<Record<TaskColumn, number>>({ IN_QUEUE: BOARD_PAGE, IN_PROGRESS: BOARD_PAGE, NEED_REVISION: BOARD_PAGE, DONE: BOARD_PAGE });
  const { data, previousData, loading } = useQuery(BoardDocument, {
    variables: { matterId, search, inQueue: sizes.IN_QUEUE, inProgress: sizes.IN_PROGRESS, needRevision: sizes.NEED_REVISION, done: sizes.DONE },
    fetchPolicy: 'cache-and-network',
  });
  const board = data ?? previousData;
  const [move] = useMutation(MoveTaskDocument, { refetchQueries: ['Board', 'TaskTable'], awaitRefetchQueries: true });

  const tasks = useMemo(() => {
    const all = new Map<string, TaskFieldsFragment>();
    for (const column of COLUMNS) for (const task of board?.[FIELD[column.value]].items ?? []) all.set(task.id, task);
    return all;
  }, [board]);
  const serverLanes = useMemo(
    () => Object.fromEntries(COLUMNS.map((c) => [c.value, (board?.[FIELD[c.value]].items ?? []).map((t) => t.id)])) as Lanes,
    [board],
  );

  return {
    loading,
    tasks,
    serverLanes,
    /** A column's count on the server and how many of its cards are not loaded yet. */
    pageOf: (column: TaskColumn) => {
      const page = board?.[FIELD[column]];
      return { totalCount: page?.totalCount ?? 0, hidden: Math.max(0, (page?.totalCount ?? 0) - (page?.items.length ?? 0)) };
    },
    showMore: (column: TaskColumn) => setSizes((s) => ({ ...s, [column]: Math.min(100, s[column] + BOARD_PAGE) })),
    moveTask: (input: { id: string; column: TaskColumn; beforeId: string | null }) => move({ variables: { input } }),
  };
}
