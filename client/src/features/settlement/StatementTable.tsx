import { ActionIcon, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import type { StatementFieldsFragment } from '../../gql/graphql';
import { formatAmount } from '../../ui/format';
import { LINE_GROUPS } from './statementChoices';
import { StatementLineRow as LineRow } from './StatementLineRow';
import type { DraftTools } from './useStatementDraft';

/**
 * The statement as the client reads it: gross, the attorney's fee, costs, liens, medical bills and
 * other deductions line by line with their sources, the total deductions and the net to the
 * client. In a draft, editors tick lines in or out and change the deductions.
 */
export function StatementTable({ statement, label, draft }: { statement: StatementFieldsFragment; label: string; draft: DraftTools | null }) {
  const { figures } = statement;
  const fee = figures.lines.find((line) => line.kind === 'FEE');
  const columns = draft ? 4 : 2;
  const total = (text: string, cents: number | null | undefined, strong = false) => (
    <Table.Tr>
      {draft && <Table.Td />}
      <Table.Td>
        <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 600}>
          {text}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 600} aria-label={text}>
          {formatAmount(cents)}
        </Text>
      </Table.Td>
      {draft && <Table.Td />}
    </Table.Tr>
  );
  const heading = (text: string, action?: ReactNode) => (
    <Table.Tr bg="var(--mantine-color-gray-0)">
      <Table.Td colSpan={columns}>
        <Group justify="space-between">
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
            {text}
          </Text>
          {action}
        </Group>
      </Table.Td>
    </Table.Tr>
  );

  return (
    <Table aria-label={label} verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          {draft && <Table.Th w={44}>Include</Table.Th>}
          <Table.Th>Description</Table.Th>
          <Table.Th ta="right" w={150}>
            Amount
          </Table.Th>
          {draft && (
            <Table.Th w={60}>
              <VisuallyHidden>Changes</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {total('Gross settlement', figures.grossCents)}
        {heading("Attorney's fee")}
        {fee && (
          <LineRow
            // The agreement's terms, and (when an attorney changed the fee) from what and why.
            line={{ ...fee, source: figures.feeDescription, note: statement.feeOverrideCents != null ? fee.source : fee.note }}
            draft={draft}
            action={
              draft && (
                <ActionIcon variant="subtle" color="gray" aria-label="Edit the fee" onClick={draft.editFee} disabled={draft.saving}>
                  <IconPencil size={16} />
                </ActionIcon>
              )
            }
            extra={
              draft &&
              statement.feeOverrideCents != null && (
                <Button variant="subtle" size="compact-xs" onClick={() => void draft.resetFee()} disabled={draft.saving}>
                  Use the agreement's fee ({formatAmount(figures.computedFeeCents)})
                </Button>
              )
            }
          />
        )}
        {LINE_GROUPS.map((group) => {
          const lines = figures.lines.filter((line) => line.kind === group.kind);
          const add =
            draft && group.kind === 'OTHER' ? (
              <Button variant="subtle" size="compact-xs" leftSection={<IconPlus size={12} />} onClick={draft.addOther} disabled={draft.saving}>
                Add Deduction
              </Button>
            ) : undefined;
          return (
            <Fragment key={group.kind}>
              {heading(group.title, add)}
              {lines.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns}>
                    <Text fz="sm" c="dimmed">
                      {group.none}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                lines.map((line, index) => {
                  return (
                    <LineRow
                      key={line.key}
                      line={line}
                      draft={draft}
                      action={
                        draft &&
                        line.kind === 'OTHER' && (
                          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${line.description}`} onClick={() => draft.askRemoveOther(index, line.description)} disabled={draft.saving}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        )
                      }
                    />
                  );
                })
              )}
              {lines.length > 0 && total(`Total ${group.title.toLowerCase()}`, group.total(figures))}
            </Fragment>
          );
        })}
        {total('Total deductions', figures.deductionsCents)}
        {total('Net to client', figures.netCents, true)}
      </Table.Tbody>
    </Table>
  );
}

