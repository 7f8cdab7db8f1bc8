import { useQuery } from '@apollo/client/react';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { CaseDamagesDocument, type CaseDamagesQuery } from '../../gql/graphql';
import { useCaseRecordRefetch } from '../../live/useCaseRecordRefetch';
import { canSeeCaseAmounts } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { formatAmount } from '../../ui/format';
import { Section } from '../cases/detail/Section';

type Damages = CaseDamagesQuery['caseDamages'];

const LINES: Array<{ label: string; cents: (d: Damages) => number | null; note?: string }> = [
  { label: 'Medical specials billed', cents: (d) => d.medicalBilledCents },
  { label: 'Medical outstanding', cents: (d) => d.medicalOutstandingCents, note: 'still owed on the bills' },
  { label: 'Liens claimed', cents: (d) => d.liensClaimedCents },
  { label: 'Liens expected', cents: (d) => d.liensExpectedCents, note: 'final amounts where agreed, else claimed' },
  { label: 'Lost wages', cents: (d) => d.lostWagesCents },
  { label: 'Property damage', cents: (d) => d.propertyDamageCents },
  { label: 'Other damages', cents: (d) => d.otherDamagesCents },
];

/** Which of a case's records change its damages summary. */
const DAMAGE_KINDS = ['TREATMENT', 'MEDICAL_BILL', 'LIEN', 'DAMAGE'] as const;

function Line({ label, value, note, strong }: { label: string; value: string; note?: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <div>
        <Text fz="sm" fw={strong ? 700 : undefined}>
          {label}
        </Text>
        {note && (
          <Text fz="xs" c="dimmed">
            {note}
          </Text>
        )}
      </div>
      <Text fz="sm" fw={strong ? 700 : 500} aria-label={label}>
        {value}
      </Text>
    </Group>
  );
}

/** The case's damages in figures, read again whenever a bill, a lien or a damage of the case changes. */
function DamagesFigures({ matterId }: { matterId: string }) {
  const { data } = useQuery(CaseDamagesDocument, { variables: { matterId }, fetchPolicy: 'cache-and-network' });
  useCaseRecordRefetch(matterId, DAMAGE_KINDS, ['CaseDamages']);
  const damages = data?.caseDamages;
  if (!damages) {
    return (
      <Text c="dimmed" fz="sm">
        Loading…
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="case-damages">
      {LINES.map((line) => (
        <Line key={line.label} label={line.label} note={line.note} value={formatAmount(line.cents(damages))} />
      ))}
      <Divider my={4} />
      <Line label="Total economic damages" note="medical billed, lost wages, property damage and other" value={formatAmount(damages.totalEconomicCents)} strong />
    </Stack>
  );
}

/** The Summary's Damages: medical specials, liens, lost wages, property damage and other losses, and the total economic damages; updated live. */
export function DamagesSummary({ matterId, onOpenMedical }: { matterId: string; onOpenMedical: () => void }) {
  const viewer = useViewer();
  return (
    <Section
      title="Damages"
      action={
        <Button size="xs" variant="subtle" onClick={onOpenMedical}>
          Open Medical
        </Button>
      }
    >
      {canSeeCaseAmounts(viewer) ? (
        <DamagesFigures matterId={matterId} />
      ) : (
        <Text c="dimmed" fz="sm">
          Amounts are not shown to your role.
        </Text>
      )}
    </Section>
  );
}
