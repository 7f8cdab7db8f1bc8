import { Stack, Text, Title } from '@mantine/core';
import type { CaseRecordKind } from '../../gql/graphql';
import { useCaseRecordRefetch } from '../../live/useCaseRecordRefetch';
import { canEditCaseMoney, canFinalizeStatements, canSeeCaseAmounts } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { FeeAgreementCard } from './FeeAgreementCard';
import { NegotiationsSection } from './NegotiationsSection';
import { NegotiationSummaryStrip } from './NegotiationSummaryStrip';
import { SettlementsSection } from './SettlementsSection';
import { useCaseSides } from './useCaseSides';

/** What a draft statement is computed from, besides the settlement itself: a change to one of them changes its figures. */
const STATEMENT_SOURCES: readonly CaseRecordKind[] = ['SETTLEMENT', 'STATEMENT', 'FEE_AGREEMENT', 'COST', 'LIEN', 'MEDICAL_BILL', 'TREATMENT', 'INSURANCE'];

/**
 * The case's Settlement tab (`?tab=settlement`): where the negotiation stands, the fee agreement
 * that applies, the log of demands and offers, and the settlements with their statements. Changes
 * made by others show as they happen.
 */
export function SettlementTab({ matterId }: { matterId: string }) {
  const viewer = useViewer();
  const editable = canEditCaseMoney(viewer);
  const sides = useCaseSides(matterId);
  useCaseRecordRefetch(matterId, ['NEGOTIATION'], ['Negotiations', 'NegotiationSummary']);
  useCaseRecordRefetch(matterId, STATEMENT_SOURCES, ['CaseFeeAgreement', 'Settlements', 'InsurancePolicies']);

  return (
    <Stack gap="md">
      <Title order={3} fz="lg">
        Settlement
      </Title>
      {!canSeeCaseAmounts(viewer) && (
        <Text fz="sm" c="dimmed">
          Amounts are hidden for your role.
        </Text>
      )}
      <NegotiationSummaryStrip matterId={matterId} />
      <FeeAgreementCard matterId={matterId} editable={editable} />
      <NegotiationsSection matterId={matterId} editable={editable} sides={sides} />
      <SettlementsSection matterId={matterId} rights={{ editable, canFinalize: canFinalizeStatements(viewer) }} sides={sides} />
    </Stack>
  );
}
