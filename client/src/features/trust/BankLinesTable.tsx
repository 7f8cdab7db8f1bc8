import { Badge, Paper, ScrollArea, Table, Text } from '@mantine/core';
import type { TrustEntryFieldsFragment, TrustReconciliationFieldsFragment } from '../../gql/graphql';
import { formatDay, formatMoney } from '../../ui/format';
import { entryName } from './EntryDialogs';

type BankLine = TrustReconciliationFieldsFragment['bankLines'][number];

/** The bank statement's lines as imported, each with the journal entry it matched, or "No matching entry". */
export function BankLinesTable({ lines, entries }: { lines: readonly BankLine[]; entries: readonly TrustEntryFieldsFragment[] }) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return (
    <Paper withBorder radius="md">
      <ScrollArea>
        <Table aria-label="Bank statement lines" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Journal entry</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const entry = line.entryId ? byId.get(line.entryId) : undefined;
              return (
                <Table.Tr key={`${index}:${line.date}:${line.amountCents}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(line.date)}</Table.Td>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td>{line.reference ?? ''}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(line.amountCents)}
                  </Table.Td>
                  <Table.Td>
                    {line.entryId ? (
                      <Text fz="sm">{entry ? entryName(entry) : 'Matched'}</Text>
                    ) : (
                      <Badge variant="light" color="orange">
                        No matching entry
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}
