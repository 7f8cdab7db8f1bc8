import { useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  BackOfficePeopleDocument,
  DeleteBackOfficePersonDocument,
  SetBackOfficePersonStatusDocument,
  type BackOfficePersonRowFragment,
  type BackOfficeRole,
  type PersonSort,
} from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatPhone, initials } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { useListParams } from '../../ui/useListParams';
import { statusAndActionColumns, StatusToolbar } from './BackOfficeList';
import { BACK_OFFICE_PAGE_SIZE, emptyText, showsPager, statusFrom } from './backOfficeFormat';
import { DELETE_MESSAGE, suspendPersonTexts } from './confirmTexts';
import { EditPersonDialog } from './EditPersonDialog';
import { useBackOfficeActions } from './useBackOfficeActions';

const SCREENS = {
  ATTORNEY: { title: 'All Attorneys', what: 'attorneys', one: 'attorney', deleteTitle: 'Delete Attorney' },
  PARALEGAL: { title: 'All Paralegals', what: 'paralegals', one: 'paralegal', deleteTitle: 'Delete Role' },
} as const;

/**
 * /attorneys and /paralegals (spec 2.15): the people of every firm, Active or Suspended (in the
 * address), searched, sorted and paged on the server; Edit, Suspend (asked first) / Activate and Delete per row.
 */
export function BackOfficePeoplePage({ role }: { role: BackOfficeRole }) {
  const screen = SCREENS[role];
  const list = useListParams({ by: 'NAME', direction: 'ASC' });
  const status = statusFrom(list.params.get('status'));
  const [editing, setEditing] = useState<BackOfficePersonRowFragment | null>(null);
  const { data, previousData, loading } = useQuery(BackOfficePeopleDocument, {
    variables: { role, status, ...list.variables<PersonSort>(BACK_OFFICE_PAGE_SIZE) },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.backOfficePeople;
  const [setStatus] = useMutation(SetBackOfficePersonStatusDocument);
  const [deletePerson] = useMutation(DeleteBackOfficePersonDocument);
  const { refresh, deletion, suspension, toggleStatus, askDelete } = useBackOfficeActions<BackOfficePersonRowFragment>({
    nameOf: (person) => person.fullName,
    setStatus: (variables) => setStatus({ variables }),
    remove: (variables) => deletePerson({ variables }),
  });

  const columns: Column<BackOfficePersonRowFragment>[] = [
    {
      key: 'name',
      header: 'Name',
      sort: 'NAME',
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.avatarUrl} alt="" radius="xl" size={32} color="navy">
            {initials(row.fullName)}
          </Avatar>
          <Text fz="sm" fw={500}>
            {row.fullName}
          </Text>
        </Group>
      ),
    },
    { key: 'email', header: 'Email', sort: 'EMAIL', render: (row) => row.email },
    { key: 'phone', header: 'Phone', sort: 'PHONE', render: (row) => formatPhone(row.phone) || '—' },
    ...(role === 'ATTORNEY'
      ? [
          {
            key: 'firm',
            header: 'Firm',
            sort: 'FIRM',
            render: (row: BackOfficePersonRowFragment) => (
              <Group gap={6} wrap="nowrap">
                <Text fz="sm">{row.firm?.name ?? '—'}</Text>
                {row.firm?.status === 'SUSPENDED' && (
                  <Badge size="xs" variant="outline" color="yellow">
                    Firm suspended
                  </Badge>
                )}
              </Group>
            ),
          },
        ]
      : []),
    ...statusAndActionColumns<BackOfficePersonRowFragment>({ labelOf: (person) => person.fullName, onEdit: setEditing, onToggleStatus: toggleStatus, onDelete: askDelete }),
  ];

  const totalCount = result?.totalCount ?? 0;
  return (
    <Stack gap={0}>
      <PageHeader title={screen.title} />
      <StatusToolbar
        status={status}
        onStatusChange={(next) => list.setFilters({ status: next === 'SUSPENDED' ? 'suspended' : null })}
        search={list.search}
        onSearch={list.setSearch}
        what={screen.what}
        placeholder="Search by name, email, phone or firm"
      />
      <DataTable
        label={screen.title}
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(row) => row.id}
        loading={loading}
        emptyText={emptyText(status, screen.what)}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      {showsPager(status, totalCount) && <Pager page={list.page} pageSize={BACK_OFFICE_PAGE_SIZE} totalCount={totalCount} onChange={list.setPage} />}
      {editing && <EditPersonDialog person={editing} what={screen.one} onClose={() => setEditing(null)} onSaved={refresh} />}
      <ConfirmDialog {...deletion.dialog} title={screen.deleteTitle} message={DELETE_MESSAGE} confirmLabel="Delete" />
      <ConfirmDialog {...suspension.dialog} {...suspendPersonTexts(suspension.pending?.name ?? '')} />
    </Stack>
  );
}
