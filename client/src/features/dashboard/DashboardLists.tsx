import { Anchor, Group, Title } from '@mantine/core';
import { IconBriefcase, IconExternalLink } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import type { TaskFieldsFragment } from '../../gql/graphql';
import { Pager } from '../../ui/Pager';
import { CaseTable } from '../cases/CaseTable';
import { caseDetailPath } from '../cases/matterFormat';
import { DashboardSection, DRAWN_WHEN_NEAR, SECTION_PAGE_SIZE } from './DashboardSections';
import { DASHBOARD_QUERIES, useDashboardCases, useNewestCases, useTasksAssignedByMe } from './useDashboardLists';

/** Case Lists: the newest cases, with See all. */
export function CaseLists() {
  const { rows, totalCount, page, setPage, loading } = useNewestCases();
  return (
    <section aria-label="Case Lists" style={DRAWN_WHEN_NEAR}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          Case Lists
        </Title>
        <Anchor component={Link} to="/cases" fz="sm" fw={600} aria-label="See all: Case Lists">
          See all
        </Anchor>
      </Group>
      <CaseTable label="Case Lists" rows={rows} loading={loading} emptyText="No cases yet" refetchQueries={DASHBOARD_QUERIES} />
      <Pager page={page} pageSize={SECTION_PAGE_SIZE} totalCount={totalCount} onChange={setPage} />
    </section>
  );
}

/** Tasks Assigned By Me: each row opens its task. */
export function TasksAssignedByMe({ onOpen }: { onOpen: (task: TaskFieldsFragment) => void }) {
  const { rows, totalCount, page, setPage, loading } = useTasksAssignedByMe();
  return (
    <DashboardSection
      title="Tasks Assigned By Me"
      seeAll="/tasks"
      rows={rows.map(({ item: task, ...row }) => ({ ...row, action: { label: `Open task ${task.title}`, icon: <IconExternalLink size={16} />, onClick: () => onOpen(task) } }))}
      totalCount={totalCount}
      page={page}
      onPageChange={setPage}
      loading={loading}
      emptyText="No open tasks you assigned to others"
    />
  );
}

/** My Cases or Cases With Overdue Status: each row opens its case. */
export function CaseSection({ title, filter, emptyText }: { title: string; filter: { staffId?: string; overdue?: boolean }; emptyText: string }) {
  const navigate = useNavigate();
  const { rows, totalCount, page, setPage, loading } = useDashboardCases(filter);
  return (
    <DashboardSection
      title={title}
      seeAll="/cases"
      rows={rows.map(({ item: matter, ...row }) => ({ ...row, action: { label: `Open case ${matter.name}`, icon: <IconBriefcase size={16} />, onClick: () => navigate(caseDetailPath(matter.id, '/cases')) } }))}
      totalCount={totalCount}
      page={page}
      onPageChange={setPage}
      loading={loading}
      emptyText={emptyText}
    />
  );
}
