import { Button, Group, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import type { MedicalSpecialsQuery } from '../../gql/graphql';
import { formatAmount } from '../../ui/format';
import { Section } from '../cases/detail/Section';
import { dayRange, medicalBillsCsvUrl, medicalSpecialsPdfUrl } from './medicalFormat';

type Specials = MedicalSpecialsQuery['medicalSpecials'];
type Totals = Pick<Specials, 'billedCents' | 'paidCents' | 'adjustedCents' | 'outstandingCents'>;

const amounts = (totals: Totals) =>
  [totals.billedCents, totals.paidCents, totals.adjustedCents, totals.outstandingCents].map((cents, index) => (
    <Table.Td key={index} ta="right">
      {formatAmount(cents)}
    </Table.Td>
  ));

/** Medical specials: billed, paid, adjusted and outstanding per provider and for the case; the bills as CSV and the one-page summary PDF. */
export function SpecialsSection({ matterId, specials }: { matterId: string; specials: Specials | undefined }) {
  return (
    <Section
      title="Medical Specials"
      action={
        <Group gap="xs">
          <Button size="xs" variant="default" component="a" href={medicalBillsCsvUrl(matterId)} leftSection={<IconDownload size={14} />}>
            Export CSV
          </Button>
          <Button size="xs" variant="default" component="a" href={medicalSpecialsPdfUrl(matterId)} leftSection={<IconFileTypePdf size={14} />}>
            Specials PDF
          </Button>
        </Group>
      }
    >
      <Paper withBorder radius="lg">
        <ScrollArea>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Medical specials">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Provider</Table.Th>
                <Table.Th>Dates of Service</Table.Th>
                <Table.Th ta="right">Bills</Table.Th>
                <Table.Th ta="right">Billed</Table.Th>
                <Table.Th ta="right">Paid</Table.Th>
                <Table.Th ta="right">Adjusted</Table.Th>
                <Table.Th ta="right">Outstanding</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(specials?.providers ?? []).map((provider) => (
                <Table.Tr key={provider.providerId}>
                  <Table.Td>{provider.provider?.name ?? '—'}</Table.Td>
                  <Table.Td>{dayRange(provider.firstServiceOn, provider.lastServiceOn)}</Table.Td>
                  <Table.Td ta="right">{provider.billCount}</Table.Td>
                  {amounts(provider)}
                </Table.Tr>
              ))}
            </Table.Tbody>
            {specials && (
              <Table.Tfoot>
                <Table.Tr fw={700} data-testid="specials-total">
                  <Table.Td colSpan={3}>Total medical specials</Table.Td>
                  {amounts(specials)}
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </ScrollArea>
        {specials?.providers.length === 0 && (
          <Text c="dimmed" ta="center" py="md" fz="sm">
            No bills yet
          </Text>
        )}
      </Paper>
    </Section>
  );
}
