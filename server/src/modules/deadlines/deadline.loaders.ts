import DataLoader from 'dataloader';
import { groupRows } from '../../graphql/group-by';
import type { DeadlineChainStep, MatterDeadline } from './deadline.entity';
import type { DeadlineChainService } from './chain.service';

/** Steps of many chain templates and deadlines of many applied chains, one query each. */
export function createDeadlineLoaders(chains: DeadlineChainService) {
  return {
    stepsByChainTemplate: new DataLoader<string, DeadlineChainStep[]>(async (ids) => groupRows(ids, await chains.stepsOf(ids), 'templateId')),
    deadlinesByChain: new DataLoader<string, MatterDeadline[]>(async (ids) => groupRows(ids, await chains.deadlinesOf(ids), 'chainId')),
  };
}
