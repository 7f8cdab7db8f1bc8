import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PartiesDocument, type PartyFieldsFragment } from '../../../gql/graphql';
import { DataTable, type Column } from '../../../ui/DataTable';
import { formatPhone } from '../../../ui/format';
import { Pager } from '../../../ui/Pager';
import { CATEGORY_LABELS } from './useCasePartyOptions';

const PAGE_SIZE = 25;

const columns: Column<PartyFieldsFragment>[] = [
  { key: 'name', header: 'Name', render: (party) => party.contact.name },
  { key: 'listed', header: 'Listed As', render: (party) => <Badge variant="light">{CATEGORY_LABELS[party.category]}</Badge> },
  { key: 'role', header: 'Role', render: (party) => [party.role, party.primaryLabel].filter(Boolean).join(' · ') || '—' },
  { key: 'phone', header: 'Phone Number', render: (party) => formatPhone(party.contact.primaryPhone) || '—' },
  { key: 'email', header: 'Email', render: (party) => party.contact.email ?? '—' },
];

/** All Case Contacts: everyone on the case, plaintiff side first; a row opens the contact. */
export function AllCaseContactsTab({ matterId }: { matterId: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(PartiesDocument, { variables: { matterId, category: null, page, pageSize: PAGE_SIZE } });
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={4}>All Case Contacts</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/cases/addCase')}>
          Add New Contact
        </Button>
      </Group>
      <DataTable
        label="All case contacts"
        columns={columns}
        rows={data?.parties.items ?? []}
        rowKey={(party) => party.id}
        loading={loading}
        emptyText="No contacts on this case yet"
        onRowClick={(party) => navigate(`/contactsPage?id=${party.contact.id}`)}
      />
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={data?.parties.totalCount ?? 0} onChange={setPage} />
    </>
  );
}
