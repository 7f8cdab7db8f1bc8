import { useQuery } from '@apollo/client/react';
import { Anchor, Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CaseBrowseDocument, type CaseBrowseQuery, type MatterSort } from '../../gql/graphql';
import { ColumnChooser } from '../../ui/ColumnChooser';
import { AVATAR_OVERLAP, AVATAR_TOOLTIP } from '../../ui/Assignees';
import { DataTable, type Column, type SortState } from '../../ui/DataTable';
import { formatDay, initials } from '../../ui/format';
import { HoverTooltip } from '../../ui/HoverTooltip';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { useListParams } from '../../ui/useListParams';
import { ListSearch } from '../../ui/ListSearch';
import { canExportLists } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { caseDetailPath, STATUS_COLORS, STATUS_LABELS } from './matterFormat';
import { useMoneyColumns } from './useMoneyColumns';

type Row = CaseBrowseQuery['matters']['items'][number];

const PAGE_SIZE = 25;
const DEFAULT_SORT: SortState = { by: 'NUMBER', direction: 'DESC' };
/** Staff avatars shown in a row before "+N". */
const STAFF_SHOWN = 3;

/**
 * The download address of the Case list CSV: the selected cases (in the sort on screen) when
 * there are any, otherwise every case of the current search.
 */
export function casesExportUrl(filter: { search: string; sort: SortState; ids?: readonly string[] }): string {
  const query = new URLSearchParams({ sortBy: filter.sort.by, sortDirection: filter.sort.direction });
  if (filter.ids?.length) query.set('ids', filter.ids.join(','));
  else if (filter.search) query.set('search', filter.search);
  return `/api/export/matters?${query.toString()}`;
}

const dash = (value: string | null) => value ?? '—';

function StaffAvatars({ staff }: { staff: Row['staff'] }) {
  if (staff.length === 0) return <Text c="dimmed">—</Text>;
  const rest = staff.slice(STAFF_SHOWN);
  return (
    <Avatar.Group spacing={AVATAR_OVERLAP}>
      {staff.slice(0, STAFF_SHOWN).map((person) => (
        <HoverTooltip {...AVATAR_TOOLTIP} key={person.id} label={person.fullName}>
          <Avatar src={person.avatarUrl} radius="xl" color="navy" size={30} role="img" aria-label={person.fullName}>
            {initials(person.fullName)}
          </Avatar>
        </HoverTooltip>
      ))}
      {rest.length > 0 && (
        <HoverTooltip {...AVATAR_TOOLTIP} label={rest.map((person) => person.fullName).join(', ')}>
          <Avatar radius="xl" size={30} role="img" aria-label={rest.map((person) => person.fullName).join(', ')}>
            +{rest.length}
          </Avatar>
        </HoverTooltip>
      )}
    </Avatar.Group>
  );
}

/**
 * /caseBrowse: the Case list, every column sorted on the server, rows selectable for the CSV
 * export; Demand and Best Offer are optional columns (Columns), for roles that see case amounts.
 */
export function CaseBrowsePage() {
  const navigate = useNavigate();
  // The firm may keep staff from exporting (Firm User Permissions).
  const mayExport = canExportLists(useViewer());
  const list = useListParams(DEFAULT_SORT);
  const money = useMoneyColumns('caseBrowse', DEFAULT_SORT);
  const { page, debouncedSearch } = list;
  const sort = money.sortOf(list.sort);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());

  const { data, previousData, loading } = useQuery(CaseBrowseDocument, {
    variables: {
      ...list.variables<MatterSort>(PAGE_SIZE),
      sortBy: sort.by as MatterSort,
      sortDirection: sort.direction,
      withMoney: money.withMoney,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.matters;

  const columns: Column<Row>[] = [
    {
      key: 'number',
      header: 'Case No',
      sort: 'NUMBER',
      render: (row) => (
        <Anchor component={Link} to={caseDetailPath(row.id, '/caseBrowse')} fz="sm" fw={500} onClick={(event) => event.stopPropagation()}>
          {row.number}
        </Anchor>
      ),
    },
    { key: 'name', header: 'Case Name', sort: 'NAME', render: (row) => row.name },
    { key: 'incidentDate', header: 'Incident Date', sort: 'INCIDENT_DATE', render: (row) => formatDay(row.incident.date) },
    { key: 'statusDays', header: 'Status Days', sort: 'STATUS_DAYS', render: (row) => row.statusDays },
    { key: 'defendant', header: 'Defendant', sort: 'DEFENDANT', render: (row) => dash(row.defendantName) },
    { key: 'defendantInsurance', header: 'Defendant Insurance', sort: 'DEFENDANT_INSURANCE', render: (row) => dash(row.defendantInsurance) },
    { key: 'plaintiffInsurance', header: 'Plaintiff Insurance', sort: 'PLAINTIFF_INSURANCE', render: (row) => dash(row.plaintiffInsurance) },
    ...money.columns<Row>(),
    {
      key: 'status',
      header: 'Status',
      sort: 'STATUS',
      render: (row) => (
        <Badge variant="light" color={STATUS_COLORS[row.status]}>
          {STATUS_LABELS[row.status]}
        </Badge>
      ),
    },
    { key: 'type', header: 'Type', sort: 'TYPE', render: (row) => dash(row.caseType) },
    { key: 'staff', header: 'All Staff', sort: 'STAFF', render: (row) => <StaffAvatars staff={row.staff} /> },
  ];

  const ids = [...selected];
  return (
    <Stack gap={0}>
      <PageHeader
        title="Case list"
        actions={
          <>
            {ids.length > 0 && (
              <Button variant="subtle" color="gray" onClick={() => setSelected(new Set())}>
                Clear selection
              </Button>
            )}
            {mayExport && (
              <Button
                variant="default"
                leftSection={<IconDownload size={18} />}
                component="a"
                href={casesExportUrl({ search: debouncedSearch, sort, ids })}
                download
              >
                {ids.length > 0 ? `Export ${ids.length} selected` : 'Export'}
              </Button>
            )}
          </>
        }
      />
      <Group justify="flex-end" mb="md">
        {money.chooser && <ColumnChooser {...money.chooser} />}
        <ListSearch list={list} label="Search cases" placeholder="Search by case name, number or party" />
      </Group>
      <DataTable
        label="Case list"
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(row) => row.id}
        loading={loading}
        emptyText="No cases found"
        sort={sort}
        onSortChange={list.setSort}
        onRowClick={(row) => navigate(caseDetailPath(row.id, '/caseBrowse'))}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => `Select case ${row.number}` }}
      />
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={result?.totalCount ?? 0} onChange={list.setPage} />
    </Stack>
  );
}
