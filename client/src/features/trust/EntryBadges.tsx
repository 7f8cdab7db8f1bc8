import { Badge, Group } from '@mantine/core';
import type { TrustEntryFieldsFragment } from '../../gql/graphql';
import { formatDay } from '../../ui/format';

type Entry = Pick<TrustEntryFieldsFragment, 'amountCents' | 'fundsCleared' | 'clearedOn' | 'reversedById' | 'kind'>;

/** Whether money in has cleared (its funds may be paid out), and whether the entry was reversed. */
export function EntryBadges({ entry }: { entry: Entry }) {
  const cleared = entry.fundsCleared && entry.amountCents > 0 && entry.kind !== 'REVERSAL';
  return (
    <Group gap={4} wrap="nowrap">
      {!entry.fundsCleared && (
        <Badge size="sm" variant="light" color="yellow">
          Uncleared
        </Badge>
      )}
      {cleared && (
        <Badge size="sm" variant="light" color="green" title={entry.clearedOn ? `Cleared on ${formatDay(entry.clearedOn)}` : undefined}>
          Cleared
        </Badge>
      )}
      {entry.reversedById && (
        <Badge size="sm" variant="outline" color="dark">
          Reversed
        </Badge>
      )}
    </Group>
  );
}

/** Money in under Received, money out (as a positive amount) under Paid. */
export const receivedCents = (entry: Pick<Entry, 'amountCents'>) => (entry.amountCents > 0 ? entry.amountCents : null);
export const paidCents = (entry: Pick<Entry, 'amountCents'>) => (entry.amountCents < 0 ? -entry.amountCents : null);
