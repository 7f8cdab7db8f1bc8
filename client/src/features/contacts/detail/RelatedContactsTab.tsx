import { useQuery } from '@apollo/client/react';
import { Badge } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RelatedContactsDocument, type RelatedContactsQuery } from '../../../gql/graphql';
import { DataTable, type Column } from '../../../ui/DataTable';
import { formatPhone } from '../../../ui/format';
import { Pager } from '../../../ui/Pager';

type Row = RelatedContactsQuery['relatedContacts']['items'][number];
const PAGE_SIZE = 20;

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', render: (row) => row.name },
  {
    key: 'kind',
    header: 'Type',
    render: (row) => <Badge variant="light" color={row.kind === 'COMPANY' ? 'grape' : 'navy'}>{row.kind === 'COMPANY' ? 'Company' : 'Person'}</Badge>,
  },
  { key: 'organization', header: 'Organization', render: (row) => row.organization ?? '—' },
  { key: 'email', header: 'Email', render: (row) => row.email ?? '—' },
  { key: 'phone', header: 'Phone No.', render: (row) => formatPhone(row.primaryPhone) || '—' },
];

/** Related Contacts: a company's people, or a person's company and colleagues. */
export function RelatedContactsTab({ contactId, isPerson }: { contactId: string; isPerson: boolean }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(RelatedContactsDocument, { variables: { contactId, page, pageSize: PAGE_SIZE } });
  return (
    <>
      <DataTable
        label="Related contacts"
        columns={columns}
        rows={data?.relatedContacts.items ?? []}
        rowKey={(row) => row.id}
        loading={loading}
        emptyText={
          isPerson
            ? 'No related contacts. Set an organization to link this person to a company and colleagues.'
            : 'No related contacts. People whose organization is this company appear here.'
        }
        onRowClick={(row) => navigate(`/contactsPage?id=${row.id}`)}
      />
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={data?.relatedContacts.totalCount ?? 0} onChange={setPage} />
    </>
  );
}
