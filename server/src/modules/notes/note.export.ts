import type { Request, Response } from 'express';
import type { FirmViewer } from '../../graphql/context';
import { sendCsv, toCsv } from '../../http/csv';
import type { ViewerRequest } from '../../http/require-viewer';
import type { Services } from '../../services';
import { MatterNotesArgs } from './note.inputs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEADER = ['Date', 'Staff', 'Note', 'Type'];
const BATCH = 100;

/** GET /api/export/matters/:id/notes : a case's notes as CSV, newest first (404 when the case is not the viewer's). */
export function matterNotesExportHandler(services: Services) {
  return async (req: Request, res: Response) => {
    const viewer = (req as ViewerRequest).viewer as FirmViewer;
    const id = String(req.params.id);
    if (!UUID.test(id)) {
      res.status(404).json({ error: 'The case was not found.' });
      return;
    }
    const matter = await services.matters.get(viewer, id);
    const rows: Array<Array<string | null>> = [];
    for (let page = 1; ; page += 1) {
      const batch = await services.notes.listForMatter(viewer, Object.assign(new MatterNotesArgs(), { matterId: id, page, pageSize: BATCH }));
      const authors = new Map((await services.users.byIds(viewer.firm.id, batch.items.flatMap((n) => (n.authorId ? [n.authorId] : [])))).map((u) => [u.id, u]));
      for (const note of batch.items) {
        const author = note.authorId ? authors.get(note.authorId) : undefined;
        rows.push([note.createdAt.toISOString().slice(0, 16).replace('T', ' '), author ? `${author.firstName} ${author.lastName}` : null, note.body, note.type]);
      }
      if (batch.items.length < BATCH) break;
    }
    sendCsv(res, `${matter.number}-notes`, toCsv(HEADER, rows));
  };
}
