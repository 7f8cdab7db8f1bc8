import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import { groupRows } from '../../graphql/group-by';
import type { SettlementStatement } from './settlement.entity';
import type { SettlementService } from './settlement.service';

/** The statements (every version) of many settlements, one query, within the viewer's firm. */
export function createSettlementLoaders(settlements: SettlementService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    statementsBySettlement: new DataLoader<string, SettlementStatement[]>(async (ids) =>
      firmId ? groupRows(ids, await settlements.statementsOf(firmId, ids), 'settlementId') : ids.map(() => []),
    ),
  };
}
