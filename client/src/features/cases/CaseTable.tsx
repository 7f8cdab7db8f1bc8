import { useMutation } from '@apollo/client/react';
import { Avatar, Badge, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { DeleteMatterDocument, type CasesQuery } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column, type SortState } from '../../ui/DataTable';
import { formatDay, formatPhone, initials } from '../../ui/format';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { whenOf } from '../calendar/eventFormat';
import { caseDetailPath, PRIORITY_COLORS, PRIORITY_LABELS } from './matterFormat';

export type CaseRow = CasesQuery['matters']['items'][number];

/** No next event or task. */
const notYet = () => <Text c="dimmed">—</Text>;

/**
 * The case list of /cases and the dashboard's Case Lists (rows of the `Cases` query): Name,
 * Case Stage, Next Event, Next Task, Priority, the optional `moneyColumns` (Demand, Best Offer) and
 * the row menu; a row opens the case, Edit too, Delete asks first. `refetchQueries`: the lists to
 * reload after a delete.
 */
export function CaseTable({
  label,
  rows,
  loading,
  emptyText,
  sort,
  onSortChange,
  moneyColumns = [],
  refetchQueries = ['Cases'],
}: {
  label: string;
  rows: CaseRow[];
  loading: boolean;
  emptyText: string;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  moneyColumns?: Column<CaseRow>[];
  refetchQueries?: string[];
}) {
  const navigate = useNavigate();
  const [deleteMatter] = useMutation(DeleteMatterDocument, { refetchQueries });
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
    ...moneyColumns,
    {
      key: 'actions',
      header: 'Actions',
      width: 80,
      render: (row) => <RowActions label={row.name} onEdit={() => open(row)} onDelete={() => deletion.ask(row)} />,
    },
  ];

  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={loading}
        emptyText={emptyText}
        sort={sort}
        onSortChange={onSortChange}
        onRowClick={open}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete Case"
        message="Are you sure, you want to delete this case? This action cannot be undone."
      />
    </>
  );
}
