import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { updateVersioned } from '../../db/versioned';
import type { EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, conflict, isUniqueViolation, notFound, staleEdit } from '../../graphql/errors';
import { formatMoney } from '../../graphql/money';
import { pageWindow, pageWithTotal, likePattern, type Page, type PageArgs } from '../../graphql/pagination';
import { trimToNull } from '../../graphql/text';
import { CaseRecordChange, caseRecordChanged, CaseRecordKind } from '../matters/case-records';
import { accessibleMatterIds } from '../matters/matter.access';
import type { MatterService } from '../matters/matter.service';
import { PartyCategory } from '../matters/matter-parts.entity';
import { StatementState, type SettlementStatement } from '../settlement/settlement.entity';
import { StatementLineKind, type StatementFigures } from '../settlement/settlement.inputs';
import type { SettlementService } from '../settlement/settlement.service';
import { TrustAccount, TrustClearance, TrustEntry, TrustLedger } from './trust.entity';
import { kindOfPurpose, TRUST_KIND_LABELS, TrustEntryKind, TrustPurpose } from './trust.enums';
import type {
  ClearTrustDepositInput,
  CreateTrustAccountInput,
  DisburseStatementInput,
  ProposedPayment,
  RecordTrustDepositInput,
  RecordTrustDisbursementInput,
  ReverseTrustEntryInput,
  StatementDisbursement,
  TrustAccountSummary,
  TrustJournalArgs,
  TrustJournalEntry,
  TrustLedgerEntriesArgs,
  TrustLedgersArgs,
  TrustLedgerSummary,
  UpdateTrustAccountInput,
} from './trust.inputs';
import { FUNDS_VIEW, LEDGER_TOTALS_SQL, TRUST_CONSTRAINTS } from './trust.rules';

/** The net to the client: not a line of the statement, its remainder. */
export const NET_LINE_KEY = 'net';

const PURPOSE_OF_LINE: Record<StatementLineKind, TrustPurpose> = {
  FEE: TrustPurpose.ATTORNEY_FEE,
  COST: TrustPurpose.COST_REIMBURSEMENT,
  LIEN: TrustPurpose.LIEN_PAYOFF,
  MEDICAL_BILL: TrustPurpose.MEDICAL_PROVIDER,
  OTHER: TrustPurpose.OTHER,
};

interface EntryRow {
  id: string; createdAt: Date; firmId: string; accountId: string; ledgerId: string; kind: TrustEntryKind; purpose: TrustPurpose; entryDate: string;
  amountCents: string; counterparty: string; reference: string | null; memo: string | null; recordedUncleared: boolean; reversesId: string | null;
  statementId: string | null; statementLineKey: string | null; recordedById: string | null; matterId: string; matterName: string; matterNumber: string;
  clientName: string; accessible: boolean; pending: boolean; clearedOn: string | null; reversedById: string | null; recordedByName: string | null; running?: string | null;
}

/** The columns of a journal entry as the lists show it; `access` is the SQL of the matters the viewer may open. */
function entrySelect(access: string): string {
  return `
    SELECT e.id, e.created_at AS "createdAt", e.firm_id AS "firmId", e.account_id AS "accountId", e.ledger_id AS "ledgerId", e.kind, e.purpose,
           e.entry_date::text AS "entryDate", e.amount_cents AS "amountCents", e.counterparty, e.reference, e.memo, e.recorded_uncleared AS "recordedUncleared",
           e.reverses_id AS "reversesId", e.statement_id AS "statementId", e.statement_line_key AS "statementLineKey", e.recorded_by_id AS "recordedById",
           l.matter_id AS "matterId", m.name AS "matterName", m.number AS "matterNumber", c.name AS "clientName",
           (l.matter_id IN (${access})) AS accessible, f.pending,
           (SELECT cl.cleared_on::text FROM trust_clearances cl WHERE cl.entry_id = e.id) AS "clearedOn",
           (SELECT r.id FROM trust_entries r WHERE r.reverses_id = e.id) AS "reversedById",
           (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = e.recorded_by_id) AS "recordedByName"
      FROM trust_entries e
      JOIN ${FUNDS_VIEW} f ON f.id = e.id
      JOIN trust_ledgers l ON l.id = e.ledger_id
      JOIN matters m ON m.id = l.matter_id
      JOIN contacts c ON c.id = l.client_id`;
}

/** A row as the API shows it: a restricted case's entry keeps its amount, date and kind, without names. */
function toJournalEntry(row: EntryRow): TrustJournalEntry {
  const restricted = !row.accessible;
  return Object.assign(new TrustEntry(), {
    id: row.id, createdAt: row.createdAt, firmId: row.firmId, accountId: row.accountId, ledgerId: row.ledgerId, kind: row.kind, purpose: row.purpose,
    entryDate: row.entryDate, amountCents: Number(row.amountCents), recordedUncleared: row.recordedUncleared, reversesId: row.reversesId,
    reference: row.reference, recordedById: row.recordedById,
    counterparty: restricted ? null : row.counterparty, memo: restricted ? null : row.memo,
    statementId: restricted ? null : row.statementId, statementLineKey: restricted ? null : row.statementLineKey,
    matterId: restricted ? null : row.matterId, matterName: restricted ? null : row.matterName, matterNumber: restricted ? null : row.matterNumber,
    clientName: restricted ? null : row.clientName, restricted, fundsCleared: !row.pending, clearedOn: row.clearedOn, reversedById: row.reversedById,
    recordedByName: row.recordedByName, runningBalanceCents: row.running == null ? null : Number(row.running),
  }) as unknown as TrustJournalEntry;
}

/** What an entry to write says; the service fills the firm, account and who. */
interface NewEntry {
  ledger: TrustLedger;
  kind: TrustEntryKind;
  purpose: TrustPurpose;
  entryDate: string;
  amountCents: number;
  counterparty: string;
  reference?: string | null;
  memo?: string | null;
  recordedUncleared?: boolean;
  reversesId?: string | null;
  statementId?: string | null;
  statementLineKey?: string | null;
}

/**
 * The trust (IOLTA) accounts of a firm: accounts, the append-only journal, client ledgers and what a
 * finalized settlement statement pays. The database holds the rules (no overdraft, nothing changed,
 * nothing dated in a closed month); this service says why before it gets there.
 */
export class TrustService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly settlements: SettlementService,
    private readonly events: EventBus,
  ) {}

  /** For the reports' own reads, within the request's firm. */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  // --- accounts ------------------------------------------------------------------------------

  async accounts(viewer: FirmViewer, args: PageArgs): Promise<Page<TrustAccountSummary>> {
    const { offset, limit } = pageWindow(args);
    const rows = (await this.dataSource.query(
      `SELECT a.id, count(*) OVER ()::int AS total,
              (SELECT COALESCE(sum(e.amount_cents), 0) FROM trust_entries e WHERE e.account_id = a.id)::bigint AS balance,
              (SELECT max(r.period_end)::text FROM trust_reconciliations r WHERE r.account_id = a.id AND r.state = 'CLOSED') AS through
         FROM trust_accounts a WHERE a.firm_id = $1 ORDER BY a.name, a.id OFFSET $2 LIMIT $3`,
      [viewer.firm.id, offset, limit],
    )) as Array<{ id: string; total: number; balance: string; through: string | null }>;
    const accounts = new Map((await this.dataSource.getRepository(TrustAccount).findBy({ firmId: viewer.firm.id })).map((account) => [account.id, account]));
    const items = rows.map((row) => Object.assign(accounts.get(row.id)!, { balanceCents: Number(row.balance), reconciledThrough: row.through }) as TrustAccountSummary);
    return pageWithTotal(args, items, rows[0]?.total ?? (offset ? await this.dataSource.getRepository(TrustAccount).countBy({ firmId: viewer.firm.id }) : 0));
  }

  async account(viewer: FirmViewer, id: string, manager: EntityManager = this.dataSource.manager): Promise<TrustAccount> {
    const account = await manager.getRepository(TrustAccount).findOneBy({ id, firmId: viewer.firm.id });
    if (!account) throw notFound('The trust account');
    return account;
  }

  async createAccount(viewer: FirmViewer, input: CreateTrustAccountInput): Promise<TrustAccount> {
    const repository = this.dataSource.getRepository(TrustAccount);
    try {
      return await repository.save(repository.create({ firmId: viewer.firm.id, ...accountFields(input) }));
    } catch (error) {
      throw isUniqueViolation(error) ? badUserInput([{ field: 'name', messages: ['The firm has a trust account of this name already.'] }]) : error;
    }
  }

  async updateAccount(viewer: FirmViewer, input: UpdateTrustAccountInput): Promise<TrustAccount> {
    const account = await this.account(viewer, input.id);
    try {
      const changed = await updateVersioned(this.dataSource.manager, TrustAccount, { id: account.id, firmId: viewer.firm.id, version: input.version }, accountFields(input), () => staleEdit('This trust account'));
      return Object.assign(account, accountFields(input), changed);
    } catch (error) {
      throw isUniqueViolation(error) ? badUserInput([{ field: 'name', messages: ['The firm has a trust account of this name already.'] }]) : error;
    }
  }

  // --- ledgers -------------------------------------------------------------------------------

  /** Client ledgers of cases the viewer may open, with their balances from the journal (SQL). */
  async ledgers(viewer: FirmViewer, args: TrustLedgersArgs, ledgerId?: string): Promise<Page<TrustLedgerSummary>> {
    const { offset, limit } = pageWindow(args);
    const params: unknown[] = [viewer.firm.id];
    const where = ['l.firm_id = $1'];
    const add = (value: unknown) => `$${params.push(value)}`;
    if (ledgerId) where.push(`l.id = ${add(ledgerId)}`);
    if (args.accountId) where.push(`l.account_id = ${add(args.accountId)}`);
    if (args.matterId) where.push(`l.matter_id = ${add(args.matterId)}`);
    if (args.search?.trim()) {
      const pattern = add(likePattern(args.search.trim()));
      where.push(`(m.name ILIKE ${pattern} OR m.number ILIKE ${pattern} OR c.name ILIKE ${pattern})`);
    }
    const access = accessibleMatterIds(viewer, params.length + 1);
    params.push(...access.params);
    where.push(`l.matter_id IN (${access.sql})`);
    const totals = `(SELECT COALESCE(sum(f.amount_cents), 0) AS balance, COALESCE(sum(f.amount_cents) FILTER (WHERE f.pending), 0) AS uncleared, max(f.entry_date) AS last
                       FROM ${FUNDS_VIEW} f WHERE f.ledger_id = l.id) t`;
    if (args.inactiveDays) where.push(`t.balance <> 0 AND (t.last IS NULL OR t.last < CURRENT_DATE - ${add(args.inactiveDays)}::int)`);
    const rows = (await this.dataSource.query(
      `SELECT l.id, l.created_at AS "createdAt", l.firm_id AS "firmId", l.account_id AS "accountId", l.matter_id AS "matterId", l.client_id AS "clientId",
              a.name AS "accountName", a.currency, m.name AS "matterName", m.number AS "matterNumber", c.name AS "clientName",
              t.balance::bigint AS balance, t.uncleared::bigint AS uncleared, t.last::text AS "lastActivityOn", count(*) OVER ()::int AS total
         FROM trust_ledgers l
         JOIN trust_accounts a ON a.id = l.account_id
         JOIN matters m ON m.id = l.matter_id
         JOIN contacts c ON c.id = l.client_id
         CROSS JOIN LATERAL ${totals}
        WHERE ${where.join(' AND ')}
        ORDER BY ${args.inactiveDays ? 't.last NULLS FIRST,' : ''} m.name, c.name, a.name, l.id
        OFFSET ${add(offset)} LIMIT ${add(limit)}`,
      params,
    )) as Array<Record<string, unknown> & { balance: string; uncleared: string; total: number }>;
    return pageWithTotal(args, rows.map(toLedgerSummary), rows[0]?.total ?? 0);
  }

  /** One client ledger the viewer may open (NOT_FOUND otherwise, including another firm's). */
  async ledger(viewer: FirmViewer, id: string, manager: EntityManager = this.dataSource.manager): Promise<TrustLedgerSummary> {
    const ledger = await manager.getRepository(TrustLedger).findOneBy({ id, firmId: viewer.firm.id });
    if (!ledger) throw notFound('The client ledger');
    const [summary] = (await this.ledgers(viewer, Object.assign({ page: 1, pageSize: 1 }, { matterId: ledger.matterId, accountId: ledger.accountId }), ledger.id)).items;
    if (!summary) throw notFound('The client ledger');
    return summary;
  }

  /** A ledger's entries, oldest first, each with the balance after it (window in SQL over the whole ledger). */
  async ledgerEntries(viewer: FirmViewer, args: TrustLedgerEntriesArgs): Promise<Page<TrustJournalEntry>> {
    const ledger = await this.ledger(viewer, args.ledgerId);
    const { offset, limit } = pageWindow(args);
    const access = accessibleMatterIds(viewer, 3);
    const rows = (await this.dataSource.query(
      `SELECT * FROM (
         SELECT q.*, sum(q."amountCents") OVER (ORDER BY q."entryDate", q."createdAt", q.id)::bigint AS running, count(*) OVER ()::int AS total
           FROM (${entrySelect(access.sql)} WHERE e.ledger_id = $1 AND e.firm_id = $2) q
       ) w ORDER BY w."entryDate", w."createdAt", w.id OFFSET $${3 + access.params.length} LIMIT $${4 + access.params.length}`,
      [ledger.id, viewer.firm.id, ...access.params, offset, limit],
    )) as Array<EntryRow & { total: number }>;
    return pageWithTotal(args, rows.map(toJournalEntry), rows[0]?.total ?? 0);
  }

  /** The trust journal of an account, for a period, in date order; restricted cases' entries without names. */
  async journal(viewer: FirmViewer, args: TrustJournalArgs): Promise<Page<TrustJournalEntry>> {
    await this.account(viewer, args.accountId);
    const { offset, limit } = pageWindow(args);
    const access = accessibleMatterIds(viewer, 5);
    const rows = (await this.dataSource.query(
      `SELECT q.*, count(*) OVER ()::int AS total FROM (${entrySelect(access.sql)}
         WHERE e.account_id = $1 AND e.firm_id = $2 AND ($3::date IS NULL OR e.entry_date >= $3::date) AND ($4::date IS NULL OR e.entry_date <= $4::date)) q
       ORDER BY q."entryDate", q."createdAt", q.id OFFSET $${5 + access.params.length} LIMIT $${6 + access.params.length}`,
      [args.accountId, viewer.firm.id, args.from ?? null, args.to ?? null, ...access.params, offset, limit],
    )) as Array<EntryRow & { total: number }>;
    return pageWithTotal(args, rows.map(toJournalEntry), rows[0]?.total ?? 0);
  }

  /** Entries by id as the viewer may see them (the reconciliation's items, a statement's payments). */
  async entriesById(viewer: FirmViewer, ids: readonly string[]): Promise<TrustJournalEntry[]> {
    if (!ids.length) return [];
    const access = accessibleMatterIds(viewer, 3);
    const rows = (await this.dataSource.query(`${entrySelect(access.sql)} WHERE e.id = ANY($1::uuid[]) AND e.firm_id = $2 ORDER BY e.entry_date, e.created_at, e.id`, [
      ids, viewer.firm.id, ...access.params,
    ])) as EntryRow[];
    return rows.map(toJournalEntry);
  }

  // --- entries -------------------------------------------------------------------------------

  async deposit(viewer: FirmViewer, input: RecordTrustDepositInput): Promise<TrustJournalEntry> {
    const matter = await this.matters.get(viewer, input.matterId);
    const account = await this.account(viewer, input.accountId);
    let statement: SettlementStatement | null = null;
    if (input.statementId) {
      statement = await this.currentFinalized(viewer, input.statementId);
      if (statement.matterId !== matter.id) throw badUserInput([{ field: 'statementId', messages: ['The statement is of another case.'] }]);
      const client = await this.clientOfStatement(statement);
      if (client !== input.clientId) throw badUserInput([{ field: 'clientId', messages: ["The statement is another client's: deposit it to that client's ledger."] }]);
    }
    const clients = await this.clientsOfCase(matter.id, viewer.firm.id);
    if (!clients.includes(input.clientId)) {
      throw badUserInput([{ field: 'clientId', messages: ["Choose the case's client or one of its plaintiffs."] }]);
    }
    const id = await this.dataSource.transaction(async (manager) => {
      await manager.query(
        'INSERT INTO trust_ledgers (firm_id, account_id, matter_id, client_id) VALUES ($1, $2, $3, $4) ON CONFLICT (account_id, matter_id, client_id) DO NOTHING',
        [viewer.firm.id, account.id, matter.id, input.clientId],
      );
      const ledger = await manager.getRepository(TrustLedger).findOneByOrFail({ accountId: account.id, matterId: matter.id, clientId: input.clientId });
      const entry = await this.write(manager, viewer, {
        ledger, kind: kindOfPurpose(input.purpose, true), purpose: input.purpose, entryDate: input.entryDate, amountCents: input.amountCents,
        counterparty: input.payer.trim(), reference: trimToNull(input.reference), memo: trimToNull(input.memo), recordedUncleared: input.uncleared,
        statementId: statement?.id ?? null,
      });
      await this.changed(manager, viewer, matter.id, entry.id, CaseRecordChange.ADDED, `Trust: recorded a ${input.uncleared ? 'deposit (uncleared)' : 'deposit'} from ${input.payer.trim()}`);
      return entry.id;
    });
    return (await this.entriesById(viewer, [id]))[0]!;
  }

  async disburse(viewer: FirmViewer, input: RecordTrustDisbursementInput): Promise<TrustJournalEntry> {
    const ledger = await this.ledger(viewer, input.ledgerId);
    const id = await this.dataSource.transaction(async (manager) => {
      const entry = await this.write(manager, viewer, {
        ledger, kind: kindOfPurpose(input.purpose, false), purpose: input.purpose, entryDate: input.entryDate, amountCents: -input.amountCents,
        counterparty: input.payee.trim(), reference: trimToNull(input.reference), memo: trimToNull(input.memo),
      });
      await this.changed(manager, viewer, ledger.matterId, entry.id, CaseRecordChange.ADDED, `Trust: paid ${input.payee.trim()} (${TRUST_KIND_LABELS[entry.kind].toLowerCase()})`);
      return entry.id;
    });
    return (await this.entriesById(viewer, [id]))[0]!;
  }

  /** A correcting entry for the opposite amount, naming the one it reverses; a reversal is never reversed. */
  async reverse(viewer: FirmViewer, input: ReverseTrustEntryInput): Promise<TrustJournalEntry> {
    const original = await this.entryOfViewer(viewer, input.entryId);
    if (original.kind === TrustEntryKind.REVERSAL) {
      throw badUserInput([{ field: 'entryId', messages: ['A reversal cannot be reversed: record a new entry instead.'] }]);
    }
    const ledger = await this.ledger(viewer, original.ledgerId);
    const id = await this.dataSource.transaction(async (manager) => {
      await this.lockLedger(manager, ledger.id);
      if (await manager.existsBy(TrustEntry, { reversesId: original.id })) throw badUserInput([{ field: 'entryId', messages: ['This entry has been reversed already.'] }]);
      const entry = await this.write(manager, viewer, {
        ledger, kind: TrustEntryKind.REVERSAL, purpose: original.purpose, entryDate: input.entryDate, amountCents: -original.amountCents,
        counterparty: original.counterparty, reference: original.reference, memo: input.reason.trim(), reversesId: original.id,
        statementId: original.statementId, statementLineKey: original.statementLineKey,
      });
      await this.changed(manager, viewer, ledger.matterId, entry.id, CaseRecordChange.ADDED, `Trust: reversed the ${TRUST_KIND_LABELS[original.kind].toLowerCase()} of ${original.entryDate} (${input.reason.trim()})`);
      return entry.id;
    });
    return (await this.entriesById(viewer, [id]))[0]!;
  }

  /** An uncleared deposit cleared by the bank: its funds may be paid out. */
  async clear(viewer: FirmViewer, input: ClearTrustDepositInput): Promise<TrustJournalEntry> {
    const entry = await this.entryOfViewer(viewer, input.entryId);
    const ledger = await this.ledger(viewer, entry.ledgerId);
    if (!entry.recordedUncleared) throw badUserInput([{ field: 'entryId', messages: ['Only a deposit recorded as uncleared is cleared.'] }]);
    if (input.clearedOn < entry.entryDate) throw badUserInput([{ field: 'clearedOn', messages: [`A deposit clears on or after its date (${entry.entryDate}).`] }]);
    await this.dataSource.transaction(async (manager) => {
      await this.lockLedger(manager, ledger.id);
      if (await manager.existsBy(TrustEntry, { reversesId: entry.id })) throw badUserInput([{ field: 'entryId', messages: ['This deposit was reversed: there is nothing to clear.'] }]);
      try {
        await manager.insert(TrustClearance, { firmId: viewer.firm.id, entryId: entry.id, clearedOn: input.clearedOn, recordedById: viewer.user.id });
      } catch (error) {
        if (isUniqueViolation(error)) throw badUserInput([{ field: 'entryId', messages: ['This deposit has cleared already.'] }]);
        throw error;
      }
      await this.changed(manager, viewer, ledger.matterId, entry.id, CaseRecordChange.CHANGED, `Trust: the deposit of ${entry.entryDate} from ${entry.counterparty} cleared`);
    });
    return (await this.entriesById(viewer, [entry.id]))[0]!;
  }

  // --- a settlement statement's payments ------------------------------------------------------

  /** What a finalized statement pays (every line and the client's net), and what has been paid. */
  async statementDisbursement(viewer: FirmViewer, statementId: string): Promise<StatementDisbursement> {
    const statement = await this.settlements.statement(viewer, statementId);
    const figures = (statement.frozen as StatementFigures | null) ?? null;
    const client = await this.clientOfStatement(statement);
    const ledgerId = await this.ledgerOfStatement(viewer.firm.id, statement.id);
    const ledger = ledgerId ? await this.ledger(viewer, ledgerId) : null;
    const entries = await this.statementEntries(viewer, [statement.id]);
    const paid = new Map(entries.filter((entry) => entry.amountCents < 0 && entry.kind !== TrustEntryKind.REVERSAL && !entry.reversedById).map((entry) => [entry.statementLineKey, entry]));
    const payments = figures ? await this.proposals(viewer, figures, client) : [];
    const deposited = entries.filter((entry) => entry.amountCents > 0 && entry.kind !== TrustEntryKind.REVERSAL && !entry.reversedById).reduce((sum, entry) => sum + entry.amountCents, 0);
    const withPaid = payments.map((payment) => ({ ...payment, paidBy: paid.get(payment.lineKey) ?? null }));
    const paidCents = withPaid.reduce((sum, payment) => sum + (payment.paidBy ? payment.amountCents : 0), 0);
    const totalCents = withPaid.reduce((sum, payment) => sum + payment.amountCents, 0);
    return { statementId: statement.id, ledger, grossCents: figures?.grossCents ?? 0, depositedCents: deposited, paidCents, toPayCents: totalCents - paidCents, payments: withPaid };
  }

  /** Pays the chosen lines of a finalized statement from its client's ledger: all or none, amounts as frozen. */
  async disburseStatement(viewer: FirmViewer, input: DisburseStatementInput): Promise<StatementDisbursement> {
    const statement = await this.currentFinalized(viewer, input.statementId);
    const ledgerId = await this.ledgerOfStatement(viewer.firm.id, statement.id);
    if (!ledgerId) throw badUserInput([{ field: 'statementId', messages: ['Deposit the settlement for this statement into trust first.'] }]);
    const ledger = await this.ledger(viewer, ledgerId);
    const client = await this.clientOfStatement(statement);
    const proposals = new Map((await this.proposals(viewer, statement.frozen as StatementFigures, client)).map((payment) => [payment.lineKey, payment]));
    const keys = new Set<string>();
    input.payments.forEach((payment, index) => {
      if (!proposals.has(payment.lineKey)) throw badUserInput([{ field: `payments.${index}.lineKey`, messages: ['The statement has no such payment.'] }]);
      if (keys.has(payment.lineKey)) throw badUserInput([{ field: `payments.${index}.lineKey`, messages: ['Each payment once.'] }]);
      keys.add(payment.lineKey);
    });
    await this.dataSource.transaction(async (manager) => {
      await this.lockLedger(manager, ledger.id);
      const already = (await manager.query(
        `SELECT e.statement_line_key AS key FROM trust_entries e
          WHERE e.statement_id = $1 AND e.amount_cents < 0 AND e.kind <> 'REVERSAL' AND NOT EXISTS (SELECT 1 FROM trust_entries r WHERE r.reverses_id = e.id)`,
        [statement.id],
      )) as Array<{ key: string }>;
      const paid = new Set(already.map((row) => row.key));
      for (const [index, payment] of input.payments.entries()) {
        const proposal = proposals.get(payment.lineKey)!;
        if (paid.has(payment.lineKey)) throw badUserInput([{ field: `payments.${index}.lineKey`, messages: [`${proposal.description} has been paid already.`] }]);
        await this.write(manager, viewer, {
          ledger, kind: kindOfPurpose(proposal.purpose, false), purpose: proposal.purpose, entryDate: input.entryDate, amountCents: -proposal.amountCents,
          counterparty: payment.payee.trim(), reference: trimToNull(payment.reference), memo: `Settlement statement: ${proposal.description}`,
          statementId: statement.id, statementLineKey: payment.lineKey,
        });
      }
      const total = input.payments.reduce((sum, payment) => sum + proposals.get(payment.lineKey)!.amountCents, 0);
      await this.changed(manager, viewer, ledger.matterId, statement.id, CaseRecordChange.ADDED, `Trust: paid ${input.payments.length} payment${input.payments.length === 1 ? '' : 's'} of the settlement statement (${formatMoney(total)})`);
    });
    return this.statementDisbursement(viewer, statement.id);
  }

  /** The entries that receive or pay statements, as the viewer may see them (one query for many statements). */
  async statementEntries(viewer: FirmViewer, statementIds: readonly string[]): Promise<TrustJournalEntry[]> {
    const rows = (await this.dataSource.query('SELECT id FROM trust_entries WHERE statement_id = ANY($1::uuid[]) AND firm_id = $2', [statementIds, viewer.firm.id])) as Array<{ id: string }>;
    return this.entriesById(viewer, rows.map((row) => row.id));
  }

  // --- internals -----------------------------------------------------------------------------

  /** Writes one entry under its ledger's lock, saying why before the database would refuse. */
  private async write(manager: EntityManager, viewer: FirmViewer, entry: NewEntry): Promise<TrustEntry> {
    await this.lockLedger(manager, entry.ledger.id);
    const [closed] = (await manager.query(`SELECT max(period_end)::text AS through FROM trust_reconciliations WHERE account_id = $1 AND state = 'CLOSED'`, [entry.ledger.accountId])) as Array<{ through: string | null }>;
    if (closed?.through && entry.entryDate <= closed.through) {
      throw badUserInput([{ field: 'entryDate', messages: [`The trust account is reconciled through ${closed.through}: date the entry after it.`] }]);
    }
    const pending = entry.recordedUncleared || (entry.reversesId ? await this.isPending(manager, entry.reversesId) : false);
    if (entry.amountCents < 0 && !pending) {
      const { availableCents, unclearedCents } = await this.funds(manager, entry.ledger.id);
      if (availableCents + entry.amountCents < 0) {
        const held = unclearedCents ? ` (and ${formatMoney(unclearedCents)} in deposits not yet cleared)` : '';
        throw badUserInput(
          [{ field: 'amountCents', messages: [`The client's ledger has ${formatMoney(availableCents)} available${held}: ${formatMoney(-entry.amountCents)} would overdraw it.`] }],
          `This would overdraw the client's ledger: ${formatMoney(availableCents)} is available.`,
        );
      }
    }
    const repository = manager.getRepository(TrustEntry);
    try {
      return await repository.save(
        repository.create({
          firmId: viewer.firm.id, accountId: entry.ledger.accountId, ledgerId: entry.ledger.id, kind: entry.kind, purpose: entry.purpose, entryDate: entry.entryDate,
          amountCents: entry.amountCents, counterparty: entry.counterparty, reference: entry.reference ?? null, memo: entry.memo ?? null,
          recordedUncleared: entry.recordedUncleared ?? false, reversesId: entry.reversesId ?? null, statementId: entry.statementId ?? null,
          statementLineKey: entry.statementLineKey ?? null, recordedById: viewer.user.id,
        }),
      );
    } catch (error) {
      throw refusedByDatabase(error) ?? error;
    }
  }

  private async lockLedger(manager: EntityManager, ledgerId: string): Promise<void> {
    await manager.query('SELECT id FROM trust_ledgers WHERE id = $1 FOR UPDATE', [ledgerId]);
  }

  private async funds(manager: EntityManager, ledgerId: string): Promise<{ availableCents: number; unclearedCents: number }> {
    const [row] = (await manager.query(LEDGER_TOTALS_SQL, [[ledgerId]])) as Array<{ balance: string; uncleared: string }>;
    const balance = Number(row?.balance ?? 0);
    const uncleared = Number(row?.uncleared ?? 0);
    return { availableCents: balance - uncleared, unclearedCents: uncleared };
  }

  private async isPending(manager: EntityManager, entryId: string): Promise<boolean> {
    const [row] = (await manager.query(`SELECT pending FROM ${FUNDS_VIEW} WHERE id = $1`, [entryId])) as Array<{ pending: boolean }>;
    return row?.pending ?? false;
  }

  /** An entry of the viewer's firm on a ledger of a case they may open (NOT_FOUND otherwise). */
  private async entryOfViewer(viewer: FirmViewer, id: string): Promise<TrustEntry> {
    const entry = await this.dataSource.getRepository(TrustEntry).findOneBy({ id, firmId: viewer.firm.id });
    if (!entry) throw notFound('The trust entry');
    await this.ledger(viewer, entry.ledgerId).catch(() => {
      throw notFound('The trust entry');
    });
    return entry;
  }

  /** A statement the viewer may open that is finalized (or signed) and current. */
  private async currentFinalized(viewer: FirmViewer, id: string): Promise<SettlementStatement> {
    const statement = await this.settlements.statement(viewer, id);
    if (statement.state === StatementState.DRAFT || !statement.frozen) throw badUserInput([{ field: 'statementId', messages: ['Finalize the statement first.'] }]);
    if (statement.supersededAt) throw badUserInput([{ field: 'statementId', messages: ['A later version of this statement was finalized: use it.'] }]);
    return statement;
  }

  /** The ledger a statement's settlement was deposited to (its first deposit's). */
  private async ledgerOfStatement(firmId: string, statementId: string): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ledger_id AS id FROM trust_entries WHERE statement_id = $1 AND firm_id = $2 AND amount_cents > 0 AND kind <> 'REVERSAL' ORDER BY created_at LIMIT 1`,
      [statementId, firmId],
    )) as Array<{ id: string }>;
    return row?.id ?? null;
  }

  /** The contact a statement's money belongs to: its plaintiff's, or the case's client. */
  private async clientOfStatement(statement: SettlementStatement): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      `SELECT COALESCE((SELECT p.contact_id FROM matter_parties p WHERE p.id = $1), m.client_id) AS id FROM matters m WHERE m.id = $2`,
      [statement.plaintiffPartyId, statement.matterId],
    )) as Array<{ id: string | null }>;
    return row?.id ?? null;
  }

  /** The contacts whose money a case may hold: its client and its plaintiffs. */
  async clientsOfCase(matterId: string, firmId: string): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT client_id AS id FROM matters WHERE id = $1 AND firm_id = $2 AND client_id IS NOT NULL
       UNION SELECT contact_id FROM matter_parties WHERE matter_id = $1 AND firm_id = $2 AND category = ANY($3)`,
      [matterId, firmId, [PartyCategory.PLAINTIFF, PartyCategory.OTHER_PLAINTIFF]],
    )) as Array<{ id: string }>;
    return rows.map((row) => row.id);
  }

  /** Each payment a finalized statement makes, with its payee: the firm's operating account, the lienholder, the provider, the client. */
  private async proposals(viewer: FirmViewer, figures: StatementFigures, clientId: string | null): Promise<Array<Omit<ProposedPayment, 'paidBy'>>> {
    const ids = figures.lines.map((line) => line.key.split(':')[1]).filter((id): id is string => !!id && /^[0-9a-f-]{36}$/i.test(id));
    const names = new Map(
      ((await this.dataSource.query(
        `SELECT l.id, c.name FROM medical_liens l JOIN contacts c ON c.id = l.lienholder_id WHERE l.id = ANY($1::uuid[]) AND l.firm_id = $2
         UNION ALL SELECT b.id, c.name FROM medical_bills b JOIN medical_treatments t ON t.id = b.treatment_id JOIN contacts c ON c.id = t.provider_id WHERE b.id = ANY($1::uuid[]) AND b.firm_id = $2
         UNION ALL SELECT id, name FROM contacts WHERE id = $3 AND firm_id = $2`,
        [ids, viewer.firm.id, clientId],
      )) as Array<{ id: string; name: string }>).map((row) => [row.id, row.name]),
    );
    const operating = `${viewer.firm.name} (operating account)`;
    const payments: Array<Omit<ProposedPayment, 'paidBy'>> = figures.lines
      .filter((line) => line.included && (line.amountCents ?? 0) > 0)
      .map((line) => {
        const id = line.key.split(':')[1] ?? '';
        const payee = line.kind === StatementLineKind.FEE || line.kind === StatementLineKind.COST ? operating : line.kind === StatementLineKind.OTHER ? line.description : names.get(id) ?? line.description;
        return { lineKey: line.key, kind: line.kind, description: line.description, purpose: PURPOSE_OF_LINE[line.kind], payee, amountCents: line.amountCents! };
      });
    if ((figures.netCents ?? 0) > 0) {
      payments.push({ lineKey: NET_LINE_KEY, kind: null, description: 'Net to the client', purpose: TrustPurpose.CLIENT_NET, payee: (clientId && names.get(clientId)) || 'The client', amountCents: figures.netCents! });
    }
    return payments;
  }

  private changed(manager: EntityManager, viewer: FirmViewer, matterId: string, recordId: string, change: CaseRecordChange, summary: string): Promise<void> {
    return caseRecordChanged(manager, this.matters, this.events, viewer, { matterId, kind: CaseRecordKind.TRUST, recordId, change }, summary);
  }
}

function accountFields(input: CreateTrustAccountInput): Pick<TrustAccount, 'name' | 'bankName' | 'accountLast4' | 'currency'> {
  return { name: input.name.trim(), bankName: input.bankName.trim(), accountLast4: input.accountLast4, currency: input.currency };
}

function toLedgerSummary(row: Record<string, unknown> & { balance: string; uncleared: string }): TrustLedgerSummary {
  const balanceCents = Number(row.balance);
  const unclearedCents = Number(row.uncleared);
  return Object.assign(new TrustLedger(), {
    id: row.id, createdAt: row.createdAt, firmId: row.firmId, accountId: row.accountId, matterId: row.matterId, clientId: row.clientId,
    accountName: row.accountName, currency: row.currency, matterName: row.matterName, matterNumber: row.matterNumber, clientName: row.clientName,
    balanceCents, unclearedCents, availableCents: balanceCents - unclearedCents, lastActivityOn: row.lastActivityOn,
  }) as unknown as TrustLedgerSummary;
}

/** The database's refusal of an entry (trigger trust_entries_rules), in the product's words; null for anything else. */
export function refusedByDatabase(error: unknown): Error | null {
  if (!(error instanceof QueryFailedError)) return null;
  const constraint = (error.driverError as { constraint?: string }).constraint;
  switch (constraint) {
    case TRUST_CONSTRAINTS.overdraft:
      return badUserInput([{ field: 'amountCents', messages: ["This would overdraw the client's ledger."] }], "This would overdraw the client's ledger.");
    case TRUST_CONSTRAINTS.closedPeriod:
      return badUserInput([{ field: 'entryDate', messages: ['The month of this date is reconciled and closed: date the entry after it.'] }]);
    case TRUST_CONSTRAINTS.reversal:
      return badUserInput([{ field: 'entryId', messages: [error.message] }]);
    default:
      return isUniqueViolation(error) ? conflict('This entry has been reversed already.') : null;
  }
}
