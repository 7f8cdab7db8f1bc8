import { useQuery } from '@apollo/client/react';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { NegotiationSummaryDocument } from '../../gql/graphql';
import { formatAmount, formatDay } from '../../ui/format';
import { isDueSoon } from './settlementFormat';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="lg" fw={600} aria-label={label} component="div">
        {children}
      </Text>
    </div>
  );
}

/** Where the negotiation stands: the current demand, the best offer, the gap between them, and the next answer due (red within a week). */
export function NegotiationSummaryStrip({ matterId }: { matterId: string }) {
  const { data } = useQuery(NegotiationSummaryDocument, { variables: { matterId }, fetchPolicy: 'cache-and-network' });
  const summary = data?.negotiationSummary;
  const due = summary?.nextResponseDueOn ?? null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="negotiation-summary">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Current Demand">{formatAmount(summary?.currentDemandCents)}</Figure>
        <Figure label="Best Offer">{formatAmount(summary?.bestOfferCents)}</Figure>
        <Figure label="Gap">{formatAmount(summary?.gapCents)}</Figure>
        <Figure label="Next response due">
          {due ? (
            <Text span inherit c={isDueSoon(due) ? 'red' : undefined}>
              {formatDay(due)}
            </Text>
          ) : (
            'None'
          )}
        </Figure>
      </SimpleGrid>
    </Paper>
  );
}
