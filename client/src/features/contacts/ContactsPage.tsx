import { useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import {
  ContactsDocument,
  DeleteContactDocument,
  type ContactKind,
  type ContactSort,
  type ContactsQuery,
} from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatPhone, initials } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { useListParams } from '../../ui/useListParams';
import { ListSearch } from '../../ui/ListSearch';
import { AddContactDialog } from './AddContactDialog';

type ContactRow = ContactsQuery['contacts']['items'][number];

const PAGE_SIZE = 25;

/** /contacts: people and companies, searched, sorted and paged on the server. */
export function ContactsPage() {
  const navigate = useNavigate();
  const list = useListParams({ by: 'NAME', direction: 'ASC' });
  const { page, sort } = list;
  const kind: ContactKind = list.params.get('type') === 'company' ? 'COMPANY' : 'PERSON';
  const [adding, addDialog] = useDisclosure(false);

  const { data, previousData, loading } = useQuery(ContactsDocument, {
    variables: {
      kind,
      ...list.variables<ContactSort>(PAGE_SIZE),
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.contacts;
  const [deleteContact] = useMutation(DeleteContactDocument, { refetchQueries: ['Contacts'] });
  const deletion = useDeleteConfirmation<ContactRow>((row) => deleteContact({ variables: { id: row.id } }));

  const open = (row: ContactRow) => navigate(`/contactsPage?id=${row.id}`);

  const columns: Column<ContactRow>[] = [
    {
      key: 'name',
      header: 'Name',
      sort: 'NAME',
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.photoUrl} radius="xl" color="navy" size={36}>
            {initials(row.name)}
          </Avatar>
          <div>
            <Text fz="sm" fw={500}>
              {row.name}
            </Text>
            {row.email && (
              <Text fz="xs" c="dimmed">
                {row.email}
              </Text>
            )}
          </div>
        </Group>
      ),
    },
    { key: 'phone', header: 'Phone No.', sort: 'PHONE', render: (row) => formatPhone(row.primaryPhone) || '—' },
    { key: 'cases', header: 'Cases', render: (row) => (row.caseCount ? row.caseCount : <Text c="dimmed">—</Text>) },
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
        title="Contacts"
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={addDialog.open}>
            {kind === 'PERSON' ? 'Add Contact' : 'Add Company'}
          </Button>
        }
      />
      <Group justify="space-between" mb="md">
        <SegmentedControl
          value={kind}
          onChange={(value) => list.setFilters({ type: value === 'COMPANY' ? 'company' : null })}
          data={[
            { label: 'People', value: 'PERSON' },
            { label: 'Company', value: 'COMPANY' },
          ]}
          aria-label="People or Company"
        />
        <ListSearch list={list} label="Search contacts" placeholder="Search by name, email or phone" />
      </Group>
      <DataTable
        label={kind === 'PERSON' ? 'People' : 'Companies'}
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(row) => row.id}
        loading={loading}
        emptyText={kind === 'PERSON' ? 'No people found' : 'No company found'}
        sort={sort}
        onSortChange={list.setSort}
        onRowClick={open}
      />
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        totalCount={result?.totalCount ?? 0}
        onChange={list.setPage}
      />
      <AddContactDialog
        key={kind}
        opened={adding}
        initialKind={kind}
        onClose={addDialog.close}
        onSaved={(contact) => notifications.show({ color: 'navy', message: `${contact.name} was added.` })}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete Contact"
        message="Are you sure, you want to delete this contact? This action cannot be undone."
      />
    </Stack>
  );
}
