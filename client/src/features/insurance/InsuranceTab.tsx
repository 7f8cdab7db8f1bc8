import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { InsurancePoliciesDocument, RemoveInsurancePolicyDocument, type InsurancePolicyFieldsFragment } from '../../gql/graphql';
import { useCaseRecordRefetch } from '../../live/useCaseRecordRefetch';
import { canEditCaseMoney, canSeeCaseAmounts } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { AddButton } from '../../ui/AddButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatAmount, formatPhone } from '../../ui/format';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { CLAIM_STATUS_COLORS, CLAIM_STATUS_LABELS, COVERAGE_LABELS } from './insuranceFormat';
import { PolicyDialog } from './PolicyDialog';

type Policy = InsurancePolicyFieldsFragment;
const REFETCH = ['InsurancePolicies'];

/** "$100,000.00 / $300,000.00": per person and per occurrence (an em dash for one not known or not shown). */
export const limitsText = (policy: Policy) =>
  policy.perPersonLimitCents === null && policy.perOccurrenceLimitCents === null ? '—' : `${formatAmount(policy.perPersonLimitCents)} / ${formatAmount(policy.perOccurrenceLimitCents)}`;

/** The case's Insurance tab: its policies and claims; attorneys, paralegals and firm admins add, edit and remove them. */
export function InsuranceTab({ matterId }: { matterId: string }) {
  const viewer = useViewer();
  const editable = canEditCaseMoney(viewer);
  const { data, loading } = useQuery(InsurancePoliciesDocument, { variables: { matterId }, fetchPolicy: 'cache-and-network' });
  useCaseRecordRefetch(matterId, ['INSURANCE'], REFETCH);
  const [editing, setEditing] = useState<Policy | 'new' | null>(null);
  const [removePolicy] = useMutation(RemoveInsurancePolicyDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const removal = useDeleteConfirmation((policy: { id: string; name: string }) => removePolicy({ variables: { id: policy.id } }), 'removed');
  const nameOf = (policy: Policy) => `The ${COVERAGE_LABELS[policy.coverage]} policy of ${policy.insurer?.name ?? 'the insurer'}`;

  const columns: Column<Policy>[] = [
    { key: 'insurer', header: 'Insurer', render: (p) => p.insurer?.name ?? '—' },
    { key: 'insured', header: 'Insured', render: (p) => p.insured?.contact.name ?? '—' },
    { key: 'coverage', header: 'Coverage', render: (p) => COVERAGE_LABELS[p.coverage] },
    ...(canSeeCaseAmounts(viewer) ? [{ key: 'limits', header: 'Limits (per person / per occurrence)', render: limitsText }] : []),
    {
      key: 'adjuster',
      header: 'Adjuster',
      render: (p) =>
        p.adjuster ? (
          <div>
            <Text fz="sm">{p.adjuster.name}</Text>
            <Text fz="xs" c="dimmed">
              {formatPhone(p.adjuster.primaryPhone)}
            </Text>
          </div>
        ) : (
          '—'
        ),
    },
    { key: 'claim', header: 'Claim No.', render: (p) => p.claimNumber ?? '—' },
    {
      key: 'status',
      header: 'Status',
      render: (p) => (
        <Badge variant="light" color={CLAIM_STATUS_COLORS[p.claimStatus]}>
          {CLAIM_STATUS_LABELS[p.claimStatus]}
        </Badge>
      ),
    },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      width: 80,
      render: (p) => <RowActions label={nameOf(p).replace(/^The /, '')} deleteLabel="Remove" onEdit={() => setEditing(p)} onDelete={() => removal.ask({ id: p.id, name: nameOf(p) })} />,
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3} fz="lg">
          Insurance
        </Title>
        {editable && <AddButton label="Add Policy" onClick={() => setEditing('new')} />}
      </Group>
      <DataTable label="Insurance policies" columns={columns} rows={data?.insurancePolicies.items ?? []} rowKey={(p) => p.id} loading={loading} emptyText="No insurance policies on this case yet" />
      {editing && <PolicyDialog matterId={matterId} policy={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...removal.dialog} title="Remove policy" message={`Remove ${removal.pending?.name.replace(/^The/, 'the') ?? 'this policy'}? This cannot be undone.`} confirmLabel="Remove" />
    </Stack>
  );
}
