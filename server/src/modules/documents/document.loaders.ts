import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import { groupRows } from '../../graphql/group-by';
import type { Document, DocumentFolder } from './document.entity';
import type { DocumentService } from './document.service';

/** Relations of folders and documents, batched per request and bounded by the viewer's firm. */
export function createDocumentLoaders(documents: DocumentService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    documentById: new DataLoader<string, Document | null>(async (ids) => {
      const found = new Map((firmId ? await documents.byIds(firmId, ids) : []).map((document) => [document.id, document]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    foldersByMatter: new DataLoader<string, DocumentFolder[]>(async (ids) => (firmId ? groupRows(ids, await documents.topFoldersOf(firmId, ids), 'matterId') : ids.map(() => []))),
    folderItemCount: new DataLoader<string, number>(async (ids) => {
      if (!firmId) return ids.map(() => 0);
      const counts = await documents.itemCounts(firmId, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  };
}
