import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { InvoiceSummaryQuery } from '../../gql/graphql';
import { formatMoney } from '../../ui/format';

function SummaryCard({ label, icon, color, bucket }: { label: string; icon: ReactNode; color: string; bucket: { count: number; amountCents: number } | undefined }) {
  return (
    <Paper withBorder radius="lg" p="lg" aria-label={`${label} invoices`} role="group">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text c="dimmed" fz="sm" fw={500}>
            {label}
          </Text>
          {bucket ? (
            <>
              <Text fz={26} fw={700} lh={1.3}>
                {formatMoney(bucket.amountCents)}
              </Text>
              <Text c="dimmed" fz="sm">
                {bucket.count === 1 ? '1 invoice' : `${bucket.count} invoices`}
              </Text>
            </>
          ) : (
            <Skeleton h={48} w={140} mt={4} />
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** The Paid, Unpaid and Overdue cards: the server's sums and counts (placeholders until they come). */
export function InvoiceSummaryCards({ buckets }: { buckets: InvoiceSummaryQuery['invoiceSummary'] | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
      <SummaryCard label="Paid" color="green" icon={<IconCircleCheck size={24} />} bucket={buckets?.paid} />
      <SummaryCard label="Unpaid" color="yellow" icon={<IconClock size={24} />} bucket={buckets?.unpaid} />
      <SummaryCard label="Overdue" color="red" icon={<IconAlertTriangle size={24} />} bucket={buckets?.overdue} />
    </SimpleGrid>
  );
}
