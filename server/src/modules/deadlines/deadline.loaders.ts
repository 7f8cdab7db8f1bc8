import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import { groupRows } from '../../graphql/group-by';
import type { DeadlineChainStep, MatterDeadline } from './deadline.entity';
import type { DeadlineChainService } from './chain.service';

/** Steps of many chain templates and deadlines of many applied chains, one query each, within the viewer's firm. */
export function createDeadlineLoaders(chains: DeadlineChainService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    stepsByChainTemplate: new DataLoader<string, DeadlineChainStep[]>(async (ids) => groupRows(ids, firmId ? await chains.stepsOf(firmId, ids) : [], 'templateId')),
    deadlinesByChain: new DataLoader<string, MatterDeadline[]>(async (ids) => groupRows(ids, firmId ? await chains.deadlinesOf(firmId, ids) : [], 'chainId')),
  };
}
