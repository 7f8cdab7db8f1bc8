import DataLoader from 'dataloader';
import type { FirmViewer, Viewer } from '../../graphql/context';
import { groupRows } from '../../graphql/group-by';
import type { TrustJournalEntry } from './trust.inputs';
import type { TrustService } from './trust.service';

/** The trust entries of many settlement statements, one query, within the viewer's firm. */
export function createTrustLoaders(trust: TrustService, viewer: Viewer | null) {
  return {
    trustEntriesByStatement: new DataLoader<string, TrustJournalEntry[]>(async (ids) =>
      viewer?.firm ? groupRows(ids, (await trust.statementEntries(viewer as FirmViewer, ids)).filter((entry) => entry.statementId), 'statementId') : ids.map(() => []),
    ),
  };
}
