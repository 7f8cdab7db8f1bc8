import { useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Badge, Button, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { CasesDocument, DeleteMatterDocument, type CasesQuery, type MatterSort } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatPhone, initials } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { useListParams } from '../../ui/useListParams';
import { whenOf } from '../calendar/UpcomingEvents';
import { caseDetailPath, formatDay, PRIORITY_COLORS, PRIORITY_LABELS, STATUS_FILTERS } from './matterFormat';

type CaseRow = CasesQuery['matters']['items'][number];

const PAGE_SIZE = 25;

/** No next event or task. */
const notYet = () => <Text c="dimmed">—</Text>;

/** /cases: the firm's cases by status tab, searched, sorted and paged on the server. */
export function CasesPage() {
  const navigate = useNavigate();
  const list = useListParams({ by: 'CREATED', direction: 'DESC' });
  const { page, sort } = list;
  const filter = STATUS_FILTERS.find((f) => f.value === list.params.get('status')) ?? STATUS_FILTERS[0];

  const { data, previousData, loading } = useQuery(CasesDocument, {
    variables: {
      status: filter.status,
      ...list.variables<MatterSort>(PAGE_SIZE),
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.matters;
  const [deleteMatter] = useMutation(DeleteMatterDocument, { refetchQueries: ['Cases'] });
  const deletion = useDeleteConfirmation<CaseRow>((row) => deleteMatter({ variables: { id: row.id } }));

  const open = (row: CaseRow) => navigate(caseDetailPath(row.id, '/cases'));

  const columns: Column<CaseRow>[] = [
    {
      key: 'name',
      header: 'Name',
      sort: 'NAME',
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.client?.photoUrl} radius="xl" color="navy" size={36}>
            {initials(row.client?.name ?? row.name)}
          </Avatar>
          <div>
            <Text fz="sm" fw={500}>
              {row.name}
            </Text>
            {row.client?.primaryPhone && (
              <Text fz="xs" c="dimmed">
                {formatPhone(row.client.primaryPhone)}
              </Text>
            )}
          </div>
        </Group>
      ),
    },
    { key: 'stage', header: 'Case Stage', sort: 'STAGE', render: (row) => row.stage ?? '—' },
    {
      key: 'nextEvent',
      header: 'Next Event',
      render: (row) =>
        row.nextEvent ? (
          <div>
            <Text fz="sm">{row.nextEvent.title}</Text>
            <Text fz="xs" c="dimmed">
              {whenOf(row.nextEvent)}
            </Text>
          </div>
        ) : (
          notYet()
        ),
    },
    {
      key: 'nextTask',
      header: 'Next Task',
      render: (row) =>
        row.nextTask ? (
          <div>
            <Text fz="sm">{row.nextTask.title}</Text>
            {row.nextTask.dueDate && (
              <Text fz="xs" c={row.overdueTaskCount > 0 ? 'red.7' : 'dimmed'} fw={row.overdueTaskCount > 0 ? 600 : undefined}>
                {row.overdueTaskCount > 0 ? `Overdue (${row.overdueTaskCount}) · ` : ''}Due {formatDay(row.nextTask.dueDate)}
              </Text>
            )}
          </div>
        ) : (
          notYet()
        ),
    },
    {
      key: 'priority',
      header: 'Priority',
      sort: 'PRIORITY',
      render: (row) => (
        <Badge variant="light" color={PRIORITY_COLORS[row.priority]}>
          {PRIORITY_LABELS[row.priority]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 80,
      render: (row) => <RowActions label={row.name} onEdit={() => open(row)} onDelete={() => deletion.ask(row)} />,
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Cases"
        actions={
          <>
            <Button component={Link} to="/cases/statutes" variant="default" leftSection={<IconAlertTriangle size={18} />}>
              Statutes at Risk
            </Button>
            <Button component={Link} to="/cases/addCase" leftSection={<IconPlus size={18} />}>
              Add New
            </Button>
          </>
        }
      />
      <Tabs
        value={filter.value}
        onChange={(value) => list.setFilters({ status: value === 'all' ? null : value })}
      >
        <Group justify="space-between" mb="md" align="end">
          <Tabs.List aria-label="Case status">
            {STATUS_FILTERS.map((f) => (
              <Tabs.Tab key={f.value} value={f.value}>
                {f.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <TextInput
            placeholder="Search by case name, number or party"
            leftSection={<IconSearch size={16} />}
            value={list.search}
            onChange={(event) => list.setSearch(event.currentTarget.value)}
            w={320}
            aria-label="Search cases"
          />
        </Group>
        <Tabs.Panel value={filter.value}>
          <DataTable
            label="Cases"
            columns={columns}
            rows={result?.items ?? []}
            rowKey={(row) => row.id}
            loading={loading}
            emptyText={`No cases found for "${filter.label}" filter`}
            sort={sort}
            onSortChange={list.setSort}
            onRowClick={open}
          />
          <Pager page={page} pageSize={PAGE_SIZE} totalCount={result?.totalCount ?? 0} onChange={list.setPage} />
        </Tabs.Panel>
      </Tabs>
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete Case"
        message="Are you sure, you want to delete this case? This action cannot be undone."
      />
    </Stack>
  );
}
