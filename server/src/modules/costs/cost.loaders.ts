import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import type { CostService } from './cost.service';

/** The invoice billing each of many costs (null: not billed), in one query, within the viewer's firm. */
export function createCostLoaders(costs: CostService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    costInvoiceId: new DataLoader<string, string | null>(async (ids) => {
      const billed = firmId ? await costs.billedAmong(firmId, ids) : new Map<string, string>();
      return ids.map((id) => billed.get(id) ?? null);
    }),
  };
}
