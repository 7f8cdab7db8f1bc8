import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { StatutesAtRiskDocument, type StatuteFieldsFragment, type StatuteSort } from '../../gql/graphql';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { useListParams } from '../../ui/useListParams';
import { caseDetailPath } from '../cases/matterFormat';
import { formatDay } from '../../ui/format';
import { STATUS_COLORS, statusLabel, statuteTitle } from './statuteFormat';

const PAGE_SIZE = 25;
const WINDOWS = ['30', '90', '180', '365'];

/** /cases/statutes: statutes not yet satisfied within the window (or passed), across the cases you may open. */
export function StatutesAtRiskPage() {
  const navigate = useNavigate();
  const list = useListParams({ by: 'DUE', direction: 'ASC' });
  const within = WINDOWS.includes(list.params.get('within') ?? '') ? list.params.get('within')! : '180';
  const { search: _search, ...paging } = list.variables<StatuteSort>(PAGE_SIZE);
  const { data, previousData, loading } = useQuery(StatutesAtRiskDocument, {
    variables: { withinDays: Number(within), ...paging },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.statutesAtRisk;
  const exportHref = `/api/export/statutes-at-risk?withinDays=${within}&sortBy=${list.sort.by}&sortDirection=${list.sort.direction}`;

  const columns: Column<StatuteFieldsFragment>[] = [
    { key: 'case', header: 'Case', sort: 'CASE', render: (s) => (<div><Text fz="sm" fw={600}>{s.matterNumber}</Text><Text fz="xs" c="dimmed">{s.matterName}</Text></div>) },
    { key: 'who', header: 'Parties', render: (s) => statuteTitle(s) },
    { key: 'state', header: 'State', sort: 'STATE', render: (s) => s.incidentState ?? '—' },
    { key: 'incident', header: 'Incident', render: (s) => (s.incidentDate ? formatDay(s.incidentDate) : '—') },
    { key: 'due', header: 'Statute date', sort: 'DUE', render: (s) => (<Text fz="sm" fw={700}>{s.dueOn ? formatDay(s.dueOn) : '—'}</Text>) },
    { key: 'left', header: 'Status', width: 160, render: (s) => (<Badge variant="light" color={STATUS_COLORS[s.status]}>{statusLabel(s)}</Badge>) },
    { key: 'how', header: 'Calculation', render: (s) => (<Text fz="xs" c="dimmed">{s.explanation}</Text>) },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Statutes at Risk"
        actions={
          <Button component="a" href={exportHref} variant="default" leftSection={<IconDownload size={16} />}>
            Export
          </Button>
        }
      />
      <Group mb="md" gap="sm">
        <Text fz="sm">Within</Text>
        <SegmentedControl
          aria-label="Window"
          value={within}
          onChange={(value) => list.setFilters({ within: value === '180' ? null : value })}
          data={WINDOWS.map((w) => ({ value: w, label: `${w} days` }))}
        />
        <Text fz="sm" c="dimmed">
          and every date already passed, until the complaint is recorded as filed.
        </Text>
      </Group>
      <DataTable
        label="Statutes at risk"
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(s) => s.key}
        loading={loading}
        emptyText={`No statute of limitations within ${within} days.`}
        sort={list.sort}
        onSortChange={list.setSort}
        onRowClick={(s) => navigate(`${caseDetailPath(s.matterId, '/cases', 'deadlines')}`)}
      />
      <Pager page={list.page} pageSize={PAGE_SIZE} totalCount={result?.totalCount ?? 0} onChange={list.setPage} />
    </Stack>
  );
}
