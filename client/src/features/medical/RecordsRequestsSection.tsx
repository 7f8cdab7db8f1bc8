import { useMutation } from '@apollo/client/react';
import { Anchor, Badge, Group } from '@mantine/core';
import { useState } from 'react';
import { RemoveRecordsRequestDocument, type RecordsRequestFieldsFragment, type TreatmentFieldsFragment } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { AddButton } from '../../ui/AddButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatDay } from '../../ui/format';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { Section } from '../cases/detail/Section';
import { isOverdue, REQUEST_KIND_LABELS } from './medicalFormat';
import { RecordsRequestDialog } from './RecordsRequestDialog';

type Request = RecordsRequestFieldsFragment;

/** Records and bills requests: what was asked of each provider, when to follow up, what came back; overdue ones marked. */
export function RecordsRequestsSection({
  matterId,
  requests,
  treatments,
  loading,
  editable,
  addBlockedBy,
}: {
  matterId: string;
  requests: Request[];
  treatments: TreatmentFieldsFragment[];
  loading: boolean;
  editable: boolean;
  /** Why nothing can be added yet (no provider's treatment), if so. */
  addBlockedBy: string | null;
}) {
  const [editing, setEditing] = useState<Request | 'new' | null>(null);
  const [removeRequest] = useMutation(RemoveRecordsRequestDocument, { refetchQueries: ['RecordsRequests'], awaitRefetchQueries: true });
  const removal = useDeleteConfirmation((r: { id: string; name: string }) => removeRequest({ variables: { id: r.id } }), 'removed');
  const day = today();

  const columns: Column<Request>[] = [
    { key: 'provider', header: 'Provider', render: (r) => r.provider?.name ?? '—' },
    { key: 'kind', header: 'Requested', render: (r) => REQUEST_KIND_LABELS[r.kind] },
    { key: 'requestedOn', header: 'Requested On', render: (r) => formatDay(r.requestedOn) },
    {
      key: 'followUpOn',
      header: 'Follow Up',
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          {formatDay(r.followUpOn)}
          {isOverdue(r, day) && (
            <Badge color="red" variant="filled" size="sm" data-testid="overdue">
              Overdue
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'receivedOn', header: 'Received On', render: (r) => formatDay(r.receivedOn) },
    { key: 'document', header: 'Document', render: (r) => (r.document ? <Anchor href={r.document.downloadUrl} fz="sm">{r.document.title}</Anchor> : '—') },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      width: 80,
      render: (r) => {
        const name = `The request to ${r.provider?.name ?? 'the provider'} of ${formatDay(r.requestedOn)}`;
        return <RowActions label={`request to ${r.provider?.name ?? 'provider'} of ${formatDay(r.requestedOn)}`} deleteLabel="Remove" onEdit={() => setEditing(r)} onDelete={() => removal.ask({ id: r.id, name })} />;
      },
    });
  }

  return (
    <Section
      title="Records Requests"
      action={editable && <AddButton size="xs" label="Request Records" blockedBy={addBlockedBy} onClick={() => setEditing('new')} />}
    >
      <DataTable label="Records requests" columns={columns} rows={requests} rowKey={(r) => r.id} loading={loading} emptyText="No records requested yet" />
      {editing && <RecordsRequestDialog matterId={matterId} request={editing === 'new' ? null : editing} treatments={treatments} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...removal.dialog} title="Remove request" message="Remove this records request? This cannot be undone." confirmLabel="Remove" />
    </Section>
  );
}
