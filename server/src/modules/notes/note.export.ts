import type { Request, Response } from 'express';
import { sendCsv, toCsv } from '../../http/csv';
import { requestedMatter } from '../matters/matter.http';
import { MatterNotesArgs } from './note.inputs';
import type { AppServices } from '../../graphql/context';

const HEADER = ['Date', 'Staff', 'Note', 'Type'];
const BATCH = 100;

/** GET /api/export/matters/:id/notes : a case's notes as CSV, newest first (404 when the case is not the viewer's). */
export function matterNotesExportHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const { viewer, matter } = await requestedMatter(services.matters, req);
    const id = matter.id;
    const rows: Array<Array<string | null>> = [];
    for (let page = 1; ; page += 1) {
      const batch = await services.notes.listForMatter(viewer, Object.assign(new MatterNotesArgs(), { matterId: id, page, pageSize: BATCH }));
      const authors = new Map((await services.users.byIds(viewer.firm.id, batch.items.flatMap((n) => (n.authorId ? [n.authorId] : [])))).map((u) => [u.id, u]));
      for (const note of batch.items) {
        const author = note.authorId ? authors.get(note.authorId) : undefined;
        rows.push([services.clock.minuteOf(note.createdAt, services.clock.zoneOf(viewer.firm)), author ? `${author.firstName} ${author.lastName}` : null, note.body, note.type]);
      }
      if (batch.items.length < BATCH) break;
    }
    sendCsv(res, `${matter.number}-notes`, toCsv(HEADER, rows), services.clock.today(viewer.firm));
  };
}
