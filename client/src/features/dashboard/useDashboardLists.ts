import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CasesDocument, DashboardCasesDocument, TasksAssignedByMeDocument, type DashboardCasesQuery, type TaskFieldsFragment } from '../../gql/graphql';
import { useViewer } from '../../lib/viewer';
import { SECTION_PAGE_SIZE, type SectionRow } from './DashboardSections';

/** Every list and figure of the dashboard, reloaded after a change made here or live. */
export const DASHBOARD_QUERIES = ['DashboardSummary', 'TasksAssignedByMe', 'DashboardCases', 'Cases'];

type CaseItem = DashboardCasesQuery['matters']['items'][number];
type RowOf<T> = Omit<SectionRow, 'action'> & { item: T };

/** A task the viewer assigned to others, as a row of Tasks Assigned By Me. */
export const taskRow = (task: TaskFieldsFragment): RowOf<TaskFieldsFragment> => ({
  key: task.id,
  caseNumber: task.matter?.number ?? null,
  caseName: task.matter?.name ?? null,
  dueDate: task.dueDate ?? null,
  subject: task.title,
  description: task.description ?? null,
  assignees: task.assignees.map((a) => a.fullName),
  item: task,
});

/** A case with its next open task, as a row of My Cases or Cases With Overdue Status. */
export const caseRow = (matter: CaseItem): RowOf<CaseItem> => ({
  key: matter.id,
  caseNumber: matter.number,
  caseName: matter.name,
  dueDate: matter.nextTask?.dueDate ?? null,
  subject: matter.nextTask?.title ?? null,
  description: matter.nextTask?.description ?? null,
  assignees: matter.nextTask?.assignees.map((a) => a.fullName) ?? [],
  item: matter,
});

/** Case Lists: the firm's newest cases, a page at a time. */
export function useNewestCases() {
  const [page, setPage] = useState(1);
  const { data, previousData, loading } = useQuery(CasesDocument, {
    variables: { status: null, search: null, sortBy: 'CREATED', sortDirection: 'DESC', page, pageSize: SECTION_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.matters;
  return { rows: result?.items ?? [], totalCount: result?.totalCount ?? 0, page, setPage, loading };
}

/** Tasks Assigned By Me: open tasks the viewer asked others to do, a page at a time. */
export function useTasksAssignedByMe() {
  const viewer = useViewer();
  const [page, setPage] = useState(1);
  const { data, previousData, loading } = useQuery(TasksAssignedByMeDocument, {
    variables: { me: viewer.id, page, pageSize: SECTION_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.tasks;
  return { rows: (result?.items ?? []).map(taskRow), totalCount: result?.totalCount ?? 0, page, setPage, loading };
}

/** My Cases (`staffId`) or Cases With Overdue Status (`overdue`), a page at a time. */
export function useDashboardCases(filter: { staffId?: string; overdue?: boolean }) {
  const [page, setPage] = useState(1);
  const { data, previousData, loading } = useQuery(DashboardCasesDocument, {
    variables: { staffId: filter.staffId ?? null, overdue: filter.overdue ?? null, page, pageSize: SECTION_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.matters;
  return { rows: (result?.items ?? []).map(caseRow), totalCount: result?.totalCount ?? 0, page, setPage, loading };
}
