import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import { groupRows } from '../../graphql/group-by';
import type { SettlementStatement } from './settlement.entity';
import type { NegotiationService } from './negotiation.service';
import type { SettlementService } from './settlement.service';

/** The statements (every version) of many settlements, and the negotiation standing of many cases, one query each, within the viewer's firm. */
export function createSettlementLoaders(settlements: SettlementService, negotiations: NegotiationService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    /** The current demand and best offer of many cases (the Case list's columns), one query. */
    negotiationStandingByMatter: new DataLoader<string, { demandCents: number | null; bestOfferCents: number | null }>(async (ids) => {
      const found = new Map((firmId ? await negotiations.standings(firmId, ids) : []).map((row) => [row.matterId, row]));
      return ids.map((id) => found.get(id) ?? { demandCents: null, bestOfferCents: null });
    }),
    statementsBySettlement: new DataLoader<string, SettlementStatement[]>(async (ids) =>
      firmId ? groupRows(ids, await settlements.statementsOf(firmId, ids), 'settlementId') : ids.map(() => []),
    ),
  };
}
