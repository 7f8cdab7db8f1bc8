import type { Request, Response } from 'express';
import type { AppServices, FirmViewer } from '../../graphql/context';
import { pick, sendCsv, toCsv } from '../../http/csv';
import type { ViewerRequest } from '../../http/require-viewer';
import { StatuteSort, StatutesAtRiskArgs, type StatuteStatus } from './deadline.inputs';
import { SortDirection } from '../../graphql/sorting';

const BATCH = 100;
const EXPORT_LIMIT = 50_000;
const HEADER = ['Case No', 'Case Name', 'Parties', 'State', 'Case Type', 'Incident Date', 'Statute Date', 'Days Left', 'Status', 'Calculation'];
const STATUS_TEXT: Record<StatuteStatus, string> = { OPEN: 'Open', AT_RISK: 'At risk', PASSED: 'Passed', SATISFIED: 'Complaint filed', UNKNOWN: 'Not computed' };

/** GET /api/export/statutes-at-risk?withinDays=&sortBy=&sortDirection= : the at-risk list as CSV, within the viewer's access. */
export function statutesAtRiskExportHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const viewer = (req as ViewerRequest).viewer as FirmViewer;
    const within = Number(req.query.withinDays);
    const args = Object.assign(new StatutesAtRiskArgs(), {
      withinDays: Number.isInteger(within) && within > 0 && within <= 3650 ? within : 180,
      sortBy: pick(req.query.sortBy, Object.values(StatuteSort), StatuteSort.DUE),
      sortDirection: pick(req.query.sortDirection, Object.values(SortDirection), SortDirection.ASC),
      pageSize: BATCH,
    });
    const rows: Array<Array<string | number | null>> = [];
    for (let page = 1; rows.length < EXPORT_LIMIT; page += 1) {
      const batch = await services.statutes.atRisk(viewer, Object.assign(args, { page }));
      for (const s of batch.items) {
        rows.push([
          s.matterNumber, s.matterName, [s.plaintiffName, s.defendantName].filter(Boolean).join(' v. ') || 'Whole case', s.incidentState, s.caseType, s.incidentDate,
          s.dueOn, s.daysLeft, STATUS_TEXT[s.status], s.explanation,
        ]);
      }
      if (batch.items.length === 0 || page * BATCH >= batch.totalCount) break;
    }
    sendCsv(res, 'statutes-at-risk', toCsv(HEADER, rows), services.clock.today(viewer.firm));
  };
}
