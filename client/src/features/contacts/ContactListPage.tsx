import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Stack, Switch } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { ContactListDocument, type ContactListQuery, type ContactSort } from '../../gql/graphql';
import { DataTable, type Column, type SortState } from '../../ui/DataTable';
import { formatPhone } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { useListParams } from '../../ui/useListParams';
import { ListSearch } from '../../ui/ListSearch';
import { canExportLists } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { NewContactDialog } from './NewContactDialog';

type Row = ContactListQuery['contacts']['items'][number];

const PAGE_SIZE = 25;

/** The download address of the CSV of this filter (every page, not just the one on screen). */
export function contactsExportUrl(filter: { search: string; activeOnly: boolean; sort: SortState }): string {
  const query = new URLSearchParams({ sortBy: filter.sort.by, sortDirection: filter.sort.direction });
  if (filter.search) query.set('search', filter.search);
  if (filter.activeOnly) query.set('activeOnly', 'true');
  return `/api/export/contacts?${query.toString()}`;
}

/** /contactlist: every contact, people and companies together, with Export and the full Add New Contact dialog. */
export function ContactListPage() {
  const navigate = useNavigate();
  // The firm may keep staff from exporting (Firm User Permissions).
  const mayExport = canExportLists(useViewer());
  const list = useListParams({ by: 'NAME', direction: 'ASC' });
  const { page, sort, debouncedSearch } = list;
  const activeOnly = list.params.get('active') === '1';
  const [adding, addDialog] = useDisclosure(false);
  const { data, previousData, loading } = useQuery(ContactListDocument, {
    variables: {
      ...list.variables<ContactSort>(PAGE_SIZE),
      activeOnly,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.contacts;

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: 'Name',
      sort: 'NAME',
      // A link as well as the row's click: the keyboard opens the contact from here.
      render: (row) => (
        <Anchor component={Link} to={`/contactsPage?id=${row.id}`} fz="sm" fw={500} c="inherit" onClick={(event) => event.stopPropagation()}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'type', header: 'Type', render: (row) => (row.kind === 'PERSON' ? 'People' : 'Company') },
    { key: 'contactType', header: 'Contact Type', render: (row) => row.contactType ?? '—' },
    { key: 'email', header: 'Email', render: (row) => row.email ?? '—' },
    {
      key: 'place',
      header: 'City / State',
      render: (row) => {
        const address = row.addresses.find((a) => a.isPrimary) ?? row.addresses[0];
        return [address?.city, address?.state].filter(Boolean).join(', ') || '—';
      },
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <Badge variant="light" color={row.active ? 'navy' : 'gray'}>
          {row.active ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    { key: 'phone', header: 'Phone Number', sort: 'PHONE', render: (row) => formatPhone(row.primaryPhone) || '—' },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Contact list"
        actions={
          <>
            {mayExport && (
              <Button
                variant="default"
                leftSection={<IconDownload size={18} />}
                component="a"
                href={contactsExportUrl({ search: debouncedSearch, activeOnly, sort })}
                download
              >
                Export
              </Button>
            )}
            <Button leftSection={<IconPlus size={18} />} onClick={addDialog.open}>
              Add New Contact
            </Button>
          </>
        }
      />
      <Group justify="space-between" mb="md">
        <Switch
          label="Show Active Only"
          checked={activeOnly}
          onChange={(event) => list.setFilters({ active: event.currentTarget.checked ? '1' : null })}
        />
        <ListSearch list={list} label="Search contacts" placeholder="Search by name, email or phone" />
      </Group>
      <DataTable
        label="Contact list"
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(row) => row.id}
        loading={loading}
        emptyText="No contacts found"
        sort={sort}
        onSortChange={list.setSort}
        onRowClick={(row) => navigate(`/contactsPage?id=${row.id}`)}
      />
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={result?.totalCount ?? 0} onChange={list.setPage} />
      <NewContactDialog
        opened={adding}
        onClose={addDialog.close}
        onSaved={(name) => notifications.show({ color: 'navy', message: `${name} was added.` })}
      />
    </Stack>
  );
}
