import { useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { BackOfficeFirmsDocument, DeleteFirmDocument, SetFirmStatusDocument, type BackOfficeFirmRowFragment, type FirmSort } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatPhone, initials } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { useListParams } from '../../ui/useListParams';
import { AddFirmDialog } from './AddFirmDialog';
import { statusAndActionColumns, StatusToolbar } from './BackOfficeList';
import { BACK_OFFICE_PAGE_SIZE, emptyText, formatCount, showsPager, statusFrom } from './backOfficeFormat';
import { DELETE_MESSAGE, suspendFirmTexts } from './confirmTexts';
import { EditFirmDialog } from './EditFirmDialog';
import { useBackOfficeActions } from './useBackOfficeActions';

/**
 * /firms (spec 2.15): every firm, Active or Suspended (in the address), with Total Members counted
 * on the server; searched, sorted and paged on the server; Add Firm with its first admin; Edit,
 * Suspend (asked first) / Activate and Delete Firm per row. Suspending signs the firm's people out at once.
 */
export function FirmsPage() {
  const list = useListParams({ by: 'NAME', direction: 'ASC' });
  const status = statusFrom(list.params.get('status'));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<BackOfficeFirmRowFragment | null>(null);
  const { data, previousData, loading } = useQuery(BackOfficeFirmsDocument, {
    variables: { status, ...list.variables<FirmSort>(BACK_OFFICE_PAGE_SIZE) },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.backOfficeFirms;
  const [setStatus] = useMutation(SetFirmStatusDocument);
  const [deleteFirm] = useMutation(DeleteFirmDocument);
  const { refresh, deletion, suspension, toggleStatus, askDelete } = useBackOfficeActions<BackOfficeFirmRowFragment>({
    nameOf: (firm) => firm.name,
    setStatus: (variables) => setStatus({ variables }),
    remove: (variables) => deleteFirm({ variables }),
  });

  const columns: Column<BackOfficeFirmRowFragment>[] = [
    {
      key: 'name',
      header: 'Firm Name',
      sort: 'NAME',
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.avatarUrl} alt="" radius="md" size={32} color="navy">
            {initials(row.name)}
          </Avatar>
          <Text fz="sm" fw={500}>
            {row.name}
          </Text>
        </Group>
      ),
    },
    { key: 'email', header: 'Email', sort: 'EMAIL', render: (row) => row.email ?? '—' },
    { key: 'phone', header: 'Phone', render: (row) => formatPhone(row.phone) || '—' },
    { key: 'members', header: 'Total Members', sort: 'MEMBERS', render: (row) => formatCount(row.totalMembers) },
    ...statusAndActionColumns<BackOfficeFirmRowFragment>({ labelOf: (firm) => firm.name, onEdit: setEditing, onToggleStatus: toggleStatus, onDelete: askDelete }),
  ];

  const totalCount = result?.totalCount ?? 0;
  return (
    <Stack gap={0}>
      <PageHeader
        title="Total Firms"
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
            Add Firm
          </Button>
        }
      />
      <StatusToolbar
        status={status}
        onStatusChange={(next) => list.setFilters({ status: next === 'SUSPENDED' ? 'suspended' : null })}
        search={list.search}
        onSearch={list.setSearch}
        what="firms"
        placeholder="Search by name, email or phone"
      />
      <DataTable
        label="Firms"
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(row) => row.id}
        loading={loading}
        emptyText={emptyText(status, 'firms')}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      {showsPager(status, totalCount) && <Pager page={list.page} pageSize={BACK_OFFICE_PAGE_SIZE} totalCount={totalCount} onChange={list.setPage} />}
      {adding && <AddFirmDialog onClose={() => setAdding(false)} onCreated={refresh} />}
      {editing && <EditFirmDialog firm={editing} onClose={() => setEditing(null)} onSaved={refresh} />}
      <ConfirmDialog {...deletion.dialog} title="Delete Firm" message={DELETE_MESSAGE} confirmLabel="Delete Firm" />
      <ConfirmDialog {...suspension.dialog} {...suspendFirmTexts(suspension.pending?.name ?? '')} />
    </Stack>
  );
}
