import type { Request, Response } from 'express';
import type { AppServices, FirmViewer } from '../../graphql/context';
import { pick, readablePhone, sendCsv, toCsv } from '../../http/csv';
import { textParam, UUID } from '../../http/params';
import { requestedMatter } from './matter.http';
import type { ViewerRequest } from '../../http/require-viewer';
import { MatterStatus } from './matter.entity';
import { MatterSort, MattersArgs } from './matter.inputs';
import { PartyCategory } from './matter-parts.entity';
import { SortDirection } from '../../graphql/sorting';

const EXPORT_LIMIT = 50_000;
const BATCH = 500;
const DAY = 86_400_000;
const STATUS_TEXT: Record<MatterStatus, string> = { PENDING: 'Pending', IN_PROGRESS: 'In Progress', COMPLETED: 'Completed' };

const HEADER = [
  'Case No', 'Case Name', 'Incident Date', 'Status Days', 'Defendant', 'Defendant Insurance', 'Plaintiff Insurance', 'Status',
  'Type', 'All Staff', 'Client', 'Case Group', 'Stage', 'Court', 'Opened',
];

/**
 * GET /api/export/matters?status=&search=&sortBy=&sortDirection=&ids=a,b : the Case list as CSV,
 * either the selected rows (`ids`) or every case of the current filter, within the viewer's access.
 */
export function mattersExportHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const viewer = (req as ViewerRequest).viewer as FirmViewer;
    const ids = typeof req.query.ids === 'string' && req.query.ids ? req.query.ids.split(',').filter((id) => UUID.test(id)).slice(0, 1000) : undefined;
    const args = Object.assign(new MattersArgs(), {
      status: Object.values(MatterStatus).find((status) => status === req.query.status),
      search: textParam(req.query.search, 'search', 200),
      sortBy: pick(req.query.sortBy, Object.values(MatterSort), MatterSort.CREATED),
      sortDirection: pick(req.query.sortDirection, Object.values(SortDirection), SortDirection.DESC),
      pageSize: BATCH,
    });
    const rows: Array<Array<string | number | null>> = [];
    for (let page = 1; rows.length < EXPORT_LIMIT; page += 1) {
      const batch = await services.matterList.list(viewer, Object.assign(args, { page }), ids);
      if (batch.items.length === 0) break;
      const matterIds = batch.items.map((m) => m.id);
      const summaries = await services.matterList.summaries(viewer.firm.id, matterIds);
      const clients = new Map((await services.contacts.byIds(viewer.firm.id, batch.items.flatMap((m) => (m.clientId ? [m.clientId] : [])))).map((c) => [c.id, c]));
      for (const matter of batch.items) {
        const summary = summaries.get(matter.id);
        rows.push([
          matter.number, matter.name, matter.incident.date, Math.floor((Date.now() - matter.statusChangedAt.getTime()) / DAY),
          summary?.defendantName ?? null, summary?.defendantInsurance ?? null, summary?.plaintiffInsurance ?? null,
          STATUS_TEXT[matter.status], matter.caseType, summary?.staffNames ?? null, matter.clientId ? (clients.get(matter.clientId)?.name ?? null) : null,
          matter.caseGroup, matter.stage, matter.court, services.clock.dayOf(matter.createdAt, services.clock.zoneOf(viewer.firm)),
        ]);
      }
      if (page * BATCH >= batch.totalCount) break;
    }
    sendCsv(res, 'cases', toCsv(HEADER, rows), services.clock.today(viewer.firm));
  };
}

const PARTY_HEADER = ['Name', 'Role', 'Phone Number', 'Primary', 'Group', 'Email', 'Comment', 'Primary Comment'];
const PARTY_FILE: Record<PartyCategory, string> = {
  PLAINTIFF: 'plaintiffs', OTHER_PLAINTIFF: 'other-plaintiffs', PLAINTIFF_CONTACT: 'plaintiff-contacts', COUNTER_CLAIM: 'counter-claims',
  DEFENDANT: 'defendants', NON_PARTY_CONTACT: 'non-party-contacts', THIRD_PARTY_ACTION: 'third-party-actions',
};

/** GET /api/export/matters/:id/parties?category= : one party sub-tab of a case as CSV (404 when the case is not the viewer's). */
export function partiesExportHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const { viewer, matter } = await requestedMatter(services.matters, req);
    const id = matter.id;
    const category = pick(req.query.category, Object.values(PartyCategory), PartyCategory.PLAINTIFF);
    const parties = await services.parties.allOf(viewer, id, [category]);
    const contacts = new Map((await services.contacts.byIds(viewer.firm.id, parties.map((p) => p.contactId))).map((c) => [c.id, c]));
    const rows = parties.map((party) => {
      const contact = contacts.get(party.contactId);
      return [
        contact?.name ?? null, party.role, readablePhone(contact?.primaryPhone ?? null), party.primaryLabel, party.groupName, contact?.email ?? null,
        party.comment, party.primaryComment,
      ];
    });
    sendCsv(res, `${matter.number}-${PARTY_FILE[category]}`, toCsv(PARTY_HEADER, rows), services.clock.today(viewer.firm));
  };
}
