import type { Request, Response } from 'express';
import type { AppServices, FirmViewer } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import { formatCents, formatMoney } from '../../graphql/money';
import { pick, sendCsv, toCsv } from '../../http/csv';
import { contentDisposition } from '../../http/download';
import { pathId, textParam } from '../../http/params';
import { renderTablePdf, type PdfTableReport } from '../../http/pdf-table';
import type { ViewerRequest } from '../../http/require-viewer';
import { accessibleMatterIds } from '../matters/matter.access';
import { ReconciliationState } from './trust.enums';
import { TRUST_KIND_LABELS, TRUST_PURPOSE_LABELS, type TrustEntryKind } from './trust.enums';
import type { TrustJournalEntry } from './trust.inputs';
import type { ReconciliationReport } from './trust-reconciliation.service';

const BATCH = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Sends a report as the format asked for (`?format=pdf|csv`, PDF by default). */
async function send(services: AppServices, req: Request, res: Response, name: string, report: PdfTableReport, csv: { header: string[]; rows: Array<Array<string | number | null>> }): Promise<void> {
  if (pick(req.query.format, ['pdf', 'csv'], 'pdf') === 'csv') {
    sendCsv(res, name, toCsv(csv.header, csv.rows), services.clock.today(viewerOf(req).firm));
    return;
  }
  const bytes = await renderTablePdf(report, true);
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', contentDisposition('inline', `${name}.pdf`));
  res.setHeader('Cache-Control', 'no-store');
  res.send(Buffer.from(bytes));
}

const viewerOf = (req: Request) => (req as ViewerRequest).viewer as FirmViewer;
/** Money as the PDF prints it ($1,234.56) or as the CSV carries it (1234.56). */
type Format = (cents: number) => string;
const kindOf = (entry: TrustJournalEntry) => TRUST_KIND_LABELS[entry.kind as TrustEntryKind];
/** "Printed 2026-11-27 08:05 (America/Chicago) by …", in the firm's zone. */
const printedOn = (services: AppServices, viewer: FirmViewer) => {
  const zone = services.clock.zoneOf(viewer.firm);
  return `Printed ${services.clock.minuteOf(new Date(), zone)} (${zone}) by ${viewer.user.fullName}.`;
};

/** Every page of a paged list, in order. */
async function all<T>(load: (page: number) => Promise<{ items: T[] }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await load(page);
    items.push(...batch.items);
    if (batch.items.length < BATCH) return items;
  }
}

/** GET /api/trust/ledgers/:id/report?format= : a client's ledger, every entry with its running balance. */
export function clientLedgerReportHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const viewer = viewerOf(req);
    const ledger = await services.trust.ledger(viewer, pathId(req, 'The client ledger'));
    const entries = await all((page) => services.trust.ledgerEntries(viewer, Object.assign({ ledgerId: ledger.id, page, pageSize: BATCH })));
    const rowsIn = (fmt: Format) => entries.map((entry) => [
      entry.entryDate, kindOf(entry), entry.counterparty ?? '', entry.reference ?? '', TRUST_PURPOSE_LABELS[entry.purpose],
      entry.amountCents > 0 ? fmt(entry.amountCents) : '', entry.amountCents < 0 ? fmt(-entry.amountCents) : '', entry.runningBalanceCents === null ? '' : fmt(entry.runningBalanceCents),
      entry.fundsCleared ? '' : 'Uncleared',
    ]);
    await send(services, req, res, `${ledger.matterNumber}-trust-ledger`, {
      heading: viewer.firm.name,
      title: 'Client Trust Ledger',
      facts: [
        `Client: ${ledger.clientName}`, `Case: ${ledger.matterName} (${ledger.matterNumber})`, `Account: ${ledger.accountName} (${ledger.currency})`,
        `Balance ${formatMoney(ledger.balanceCents)}; available ${formatMoney(ledger.availableCents)}${ledger.unclearedCents ? `; uncleared ${formatMoney(ledger.unclearedCents)}` : ''}.`,
        printedOn(services, viewer),
      ],
      sections: [{
        title: 'Entries',
        columns: [
          { header: 'Date', width: 9 }, { header: 'Entry', width: 13 }, { header: 'Payer or payee', width: 22 }, { header: 'Reference', width: 10 },
          { header: 'Purpose', width: 16 }, { header: 'Received', width: 10, align: 'right' }, { header: 'Paid', width: 10, align: 'right' },
          { header: 'Balance', width: 11, align: 'right' }, { header: '', width: 8 },
        ],
        rows: rowsIn(formatMoney),
        empty: 'No entries.',
      }],
    }, { header: ['Date', 'Entry', 'Payer or payee', 'Reference', 'Purpose', 'Received', 'Paid', 'Balance', 'Cleared'], rows: rowsIn(formatCents).map((row) => [...row.slice(0, 8), row[8] ? 'No' : 'Yes']) });
  };
}

/** GET /api/trust/accounts/:id/journal?from=&to=&format= : the trust journal of a period. */
export function trustJournalReportHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const viewer = viewerOf(req);
    const account = await services.trust.account(viewer, pathId(req, 'The trust account'));
    const from = textParam(req.query.from, 'from', 10) || null;
    const to = textParam(req.query.to, 'to', 10) || null;
    for (const [field, value] of [['from', from], ['to', to]] as const) {
      if (value && !DAY.test(value)) throw badUserInput([{ field, messages: ['Use a date like 2024-03-15.'] }]);
    }
    const entries = await all((page) => services.trust.journal(viewer, Object.assign({ accountId: account.id, from, to, page, pageSize: BATCH })));
    const total = (sign: 1 | -1) => entries.reduce((sum, entry) => sum + (Math.sign(entry.amountCents) === sign ? entry.amountCents : 0), 0);
    const rowsIn = (fmt: Format) => entries.map((entry) => [
      entry.entryDate, kindOf(entry), entry.restricted ? 'Restricted case' : `${entry.matterNumber} ${entry.clientName}`, entry.counterparty ?? '', entry.reference ?? '',
      entry.amountCents > 0 ? fmt(entry.amountCents) : '', entry.amountCents < 0 ? fmt(-entry.amountCents) : '', entry.recordedByName ?? '',
    ]);
    const period = `${from ?? 'the first entry'} to ${to ?? 'today'}`;
    await send(services, req, res, `trust-journal-${account.name}-${from ?? 'start'}-${to ?? 'now'}`, {
      heading: viewer.firm.name,
      title: 'Trust Journal',
      facts: [`Account: ${account.name}, ${account.bankName} ****${account.accountLast4} (${account.currency})`, `Period: ${period}`, printedOn(services, viewer)],
      sections: [{
        title: 'Entries',
        columns: [
          { header: 'Date', width: 9 }, { header: 'Entry', width: 13 }, { header: 'Case and client', width: 22 }, { header: 'Payer or payee', width: 18 },
          { header: 'Reference', width: 9 }, { header: 'Received', width: 10, align: 'right' }, { header: 'Paid', width: 10, align: 'right' }, { header: 'Recorded by', width: 12 },
        ],
        rows: rowsIn(formatMoney),
        empty: 'No entries in this period.',
        total: ['', '', '', '', 'Totals', formatMoney(total(1)), formatMoney(-total(-1)), ''],
      }],
    }, { header: ['Date', 'Entry', 'Case and client', 'Payer or payee', 'Reference', 'Received', 'Paid', 'Recorded by'], rows: [...rowsIn(formatCents), ['', '', '', '', 'Totals', formatCents(total(1)), formatCents(-total(-1)), '']] });
  };
}

/** GET /api/trust/reconciliations/:id/report?format= : a closed reconciliation as it was closed; a draft as it stands, marked a draft. */
export function reconciliationReportHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const viewer = viewerOf(req);
    const reconciliation = await services.trustReconciliations.get(viewer, pathId(req, 'The reconciliation'));
    const closed = reconciliation.state === ReconciliationState.CLOSED;
    const report = await services.trustReconciliations.report(viewer, reconciliation);
    // A case the viewer may not open shows its amounts only.
    const access = accessibleMatterIds(viewer, 1);
    const open = new Set(((await services.trust.manager.query(access.sql, access.params)) as Array<{ id: string }>).map((row) => row.id));
    const who = (matterId: string, text: string) => (open.has(matterId) ? text : 'Restricted case');
    const b = report.balances;
    const itemRows = (items: ReconciliationReport['cleared'], fmt: Format) =>
      items.map((entry) => [
        entry.entryDate, TRUST_KIND_LABELS[entry.kind as TrustEntryKind], who(entry.matterId, `${entry.matterNumber} ${entry.clientName}`), who(entry.matterId, entry.counterparty), entry.reference ?? '',
        entry.amountCents > 0 ? fmt(entry.amountCents) : '', entry.amountCents < 0 ? fmt(-entry.amountCents) : '',
      ]);
    const columns = [
      { header: 'Date', width: 9 }, { header: 'Entry', width: 13 }, { header: 'Case and client', width: 22 }, { header: 'Payer or payee', width: 20 }, { header: 'Reference', width: 10 },
      { header: 'Received', width: 11, align: 'right' as const }, { header: 'Paid', width: 11, align: 'right' as const },
    ];
    const summaryIn = (fmt: Format): Array<[string, string]> => [
      ['Bank statement ending balance', b.statementBalanceCents === null ? '' : fmt(b.statementBalanceCents)],
      ['Plus deposits in transit', fmt(b.depositsInTransitCents)],
      ['Less outstanding checks and transfers', fmt(b.outstandingChecksCents)],
      ['Adjusted bank balance', b.adjustedBankCents === null ? '' : fmt(b.adjustedBankCents)],
      ['Trust journal balance', fmt(b.journalCents)],
      ['Client ledgers, added up', fmt(b.ledgersCents)],
      ['Result', b.matches ? 'All three agree' : 'Do not agree'],
    ];
    const month = report.periodStart.slice(0, 7);
    await send(services, req, res, `trust-reconciliation-${report.accountName}-${month}${closed ? '' : '-draft'}`, {
      heading: viewer.firm.name,
      title: `Three-Way Trust Reconciliation, ${month}${closed ? '' : ' (DRAFT, not closed)'}`,
      facts: [
        `Account: ${report.accountName}, ${report.bankName} ****${report.accountLast4} (${report.currency})`,
        `Period: ${report.periodStart} to ${report.periodEnd}`,
        closed ? `Closed ${services.clock.minuteOf(new Date(report.closedAt), services.clock.zoneOf(viewer.firm))} (${services.clock.zoneOf(viewer.firm)}) by ${report.closedBy}. This report is permanent.` : `A draft as it stands: ${printedOn(services, viewer)}`,
      ],
      summary: summaryIn(formatMoney),
      sections: [
        { title: 'Deposits in transit and outstanding checks', columns, rows: itemRows(report.outstanding, formatMoney), empty: 'None: every entry cleared.' },
        { title: 'Cleared on this statement', columns, rows: itemRows(report.cleared, formatMoney), empty: 'None.' },
        {
          title: "Client ledger balances at the month's end",
          columns: [{ header: 'Case', width: 14 }, { header: 'Case name', width: 34 }, { header: 'Client', width: 30 }, { header: 'Balance', width: 12, align: 'right' }],
          rows: report.ledgers.map((ledger) => [who(ledger.matterId, ledger.matterNumber), who(ledger.matterId, ledger.matterName), who(ledger.matterId, ledger.clientName), formatMoney(ledger.balanceCents)]),
          empty: 'No client holds money in this account.',
          total: ['', '', 'Total', formatMoney(b.ledgersCents)],
        },
      ],
      notes: ["Adjusted bank balance = the bank statement's ending balance + deposits in transit - outstanding checks and transfers (ABA Model Rules for Client Trust Account Records)."],
    }, {
      header: ['Section', 'Date', 'Entry', 'Case and client', 'Payer or payee', 'Reference', 'Received', 'Paid'],
      rows: [
        ...summaryIn(formatCents).map(([label, value]) => ['Balances', report.periodEnd, label, '', '', '', value, '']),
        ...itemRows(report.outstanding, formatCents).map((row) => ['Outstanding', ...row]),
        ...itemRows(report.cleared, formatCents).map((row) => ['Cleared', ...row]),
        ...report.ledgers.map((ledger) => ['Client ledger', report.periodEnd, 'Balance', who(ledger.matterId, `${ledger.matterNumber} ${ledger.clientName}`), '', '', formatCents(ledger.balanceCents), '']),
      ],
    });
  };
}

/** GET /api/trust/inactive?days=90&format= : client ledgers holding money with no entry for `days` days. */
export function inactiveLedgersReportHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const viewer = viewerOf(req);
    const days = Number(textParam(req.query.days, 'days', 5) ?? 90);
    if (!Number.isInteger(days) || days < 1) throw badUserInput([{ field: 'days', messages: ['Enter a number of days of 1 or more.'] }]);
    const ledgers = await all((page) => services.trust.ledgers(viewer, Object.assign({ inactiveDays: days, page, pageSize: BATCH })));
    const rowsIn = (fmt: Format) => ledgers.map((ledger) => [ledger.matterNumber, ledger.matterName, ledger.clientName, ledger.accountName, ledger.lastActivityOn ?? '', fmt(ledger.balanceCents)]);
    await send(services, req, res, `trust-inactive-${days}-days`, {
      heading: viewer.firm.name,
      title: `Client ledgers with a balance and no activity for ${days} days or more`,
      facts: [printedOn(services, viewer)],
      sections: [{
        title: 'Ledgers',
        columns: [{ header: 'Case', width: 12 }, { header: 'Case name', width: 28 }, { header: 'Client', width: 24 }, { header: 'Account', width: 16 }, { header: 'Last entry', width: 10 }, { header: 'Balance', width: 12, align: 'right' }],
        rows: rowsIn(formatMoney),
        empty: 'None.',
      }],
    }, { header: ['Case', 'Case name', 'Client', 'Account', 'Last entry', 'Balance'], rows: rowsIn(formatCents) });
  };
}
