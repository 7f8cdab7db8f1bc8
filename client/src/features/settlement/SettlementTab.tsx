import { Stack, Tabs, Text, Title } from '@mantine/core';
import type { CaseRecordKind } from '../../gql/graphql';
import { useCaseRecordRefetch } from '../../live/useCaseRecordRefetch';
import { canEditCaseMoney, canFinalizeStatements, canReadTrust, canSeeCaseAmounts } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { SETTLEMENT_SUB_TABS, type SettlementSubTab } from '../cases/detail/caseTabs';
import { CaseTrustPanel } from '../trust/CaseTrustPanel';
import { FeeAgreementCard } from './FeeAgreementCard';
import { NegotiationsSection } from './NegotiationsSection';
import { NegotiationSummaryStrip } from './NegotiationSummaryStrip';
import { SettlementsSection } from './SettlementsSection';
import { useCaseSides } from './useCaseSides';

/** What a draft statement is computed from, besides the settlement itself, and its money in trust: a change to one of them changes what it shows. */
const STATEMENT_SOURCES: readonly CaseRecordKind[] = ['SETTLEMENT', 'STATEMENT', 'FEE_AGREEMENT', 'COST', 'LIEN', 'MEDICAL_BILL', 'TREATMENT', 'INSURANCE', 'TRUST'];

/** Where the negotiation stands, the fee agreement that applies, the log of demands and offers, and the settlements with their statements. */
function SettlementPanel({ matterId }: { matterId: string }) {
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

/**
 * The case's Settlement tab (`?tab=settlement`). Changes made by others show as they happen. Those
 * who see trust accounts also have its Trust sub-tab (`&subTab=trust`): the case's client ledgers.
 */
export function SettlementTab({ matterId, subTab = 'settlement', onSubTab }: { matterId: string; subTab?: SettlementSubTab; onSubTab?: (value: string) => void }) {
  if (!canReadTrust(useViewer())) return <SettlementPanel matterId={matterId} />;
  return (
    <Tabs value={subTab} onChange={(value) => value && onSubTab?.(value)} variant="pills" keepMounted={false}>
      <Tabs.List mb="md" aria-label="Settlement and trust">
        {SETTLEMENT_SUB_TABS.map((option) => (
          <Tabs.Tab key={option.value} value={option.value}>
            {option.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="settlement">
        <SettlementPanel matterId={matterId} />
      </Tabs.Panel>
      <Tabs.Panel value="trust">
        <CaseTrustPanel matterId={matterId} />
      </Tabs.Panel>
    </Tabs>
  );
}
