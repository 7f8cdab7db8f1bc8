import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Center, Divider, Group, Loader, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { InvoiceDetailDocument } from '../../gql/graphql';
import { Field } from '../../ui/Field';
import { formatDay, formatMoney } from '../../ui/format';
import { serverProblem } from '../../ui/serverProblem';
import { methodLabel, STATUS_COLORS, STATUS_LABELS } from './invoiceFormat';

/** View: the invoice with its lines, payments and attachment, and its printable PDF. */
export function InvoiceDetailsDialog({ invoiceId, onClose }: { invoiceId: string; onClose: () => void }) {
  const { data, error } = useQuery(InvoiceDetailDocument, { variables: { id: invoiceId }, fetchPolicy: 'cache-and-network' });
  const invoice = data?.invoice;
  return (
    <Modal opened onClose={onClose} title={invoice ? `Invoice ${invoice.number}` : 'Invoice'} size={820} centered>
      {!invoice ? (
        error ? (
          <Alert color="red">{serverProblem(error, 'The invoice could not be loaded.').message}</Alert>
        ) : (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading" />
          </Center>
        )
      ) : (
        <Stack>
          <Group justify="space-between">
            <Badge size="lg" variant="light" color={STATUS_COLORS[invoice.status]}>
              {STATUS_LABELS[invoice.status]}
            </Badge>
            <Button component="a" href={`/api/invoices/${invoice.id}/pdf`} target="_blank" rel="noopener" variant="default" leftSection={<IconDownload size={16} />}>
              Download PDF
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Field label="Client Name" value={invoice.client?.name ?? '—'} />
            <Field label="Case Name" value={invoice.matter ? `${invoice.matter.number} · ${invoice.matter.name}` : '—'} />
            <Field label="Invoice Date" value={formatDay(invoice.invoiceDate)} />
            <Field label="Due Date" value={formatDay(invoice.dueDate)} />
          </SimpleGrid>
          {invoice.description && <Text fz="sm">{invoice.description}</Text>}
          {invoice.attachment && (
            <Group gap="xs">
              <IconPaperclip size={16} />
              <Anchor href={invoice.attachment.downloadUrl} fz="sm">
                {invoice.attachment.title}
              </Anchor>
            </Group>
          )}
          <Table aria-label="Lines" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Timekeeper</Table.Th>
                <Table.Th>Codes</Table.Th>
                <Table.Th ta="right">Hours / qty</Table.Th>
                <Table.Th ta="right">Rate</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(line.workDate)}</Table.Td>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td>{line.timekeeper?.fullName ?? '—'}</Table.Td>
                  <Table.Td>{[line.utbmsTaskCode, line.utbmsActivityCode, line.utbmsExpenseCode].filter(Boolean).join(' / ') || '—'}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.rateCents)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.amountCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap={2} align="flex-end">
            <Text fz="sm">Total: {formatMoney(invoice.totalCents)}</Text>
            <Text fz="sm">Paid: {formatMoney(invoice.paidCents)}</Text>
            <Text fw={600}>Balance due: {formatMoney(invoice.balanceCents)}</Text>
          </Stack>
          <Divider />
          <Title order={4} fz="md">
            Payments
          </Title>
          {invoice.payments.length === 0 ? (
            <Text c="dimmed" fz="sm">
              No payments yet
            </Text>
          ) : (
            <Table aria-label="Payments" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Method</Table.Th>
                  <Table.Th>Reference</Table.Th>
                  <Table.Th>Recorded by</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{formatDay(payment.paidOn)}</Table.Td>
                    <Table.Td>{methodLabel(payment.method)}</Table.Td>
                    <Table.Td>{payment.reference ?? '—'}</Table.Td>
                    <Table.Td>{payment.recordedBy?.fullName ?? '—'}</Table.Td>
                    <Table.Td ta="right">{formatMoney(payment.amountCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Modal>
  );
}
