import type { Request, Response } from 'express';
import { formatCents } from '../../graphql/money';
import type { AppServices } from '../../graphql/context';
import { pick, sendCsv, toCsv } from '../../http/csv';
import { requestedMatter } from '../matters/matter.http';
import { caseAmountsVisibleTo } from '../permissions/permission.access';
import { CostCategory } from './cost.entity';
import { CaseCostsArgs } from './cost.inputs';
import { COST_CATEGORY_LABELS } from './cost.rules';

const HEADER = ['Date', 'Category', 'Payee', 'Description', 'Amount', 'Reimbursable', 'Billed'];
const BATCH = 100;

/** GET /api/export/matters/:id/costs?category= : the case's costs as CSV (404 when the case is not the viewer's). */
export function caseCostsExportHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const { viewer, matter } = await requestedMatter(services.matters, req);
    if (!(await caseAmountsVisibleTo(services, viewer))) {
      res.status(403).json({ error: 'Your firm does not let your role see billing.' });
      return;
    }
    const category = pick<CostCategory | ''>(req.query.category, Object.values(CostCategory), '') || null;
    const rows: Array<Array<string | number | null>> = [];
    for (let page = 1; ; page += 1) {
      const batch = await services.costs.list(viewer, Object.assign(new CaseCostsArgs(), { matterId: matter.id, category, page, pageSize: BATCH }));
      const billed = await services.costs.billedAmong(viewer.firm.id, batch.items.map((cost) => cost.id));
      for (const cost of batch.items) {
        rows.push([cost.incurredOn, COST_CATEGORY_LABELS[cost.category], cost.payee, cost.description, formatCents(cost.amountCents), cost.reimbursable ? 'Yes' : 'No', billed.has(cost.id) ? 'Yes' : 'No']);
      }
      if (batch.items.length < BATCH) break;
    }
    sendCsv(res, `${matter.number}-costs`, toCsv(HEADER, rows), services.clock.today(viewer.firm));
  };
}
