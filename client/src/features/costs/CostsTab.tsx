import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Badge, Button, Group, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconDots, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CaseCostsDocument, RemoveCaseCostDocument, type CaseCostFieldsFragment, type CostCategory } from '../../gql/graphql';
import { useCaseRecordRefetch } from '../../live/useCaseRecordRefetch';
import { canEditCaseMoney, canSeeBilling, canSeeCaseAmounts } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { AddButton } from '../../ui/AddButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { formatAmount, formatDay } from '../../ui/format';
import { optionsOf } from '../../ui/formValues';
import { HoverTooltip } from '../../ui/HoverTooltip';
import { Pager } from '../../ui/Pager';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { CostDialog } from './CostDialog';
import { BILLED_COST, COST_CATEGORY_LABELS, costsCsvUrl } from './costFormat';

type Cost = CaseCostFieldsFragment;
const PAGE_SIZE = 25;

/** The case's Costs tab: what the firm advanced, by category, with totals; a billed cost is its invoice's and is changed there. */
export function CostsTab({ matter }: { matter: { id: string; name: string } }) {
  const viewer = useViewer();
  const editable = canEditCaseMoney(viewer);
  const showAmounts = canSeeCaseAmounts(viewer);
  const [category, setCategory] = useState<CostCategory | null>(null);
  const [page, setPage] = useState(1);
  const { data, previousData, loading } = useQuery(CaseCostsDocument, { variables: { matterId: matter.id, category, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const result = data ?? previousData;
  useCaseRecordRefetch(matter.id, ['COST'], ['CaseCosts']);
  const [editing, setEditing] = useState<Cost | 'new' | null>(null);
  const [removeCost] = useMutation(RemoveCaseCostDocument, { refetchQueries: ['CaseCosts'], awaitRefetchQueries: true });
  const removal = useDeleteConfirmation((c: { id: string; name: string }) => removeCost({ variables: { id: c.id } }), 'removed');
  const nameOf = (c: Cost) => `The ${COST_CATEGORY_LABELS[c.category]} cost paid to ${c.payee}`;
  const totals = result?.caseCostTotals;

  const columns: Column<Cost>[] = [
    { key: 'date', header: 'Date', render: (c) => formatDay(c.incurredOn) },
    { key: 'category', header: 'Category', render: (c) => COST_CATEGORY_LABELS[c.category] },
    { key: 'payee', header: 'Payee', render: (c) => c.payee },
    { key: 'description', header: 'Description', render: (c) => c.description ?? '—' },
    ...(showAmounts ? [{ key: 'amount', header: 'Amount', render: (c: Cost) => formatAmount(c.amountCents) }] : []),
    { key: 'receipt', header: 'Receipt', render: (c) => (c.receiptDocument ? <Anchor href={c.receiptDocument.downloadUrl} fz="sm">{c.receiptDocument.title}</Anchor> : '—') },
    { key: 'reimbursable', header: 'Reimbursable', render: (c) => (c.reimbursable ? 'Yes' : 'No') },
    {
      key: 'billed',
      header: 'Billed',
      render: (c) =>
        !c.billed ? (
          'No'
        ) : canSeeBilling(viewer) ? (
          <Anchor component={Link} to={`/invoice?id=${c.invoiceId}`} fz="sm" title="Open the invoice that bills this cost">
            On an invoice
          </Anchor>
        ) : (
          <Badge variant="light">Billed</Badge>
        ),
    },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      width: 80,
      render: (c) =>
        c.billed ? (
          <HoverTooltip label={BILLED_COST} withArrow multiline w={260}>
            <ActionIcon variant="subtle" color="gray" data-disabled aria-disabled onClick={(e) => e.preventDefault()} aria-label={`Actions for ${nameOf(c).replace(/^The /, '')} (on an invoice)`}>
              <IconDots size={18} />
            </ActionIcon>
          </HoverTooltip>
        ) : (
          <RowActions label={nameOf(c).replace(/^The /, '')} deleteLabel="Remove" onEdit={() => setEditing(c)} onDelete={() => removal.ask({ id: c.id, name: nameOf(c) })} />
        ),
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3} fz="lg">
          Costs
        </Title>
        <Group gap="sm">
          <Select
            aria-label="Category"
            placeholder="All categories"
            clearable
            data={optionsOf(COST_CATEGORY_LABELS)}
            value={category}
            onChange={(value) => {
              setCategory(value as CostCategory | null);
              setPage(1);
            }}
            w={220}
          />
          {showAmounts && (
            <Button component="a" href={costsCsvUrl(matter.id, category)} variant="default" leftSection={<IconDownload size={16} />}>
              Export CSV
            </Button>
          )}
          {editable && <AddButton label="Add Cost" onClick={() => setEditing('new')} />}
        </Group>
      </Group>
      {showAmounts && totals && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="cost-totals">
          <Field label="Costs" value={String(totals.count)} />
          <Field label="Total" value={formatAmount(totals.totalCents)} />
          <Field label="Reimbursable" value={formatAmount(totals.reimbursableCents)} />
          <Field label="Not yet billed" value={formatAmount(totals.unbilledCents)} />
        </SimpleGrid>
      )}
      <DataTable label="Costs" columns={columns} rows={result?.caseCosts.items ?? []} rowKey={(c) => c.id} loading={loading} emptyText={category ? 'No costs of this category' : 'No costs on this case yet'} />
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={result?.caseCosts.totalCount ?? 0} onChange={setPage} />
      {editing && <CostDialog matterId={matter.id} cost={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...removal.dialog} title="Remove cost" message="Remove this cost? This cannot be undone." confirmLabel="Remove" />
    </Stack>
  );
}
