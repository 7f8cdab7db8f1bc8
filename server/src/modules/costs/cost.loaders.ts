import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import type { CostService } from './cost.service';

/** Whether each of many costs is on an invoice, in one query, within the viewer's firm. */
export function createCostLoaders(costs: CostService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    costBilled: new DataLoader<string, boolean>(async (ids) => {
      const billed = firmId ? await costs.billedAmong(firmId, ids) : new Set<string>();
      return ids.map((id) => billed.has(id));
    }),
  };
}
