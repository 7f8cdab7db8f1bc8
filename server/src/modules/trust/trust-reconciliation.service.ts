import type { DataSource, EntityManager } from 'typeorm';
import { updateVersioned } from '../../db/versioned';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, isUniqueViolation, notFound, staleEdit } from '../../graphql/errors';
import { formatMoney } from '../../graphql/money';
import { pageWindow, pageWithTotal, type Page, type PageArgs } from '../../graphql/pagination';
import { BankCsvError, parseBankCsv } from './bank-csv';
import { type TrustAccount, TrustReconciliation, TrustReconciliationItem, type BankLine } from './trust.entity';
import { ReconciliationState } from './trust.enums';
import type {
  ImportBankStatementInput,
  ReconciliationBalances,
  ReconciliationItem,
  SaveReconciliationInput,
  StartReconciliationInput,
  TickReconciliationItemsInput,
} from './trust.inputs';
import { monthBounds } from './trust.rules';
import type { TrustService } from './trust.service';

/** A closed reconciliation's report, frozen: what its PDF and CSV print forever. */
export interface ReconciliationReport {
  accountName: string;
  bankName: string;
  accountLast4: string;
  currency: string;
  periodStart: string;
  periodEnd: string;
  balances: ReconciliationBalances;
  cleared: FrozenEntry[];
  outstanding: FrozenEntry[];
  ledgers: Array<{ matterId: string; matterNumber: string; matterName: string; clientName: string; balanceCents: number }>;
  bankLines: BankLine[];
  closedAt: string;
  closedBy: string;
}

export interface FrozenEntry {
  id: string;
  entryDate: string;
  kind: string;
  matterId: string;
  matterNumber: string;
  clientName: string;
  counterparty: string;
  reference: string | null;
  amountCents: number;
}

/** The entries a reconciliation works on: the account's, dated by its month's end, not cleared by an earlier one ($1 account, $2 end, $3 reconciliation). */
const CANDIDATES = `
  FROM trust_entries e
  LEFT JOIN trust_reconciliation_items i ON i.entry_id = e.id
 WHERE e.account_id = $1 AND e.entry_date <= $2::date AND (i.id IS NULL OR i.reconciliation_id = $3)`;

/** Monthly three-way reconciliation of a trust account: the bank, the journal, the client ledgers. */
export class TrustReconciliationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly trust: TrustService,
  ) {}

  async list(viewer: FirmViewer, accountId: string, args: PageArgs): Promise<Page<TrustReconciliation>> {
    await this.trust.account(viewer, accountId);
    const { offset, limit } = pageWindow(args);
    const [items, total] = await this.dataSource.getRepository(TrustReconciliation).findAndCount({
      where: { firmId: viewer.firm.id, accountId }, order: { periodEnd: 'DESC' }, skip: offset, take: limit,
    });
    return pageWithTotal(args, items, total);
  }

  async get(viewer: FirmViewer, id: string, manager: EntityManager = this.dataSource.manager): Promise<TrustReconciliation> {
    const reconciliation = await manager.getRepository(TrustReconciliation).findOneBy({ id, firmId: viewer.firm.id });
    if (!reconciliation) throw notFound('The reconciliation');
    return reconciliation;
  }

  async start(viewer: FirmViewer, input: StartReconciliationInput): Promise<TrustReconciliation> {
    const account = await this.trust.account(viewer, input.accountId);
    const { start, end } = monthBounds(input.month);
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT id FROM trust_accounts WHERE id = $1 FOR UPDATE', [account.id]);
      const [state] = (await manager.query(
        `SELECT (SELECT max(period_end)::text FROM trust_reconciliations WHERE account_id = $1 AND state = 'CLOSED') AS through,
                (SELECT to_char(period_start, 'YYYY-MM') FROM trust_reconciliations WHERE account_id = $1 AND state = 'DRAFT' LIMIT 1) AS draft`,
        [account.id],
      )) as Array<{ through: string | null; draft: string | null }>;
      if (state?.draft) throw badUserInput([{ field: 'month', messages: [`Finish or discard the reconciliation of ${state.draft} first.`] }]);
      if (state?.through && end <= state.through) throw badUserInput([{ field: 'month', messages: [`The account is reconciled through ${state.through}: choose a later month.`] }]);
      const repository = manager.getRepository(TrustReconciliation);
      try {
        return await repository.save(repository.create({ firmId: viewer.firm.id, accountId: account.id, periodStart: start, periodEnd: end, bankLines: [], startedById: viewer.user.id }));
      } catch (error) {
        throw isUniqueViolation(error) ? badUserInput([{ field: 'month', messages: ['This month has a reconciliation already.'] }]) : error;
      }
    });
  }

  async save(viewer: FirmViewer, input: SaveReconciliationInput): Promise<TrustReconciliation> {
    const reconciliation = await this.draft(viewer, input.id);
    const changes = { statementBalanceCents: input.statementBalanceCents ?? null };
    Object.assign(reconciliation, changes, await updateVersioned(this.dataSource.manager, TrustReconciliation, { id: reconciliation.id, firmId: viewer.firm.id, version: input.version }, changes, () => staleEdit('This reconciliation')));
    return reconciliation;
  }

  /** Ticks (or unticks) entries as cleared on the bank statement. */
  async tick(viewer: FirmViewer, input: TickReconciliationItemsInput): Promise<TrustReconciliation> {
    const reconciliation = await this.draft(viewer, input.reconciliationId);
    await this.dataSource.transaction(async (manager) => {
      await this.lock(manager, reconciliation);
      await this.setCleared(manager, viewer, reconciliation, input.entryIds, input.cleared);
    });
    return this.get(viewer, reconciliation.id);
  }

  /** Reads the bank's CSV of the month: its lines, its ending balance (a Balance column), and ticks the entries they match. */
  async importCsv(viewer: FirmViewer, input: ImportBankStatementInput): Promise<TrustReconciliation> {
    const reconciliation = await this.draft(viewer, input.reconciliationId);
    let parsed;
    try {
      parsed = parseBankCsv(input.csv, reconciliation.periodStart, reconciliation.periodEnd);
    } catch (error) {
      if (error instanceof BankCsvError) throw badUserInput([{ field: 'csv', messages: [error.message] }], error.message);
      throw error;
    }
    return this.dataSource.transaction(async (manager) => {
      await this.lock(manager, reconciliation);
      const candidates = (await manager.query(
        `SELECT e.id, e.entry_date::text AS day, e.amount_cents::bigint AS amount, e.reference ${CANDIDATES} ORDER BY e.entry_date, e.created_at`,
        [reconciliation.accountId, reconciliation.periodEnd, reconciliation.id],
      )) as Array<{ id: string; day: string; amount: string; reference: string | null }>;
      const free = new Set(candidates.map((row) => row.id));
      const bankLines: BankLine[] = parsed.lines.map((line) => {
        const same = candidates.filter((row) => free.has(row.id) && Number(row.amount) === line.amountCents);
        const byDistance = (day: string) => Math.abs(Date.parse(day) - Date.parse(line.date));
        const match = same.find((row) => line.reference && row.reference && row.reference.trim() === line.reference.trim()) ?? same.sort((a, b) => byDistance(a.day) - byDistance(b.day))[0];
        if (match) free.delete(match.id);
        return { date: line.date, description: line.description, amountCents: line.amountCents, reference: line.reference, entryId: match?.id ?? null };
      });
      const matched = bankLines.flatMap((line) => (line.entryId ? [line.entryId] : []));
      await this.setCleared(manager, viewer, reconciliation, matched, true);
      let ending = parsed.endingBalanceCents;
      if (ending === null) {
        const [previous] = (await manager.query(
          `SELECT statement_balance_cents AS balance FROM trust_reconciliations WHERE account_id = $1 AND state = 'CLOSED' ORDER BY period_end DESC LIMIT 1`,
          [reconciliation.accountId],
        )) as Array<{ balance: string }>;
        ending = (previous ? Number(previous.balance) : 0) + parsed.lines.reduce((sum, line) => sum + line.amountCents, 0);
      }
      const changes = { bankLines, statementBalanceCents: ending };
      await manager.update(TrustReconciliation, { id: reconciliation.id, firmId: viewer.firm.id }, changes as never);
      return this.get(viewer, reconciliation.id, manager);
    });
  }

  /** The entries of the reconciliation's month, outstanding or ticked, with whether each is ticked. */
  async items(viewer: FirmViewer, reconciliationId: string, args: PageArgs): Promise<Page<ReconciliationItem>> {
    const reconciliation = await this.get(viewer, reconciliationId);
    const { offset, limit } = pageWindow(args);
    if (reconciliation.state === ReconciliationState.CLOSED) {
      const report = reconciliation.report as ReconciliationReport;
      const all = [...report.cleared.map((entry) => ({ entry, cleared: true })), ...report.outstanding.map((entry) => ({ entry, cleared: false }))]
        .sort((a, b) => a.entry.entryDate.localeCompare(b.entry.entryDate));
      const window = all.slice(offset, offset + limit);
      const entries = new Map((await this.trust.entriesById(viewer, window.map((item) => item.entry.id))).map((entry) => [entry.id, entry]));
      return pageWithTotal(args, window.map((item) => ({ entry: entries.get(item.entry.id)!, cleared: item.cleared })), all.length);
    }
    const rows = (await this.dataSource.query(
      `SELECT e.id, (i.id IS NOT NULL) AS cleared, count(*) OVER ()::int AS total ${CANDIDATES} ORDER BY e.entry_date, e.created_at, e.id OFFSET $4 LIMIT $5`,
      [reconciliation.accountId, reconciliation.periodEnd, reconciliation.id, offset, limit],
    )) as Array<{ id: string; cleared: boolean; total: number }>;
    const entries = new Map((await this.trust.entriesById(viewer, rows.map((row) => row.id))).map((entry) => [entry.id, entry]));
    return pageWithTotal(args, rows.map((row) => ({ entry: entries.get(row.id)!, cleared: row.cleared })), rows[0]?.total ?? 0);
  }

  /** The three balances at the month's end (a closed reconciliation's as frozen). */
  async balances(reconciliation: TrustReconciliation, manager: EntityManager = this.dataSource.manager): Promise<ReconciliationBalances> {
    if (reconciliation.state === ReconciliationState.CLOSED) return (reconciliation.report as ReconciliationReport).balances;
    const [row] = (await manager.query(
      `SELECT
         (SELECT COALESCE(sum(e.amount_cents) FILTER (WHERE e.amount_cents > 0), 0) ${CANDIDATES} AND NOT (i.id IS NOT NULL))::bigint AS transit,
         (SELECT COALESCE(-sum(e.amount_cents) FILTER (WHERE e.amount_cents < 0), 0) ${CANDIDATES} AND NOT (i.id IS NOT NULL))::bigint AS outstanding,
         (SELECT COALESCE(sum(amount_cents), 0) FROM trust_entries WHERE account_id = $1 AND entry_date <= $2::date)::bigint AS journal,
         (SELECT COALESCE(sum(balance), 0) FROM (SELECT l.id, (SELECT COALESCE(sum(e.amount_cents), 0) FROM trust_entries e WHERE e.ledger_id = l.id AND e.entry_date <= $2::date) AS balance
             FROM trust_ledgers l WHERE l.account_id = $1) b)::bigint AS ledgers,
         (SELECT count(*) FROM (SELECT l.id FROM trust_ledgers l JOIN trust_entries e ON e.ledger_id = l.id AND e.entry_date <= $2::date
             WHERE l.account_id = $1 GROUP BY l.id HAVING sum(e.amount_cents) < 0) n)::int AS negative`,
      [reconciliation.accountId, reconciliation.periodEnd, reconciliation.id],
    )) as Array<{ transit: string; outstanding: string; journal: string; ledgers: string; negative: number }>;
    const depositsInTransitCents = Number(row!.transit);
    const outstandingChecksCents = Number(row!.outstanding);
    const journalCents = Number(row!.journal);
    const ledgersCents = Number(row!.ledgers);
    const statement = reconciliation.statementBalanceCents;
    const adjustedBankCents = statement === null ? null : statement + depositsInTransitCents - outstandingChecksCents;
    return {
      statementBalanceCents: statement, depositsInTransitCents, outstandingChecksCents, adjustedBankCents, journalCents, ledgersCents, negativeLedgers: row!.negative,
      matches: adjustedBankCents !== null && adjustedBankCents === journalCents && journalCents === ledgersCents && row!.negative === 0,
    };
  }

  /** Closes the month when all three agree: the report is frozen and the month's entries can no longer be added to. */
  async close(viewer: FirmViewer, id: string, version: number): Promise<TrustReconciliation> {
    const reconciliation = await this.draft(viewer, id);
    const account = await this.trust.account(viewer, reconciliation.accountId);
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT id FROM trust_accounts WHERE id = $1 FOR UPDATE', [account.id]);
      const current = await this.get(viewer, id, manager);
      if (current.version !== version) throw staleEdit('This reconciliation');
      if (current.state !== ReconciliationState.DRAFT) throw badUserInput([], 'This reconciliation is closed already.');
      const balances = await this.balances(current, manager);
      if (!balances.matches) throw badUserInput([], mismatch(balances));
      const report = await this.buildReport(manager, viewer, current, account, balances);
      await updateVersioned(manager, TrustReconciliation, { id: current.id, firmId: viewer.firm.id, version }, { state: ReconciliationState.CLOSED, report: report as never, closedAt: new Date(report.closedAt), closedById: viewer.user.id } as never, () => staleEdit('This reconciliation'));
    });
    return this.get(viewer, id);
  }

  /** The report as it stands (a draft's preview) or as it is closed: balances, cleared and outstanding items, every client's balance. */
  async report(viewer: FirmViewer, reconciliation: TrustReconciliation): Promise<ReconciliationReport> {
    if (reconciliation.state === ReconciliationState.CLOSED) return reconciliation.report as ReconciliationReport;
    const account = await this.trust.account(viewer, reconciliation.accountId);
    return this.buildReport(this.dataSource.manager, viewer, reconciliation, account, await this.balances(reconciliation));
  }

  private async buildReport(manager: EntityManager, viewer: FirmViewer, current: TrustReconciliation, account: TrustAccount, balances: ReconciliationBalances): Promise<ReconciliationReport> {
    const entries = (await manager.query(
      `SELECT e.id, e.entry_date::text AS "entryDate", e.kind::text AS kind, l.matter_id AS "matterId", m.number AS "matterNumber", c.name AS "clientName",
              e.counterparty, e.reference, e.amount_cents::bigint AS amount, (i.id IS NOT NULL) AS cleared
         ${CANDIDATES.replace('FROM trust_entries e', 'FROM trust_entries e JOIN trust_ledgers l ON l.id = e.ledger_id JOIN matters m ON m.id = l.matter_id JOIN contacts c ON c.id = l.client_id')}
        ORDER BY e.entry_date, e.created_at, e.id`,
      [current.accountId, current.periodEnd, current.id],
    )) as Array<Omit<FrozenEntry, 'amountCents'> & { amount: string; cleared: boolean }>;
    const frozen = entries.map(({ amount, cleared: _cleared, ...entry }) => ({ ...entry, amountCents: Number(amount) }));
    const ledgers = (await manager.query(
      `SELECT l.matter_id AS "matterId", m.number AS "matterNumber", m.name AS "matterName", c.name AS "clientName", sum(e.amount_cents)::bigint AS balance
         FROM trust_ledgers l JOIN trust_entries e ON e.ledger_id = l.id AND e.entry_date <= $2::date JOIN matters m ON m.id = l.matter_id JOIN contacts c ON c.id = l.client_id
        WHERE l.account_id = $1 GROUP BY l.id, l.matter_id, m.number, m.name, c.name HAVING sum(e.amount_cents) <> 0 ORDER BY m.number, c.name`,
      [current.accountId, current.periodEnd],
    )) as Array<{ matterId: string; matterNumber: string; matterName: string; clientName: string; balance: string }>;
    return {
      accountName: account.name, bankName: account.bankName, accountLast4: account.accountLast4, currency: account.currency,
      periodStart: current.periodStart, periodEnd: current.periodEnd, balances,
      cleared: frozen.filter((_, index) => entries[index]!.cleared), outstanding: frozen.filter((_, index) => !entries[index]!.cleared),
      ledgers: ledgers.map(({ balance, ...ledger }) => ({ ...ledger, balanceCents: Number(balance) })),
      bankLines: current.bankLines, closedAt: new Date().toISOString(), closedBy: viewer.user.fullName,
    };
  }

  /** A draft is discarded (a closed one is kept forever). */
  async discard(viewer: FirmViewer, id: string): Promise<boolean> {
    const reconciliation = await this.draft(viewer, id);
    await this.dataSource.transaction(async (manager) => {
      await this.lock(manager, reconciliation);
      await manager.delete(TrustReconciliationItem, { reconciliationId: reconciliation.id, firmId: viewer.firm.id });
      await manager.delete(TrustReconciliation, { id: reconciliation.id, firmId: viewer.firm.id, state: ReconciliationState.DRAFT });
    });
    return true;
  }

  private async draft(viewer: FirmViewer, id: string): Promise<TrustReconciliation> {
    const reconciliation = await this.get(viewer, id);
    if (reconciliation.state !== ReconciliationState.DRAFT) throw badUserInput([], 'A closed reconciliation is a permanent report: it cannot be changed.');
    return reconciliation;
  }

  private async lock(manager: EntityManager, reconciliation: TrustReconciliation): Promise<void> {
    const [row] = (await manager.query('SELECT state FROM trust_reconciliations WHERE id = $1 FOR UPDATE', [reconciliation.id])) as Array<{ state: ReconciliationState }>;
    if (row?.state !== ReconciliationState.DRAFT) throw badUserInput([], 'A closed reconciliation is a permanent report: it cannot be changed.');
  }

  private async setCleared(manager: EntityManager, viewer: FirmViewer, reconciliation: TrustReconciliation, entryIds: readonly string[], cleared: boolean): Promise<void> {
    if (!entryIds.length) return;
    if (!cleared) {
      await manager.query('DELETE FROM trust_reconciliation_items WHERE reconciliation_id = $1 AND entry_id = ANY($2::uuid[])', [reconciliation.id, entryIds]);
      return;
    }
    const allowed = (await manager.query(`SELECT e.id ${CANDIDATES} AND e.id = ANY($4::uuid[])`, [reconciliation.accountId, reconciliation.periodEnd, reconciliation.id, entryIds])) as Array<{ id: string }>;
    if (allowed.length !== new Set(entryIds).size) {
      throw badUserInput([{ field: 'entryIds', messages: ['Tick only entries of this account dated in or before the month and not cleared on an earlier statement.'] }]);
    }
    await manager.query(
      `INSERT INTO trust_reconciliation_items (firm_id, reconciliation_id, entry_id) SELECT $1, $2, unnest($3::uuid[]) ON CONFLICT (entry_id) DO NOTHING`,
      [viewer.firm.id, reconciliation.id, entryIds],
    );
  }
}

/** Why three balances do not agree, in words and dollars. */
function mismatch(balances: ReconciliationBalances): string {
  if (balances.adjustedBankCents === null) return "Enter the bank statement's ending balance (or import its CSV) first.";
  const parts = [`the adjusted bank balance is ${formatMoney(balances.adjustedBankCents)}`, `the trust journal ${formatMoney(balances.journalCents)}`, `the client ledgers ${formatMoney(balances.ledgersCents)}`];
  const negative = balances.negativeLedgers ? ` ${balances.negativeLedgers} client ledger(s) are below zero.` : '';
  return `The balances do not agree: ${parts.join(', ')}.${negative} Tick what cleared, or record what is missing, before closing.`;
}
