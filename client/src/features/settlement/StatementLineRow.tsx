import { Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAmount } from '../../ui/format';
import { TICKABLE, type StatementLine } from './statementChoices';
import type { DraftTools } from './useStatementDraft';

/** One line: ticked in or out (in a draft), its description, where it comes from, how it was reached, its amount. */
export function StatementLineRow({ line, draft, action, extra }: { line: StatementLine; draft: DraftTools | null; action?: ReactNode; extra?: ReactNode }) {
  const tickable = TICKABLE.includes(line.kind);
  return (
    <Table.Tr>
      {draft && (
        <Table.Td>
          {tickable && <Checkbox aria-label={`Include ${line.description}`} checked={line.included} disabled={draft.saving} onChange={(event) => void draft.setIncluded(line.key, event.currentTarget.checked)} />}
        </Table.Td>
      )}
      <Table.Td>
        <Group gap={6}>
          <Text fz="sm" td={line.included ? undefined : 'line-through'}>
            {line.description}
          </Text>
          {!line.included && (
            <Badge size="xs" variant="outline" color="dark">
              Not included
            </Badge>
          )}
        </Group>
        <Text fz="xs" c="dimmed">
          {line.source}
        </Text>
        {line.note && (
          <Text fz="xs" fs="italic">
            {line.note}
          </Text>
        )}
        {line.reducible &&
          (draft ? (
            <Checkbox
              size="xs"
              mt={4}
              label="Reduce for fee and costs (common fund)"
              aria-label={`Reduce ${line.description} for fee and costs (common fund)`}
              checked={line.procurementReduction}
              disabled={draft.saving || !line.included}
              onChange={(event) => void draft.setProcurement(line.key, event.currentTarget.checked)}
            />
          ) : (
            line.procurementReduction && (
              <Text fz="xs" c="dimmed">
                Reduced for its share of fee and costs (common fund)
              </Text>
            )
          ))}
        {extra}
      </Table.Td>
      <Table.Td ta="right">
        <Text fz="sm">{line.included ? formatAmount(line.amountCents) : '—'}</Text>
      </Table.Td>
      {draft && <Table.Td>{action}</Table.Td>}
    </Table.Tr>
  );
}
