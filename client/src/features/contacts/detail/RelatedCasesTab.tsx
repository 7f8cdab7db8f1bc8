import { useQuery } from '@apollo/client/react';
import { Badge } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ContactCasesDocument, type ContactCasesQuery } from '../../../gql/graphql';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Pager } from '../../../ui/Pager';
import { formatDay } from '../../../ui/format';
import { caseDetailPath, STATUS_COLORS, STATUS_LABELS } from '../../cases/matterFormat';

type Row = ContactCasesQuery['matters']['items'][number];
const PAGE_SIZE = 20;

const columns: Column<Row>[] = [
  { key: 'number', header: 'Case No', render: (row) => row.number },
  { key: 'name', header: 'Case Name', render: (row) => row.name },
  { key: 'type', header: 'Type', render: (row) => row.caseType ?? '—' },
  { key: 'stage', header: 'Stage', render: (row) => row.stage ?? '—' },
  { key: 'status', header: 'Status', render: (row) => <Badge variant="light" color={STATUS_COLORS[row.status]}>{STATUS_LABELS[row.status]}</Badge> },
  { key: 'opened', header: 'Opened', render: (row) => formatDay(String(row.createdAt).slice(0, 10)) },
];

/** Related Cases: the cases (the viewer may open) on which the contact is the client or a party. */
export function RelatedCasesTab({ contactId }: { contactId: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(ContactCasesDocument, { variables: { contactId, page, pageSize: PAGE_SIZE } });
  return (
    <>
      <DataTable
        label="Related cases"
        columns={columns}
        rows={data?.matters.items ?? []}
        rowKey={(row) => row.id}
        loading={loading}
        emptyText="No related cases. Cases on which this contact is the client or a party are listed here."
        onRowClick={(row) => navigate(caseDetailPath(row.id))}
      />
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={data?.matters.totalCount ?? 0} onChange={setPage} />
    </>
  );
}
