/**
 * Trust accounting through the API (issue 24): trust accounts; the append-only journal (deposits,
 * disbursements, transfers, reversals naming what they reverse; the database refuses any change);
 * client ledgers with running balances that never go below zero (20 simultaneous disbursements
 * against one ledger) and uncleared deposits that cannot be paid out; a finalized settlement
 * statement deposited and paid line by line; a month reconciled against the bank's CSV (one that
 * does not match cannot close, a closed one is permanent); the reports; roles, another firm and a
 * case the viewer may not open. (Every id against another firm: the isolation sweep.)
 */
import { ApiClient, create, errorCode, fieldsOf, ok } from '../support/graphql';
import { createFirm, createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const DAY = 86_400_000;
const utcDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** The month before this one (YYYY-MM) and a day of it. */
const lastMonth = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
})();
const inLastMonth = (day: number) => `${lastMonth}-${String(day).padStart(2, '0')}`;

let server: TestServer;
let admin: ApiClient;
let attorney: ApiClient;
let paralegal: ApiClient;
let staff: ApiClient;
let outsider: ApiClient;
let otherFirm: ApiClient;
let clientUser: ApiClient;
let matterId: string;
let clientId: string;
let accountId: string;
let spareAccountId: string;

const rows = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => (await server.db.query(sql, params)).rows as T[];

const ENTRY = 'id ledgerId kind purpose entryDate amountCents counterparty reference memo recordedUncleared fundsCleared clearedOn reversesId reversedById restricted matterId clientName runningBalanceCents statementLineKey';
const CREATE_ACCOUNT = 'mutation($input: CreateTrustAccountInput!) { createTrustAccount(input: $input) { id version name } }';
const DEPOSIT = `mutation($input: RecordTrustDepositInput!) { recordTrustDeposit(input: $input) { ${ENTRY} } }`;
const DISBURSE = `mutation($input: RecordTrustDisbursementInput!) { recordTrustDisbursement(input: $input) { ${ENTRY} } }`;
const REVERSE = `mutation($input: ReverseTrustEntryInput!) { reverseTrustEntry(input: $input) { ${ENTRY} } }`;
const CLEAR = `mutation($input: ClearTrustDepositInput!) { clearTrustDeposit(input: $input) { ${ENTRY} } }`;
const LEDGER = 'query($id: ID!) { trustLedger(id: $id) { id balanceCents availableCents unclearedCents lastActivityOn clientName matterName } }';
const LEDGERS = 'query($m: ID, $a: ID, $days: Int) { trustLedgers(matterId: $m, accountId: $a, inactiveDays: $days) { totalCount items { id balanceCents availableCents clientName matterId } } }';
const LEDGER_ENTRIES = `query($id: ID!) { trustLedgerEntries(ledgerId: $id, pageSize: 100) { totalCount items { ${ENTRY} } } }`;
const JOURNAL = `query($a: ID!, $from: String, $to: String) { trustJournal(accountId: $a, from: $from, to: $to, pageSize: 100) { totalCount items { ${ENTRY} } } }`;
const RECONCILIATION = 'id version state periodStart periodEnd statementBalanceCents closedAt closedByName bankLines { date description amountCents reference entryId } balances { statementBalanceCents depositsInTransitCents outstandingChecksCents adjustedBankCents journalCents ledgersCents negativeLedgers matches }';
const START = `mutation($input: StartReconciliationInput!) { startTrustReconciliation(input: $input) { ${RECONCILIATION} } }`;
const SAVE = `mutation($input: SaveReconciliationInput!) { saveTrustReconciliation(input: $input) { ${RECONCILIATION} } }`;
const TICK = `mutation($input: TickReconciliationItemsInput!) { tickTrustReconciliationItems(input: $input) { ${RECONCILIATION} } }`;
const IMPORT = `mutation($input: ImportBankStatementInput!) { importBankStatement(input: $input) { ${RECONCILIATION} } }`;
const CLOSE = `mutation($id: ID!, $v: Int!) { closeTrustReconciliation(id: $id, version: $v) { ${RECONCILIATION} } }`;
const ITEMS = 'query($id: ID!) { trustReconciliationItems(reconciliationId: $id, pageSize: 100) { totalCount items { cleared entry { id amountCents entryDate } } } }';

interface Entry {
  id: string;
  ledgerId: string;
  kind: string;
  amountCents: number;
  entryDate: string;
  counterparty: string | null;
  fundsCleared: boolean;
  reversesId: string | null;
  reversedById: string | null;
  restricted: boolean;
  matterId: string | null;
  clientName: string | null;
  runningBalanceCents: number | null;
  statementLineKey: string | null;
}
interface Ledger {
  id: string;
  balanceCents: number;
  availableCents: number;
  unclearedCents: number;
}
interface Balances {
  statementBalanceCents: number | null;
  depositsInTransitCents: number;
  outstandingChecksCents: number;
  adjustedBankCents: number | null;
  journalCents: number;
  ledgersCents: number;
  negativeLedgers: number;
  matches: boolean;
}
interface Reconciliation {
  id: string;
  version: number;
  state: string;
  statementBalanceCents: number | null;
  bankLines: Array<{ date: string; amountCents: number; entryId: string | null }>;
  balances: Balances;
}

const deposit = (api: ApiClient, input: Record<string, unknown>) =>
  create<Entry>(api, DEPOSIT, { accountId, matterId, clientId, entryDate: inLastMonth(2), payer: 'Gulf States Mutual', purpose: 'SETTLEMENT', ...input });
const ledger = async (id: string) => (await ok<{ trustLedger: Ledger }>(admin, LEDGER, { id })).trustLedger;

beforeAll(async () => {
  server = await startTestServer({ TIME_ZONE: 'UTC' });
  const firm = await createFirm(server.db, { name: 'Trust & Partners' });
  const rowsOf = await Promise.all([
    createUser(server.db, { firm, role: 'FIRM_ADMIN' }),
    createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Alma', lastName: 'Reyes' }),
    createUser(server.db, { firm, role: 'PARALEGAL' }),
    createUser(server.db, { firm, role: 'STAFF' }),
    createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Otto', lastName: 'Outside' }),
    createUser(server.db, { firm, role: 'CLIENT' }),
    createUser(server.db, { firm: await createFirm(server.db, { name: 'Elsewhere LLP' }), role: 'FIRM_ADMIN' }),
  ]);
  [admin, attorney, paralegal, staff, outsider, clientUser, otherFirm] = (await Promise.all(rowsOf.map((row) => server.signedIn(row)))) as ApiClient[] as [ApiClient, ApiClient, ApiClient, ApiClient, ApiClient, ApiClient, ApiClient];
  clientId = (await create(admin, 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', { kind: 'PERSON', firstName: 'Maria', lastName: 'Gonzalez' })).id;
  matterId = (
    await create(admin, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', {
      name: 'Gonzalez v. Driver', clientId, permission: 'SPECIFIC_USERS', userIds: [rowsOf[1]!.id, rowsOf[2]!.id, rowsOf[3]!.id],
    })
  ).id;
});

afterAll(async () => {
  await server.stop();
});

describe('trust accounts and who may use them', () => {
  it('lets firm admins and attorneys add accounts, paralegals read, staff and clients nothing; bad input gets every message', async () => {
    const bad = await attorney.request(CREATE_ACCOUNT, { input: { name: '', bankName: '', accountLast4: '12a4', currency: 'usd' } });
    expect(fieldsOf(bad)).toMatchObject({
      name: 'Name the account.', bankName: 'Enter the bank.', accountLast4: 'Enter the last four digits of the account number.', currency: 'Use a currency code like USD.',
    });
    accountId = (await create(attorney, CREATE_ACCOUNT, { name: 'IOLTA Operating Trust', bankName: 'First Bank', accountLast4: '1234' })).id;
    spareAccountId = (await create(admin, CREATE_ACCOUNT, { name: 'Second Trust', bankName: 'Second Bank', accountLast4: '9876' })).id;
    expect(fieldsOf(await admin.request(CREATE_ACCOUNT, { input: { name: 'IOLTA Operating Trust', bankName: 'X', accountLast4: '0000' } }))).toMatchObject({
      name: 'The firm has a trust account of this name already.',
    });
    expect(errorCode(await paralegal.request(CREATE_ACCOUNT, { input: { name: 'P', bankName: 'B', accountLast4: '1111' } }))).toBe('FORBIDDEN');
    const { trustAccounts } = await ok<{ trustAccounts: { totalCount: number; items: Array<{ name: string; balanceCents: number; currency: string }> } }>(
      paralegal, 'query { trustAccounts { totalCount items { name balanceCents currency } } }',
    );
    expect(trustAccounts.items).toEqual([
      { name: 'IOLTA Operating Trust', balanceCents: 0, currency: 'USD' },
      { name: 'Second Trust', balanceCents: 0, currency: 'USD' },
    ]);
    for (const api of [staff, clientUser]) expect(errorCode(await api.request('query { trustAccounts { totalCount } }'))).toBe('FORBIDDEN');
    expect(errorCode(await otherFirm.request(LEDGERS, { a: accountId }))).toBeUndefined();
    expect((await ok<{ trustLedgers: { totalCount: number } }>(otherFirm, LEDGERS, { a: accountId })).trustLedgers.totalCount).toBe(0);
  });
});

describe('the journal and client ledgers', () => {
  let ledgerId: string;
  let retainer: Entry;

  it('records deposits into the client ledger, refusing zero, negative, another firm and someone who is not the case client', async () => {
    for (const amountCents of [0, -500]) {
      expect(fieldsOf(await attorney.request(DEPOSIT, { input: { accountId, matterId, clientId, entryDate: inLastMonth(2), payer: 'X', purpose: 'SETTLEMENT', amountCents } }))).toMatchObject({
        amountCents: 'Enter an amount of more than $0.00.',
      });
    }
    const stranger = (await create(admin, 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', { kind: 'PERSON', firstName: 'Sam', lastName: 'Stranger' })).id;
    expect(fieldsOf(await attorney.request(DEPOSIT, { input: { accountId, matterId, clientId: stranger, entryDate: inLastMonth(2), payer: 'X', purpose: 'SETTLEMENT', amountCents: 100 } }))).toMatchObject({
      clientId: "Choose the case's client or one of its plaintiffs.",
    });
    expect(errorCode(await otherFirm.request(DEPOSIT, { input: { accountId, matterId, clientId, entryDate: inLastMonth(2), payer: 'X', purpose: 'SETTLEMENT', amountCents: 100 } }))).toBe('NOT_FOUND');
    expect(errorCode(await paralegal.request(DEPOSIT, { input: { accountId, matterId, clientId, entryDate: inLastMonth(2), payer: 'X', purpose: 'SETTLEMENT', amountCents: 100 } }))).toBe('FORBIDDEN');
    expect(await rows('SELECT id FROM trust_entries')).toEqual([]);

    const check = await deposit(attorney, { amountCents: 10_000_000, reference: 'CHK 5521' });
    expect(check).toMatchObject({ kind: 'DEPOSIT', amountCents: 10_000_000, counterparty: 'Gulf States Mutual', fundsCleared: true, clientName: 'Maria Gonzalez', restricted: false });
    ledgerId = check.ledgerId;
    retainer = await deposit(admin, { amountCents: 250_000, payer: 'Maria Gonzalez', purpose: 'RETAINER', uncleared: true, entryDate: inLastMonth(3) });
    expect(retainer).toMatchObject({ ledgerId, fundsCleared: false });
    expect(await ledger(ledgerId)).toMatchObject({ balanceCents: 10_250_000, availableCents: 10_000_000, unclearedCents: 250_000 });
  });

  it('never pays out more than the ledger holds in cleared funds; clearing the deposit makes it available', async () => {
    const tooMuch = await attorney.request(DISBURSE, { input: { ledgerId, entryDate: inLastMonth(4), amountCents: 10_100_000, payee: 'Maria Gonzalez', purpose: 'CLIENT_NET' } });
    expect(errorCode(tooMuch)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(tooMuch).amountCents).toBe("The client's ledger has $100,000.00 available (and $2,500.00 in deposits not yet cleared): $101,000.00 would overdraw it.");
    expect(fieldsOf(await attorney.request(CLEAR, { input: { entryId: retainer.id, clearedOn: inLastMonth(1) } }))).toMatchObject({ clearedOn: `A deposit clears on or after its date (${inLastMonth(3)}).` });
    const cleared = await ok<{ clearTrustDeposit: Entry }>(attorney, CLEAR, { input: { entryId: retainer.id, clearedOn: inLastMonth(5) } });
    expect(cleared.clearTrustDeposit).toMatchObject({ fundsCleared: true, clearedOn: inLastMonth(5) });
    expect(fieldsOf(await attorney.request(CLEAR, { input: { entryId: retainer.id, clearedOn: inLastMonth(5) } }))).toMatchObject({ entryId: 'This deposit has cleared already.' });
    expect(await ledger(ledgerId)).toMatchObject({ balanceCents: 10_250_000, availableCents: 10_250_000, unclearedCents: 0 });
    const fee = await create<Entry>(attorney, DISBURSE, { ledgerId, entryDate: inLastMonth(6), amountCents: 3_333_333, payee: 'Trust & Partners', purpose: 'ATTORNEY_FEE', reference: 'TRF-1' });
    expect(fee).toMatchObject({ kind: 'TRANSFER_TO_OPERATING', amountCents: -3_333_333 });
    const { trustLedgerEntries } = await ok<{ trustLedgerEntries: { items: Entry[] } }>(paralegal, LEDGER_ENTRIES, { id: ledgerId });
    expect(trustLedgerEntries.items.map((entry) => [entry.kind, entry.amountCents, entry.runningBalanceCents])).toEqual([
      ['DEPOSIT', 10_000_000, 10_000_000],
      ['DEPOSIT', 250_000, 10_250_000],
      ['TRANSFER_TO_OPERATING', -3_333_333, 6_916_667],
    ]);
  });

  it('corrects a mistake with a reversal naming the entry; a reversal is never reversed, nothing is reversed twice', async () => {
    const wrong = await create<Entry>(attorney, DISBURSE, { ledgerId, entryDate: inLastMonth(7), amountCents: 50_000, payee: 'Wrong Clinic', purpose: 'MEDICAL_PROVIDER', reference: '1001' });
    const reversal = (await ok<{ reverseTrustEntry: Entry }>(attorney, REVERSE, { input: { entryId: wrong.id, entryDate: inLastMonth(8), reason: 'Paid the wrong provider' } })).reverseTrustEntry;
    expect(reversal).toMatchObject({ kind: 'REVERSAL', amountCents: 50_000, reversesId: wrong.id, counterparty: 'Wrong Clinic' });
    expect(fieldsOf(await attorney.request(REVERSE, { input: { entryId: reversal.id, entryDate: inLastMonth(8), reason: 'x' } }))).toMatchObject({ entryId: 'A reversal cannot be reversed: record a new entry instead.' });
    expect(fieldsOf(await attorney.request(REVERSE, { input: { entryId: wrong.id, entryDate: inLastMonth(8), reason: 'again' } }))).toMatchObject({ entryId: 'This entry has been reversed already.' });
    const { trustLedgerEntries } = await ok<{ trustLedgerEntries: { items: Entry[] } }>(admin, LEDGER_ENTRIES, { id: ledgerId });
    expect(trustLedgerEntries.items.find((entry) => entry.id === wrong.id)?.reversedById).toBe(reversal.id);
    expect(await ledger(ledgerId)).toMatchObject({ balanceCents: 6_916_667 });
  });

  it('holds in the database: entries are never changed or deleted, and a direct insert cannot overdraw', async () => {
    await expect(server.db.query('UPDATE trust_entries SET amount_cents = 1 WHERE ledger_id = $1', [ledgerId])).rejects.toThrow(/never changed or deleted/);
    await expect(server.db.query('DELETE FROM trust_entries WHERE ledger_id = $1', [ledgerId])).rejects.toThrow(/never changed or deleted/);
    const [row] = await rows<{ firm_id: string; account_id: string }>('SELECT firm_id, account_id FROM trust_ledgers WHERE id = $1', [ledgerId]);
    await expect(
      server.db.query(
        `INSERT INTO trust_entries (firm_id, account_id, ledger_id, kind, purpose, entry_date, amount_cents, counterparty) VALUES ($1, $2, $3, 'DISBURSEMENT', 'OTHER', $4, -999999999, 'Nobody')`,
        [row!.firm_id, row!.account_id, ledgerId, inLastMonth(9)],
      ),
    ).rejects.toThrow(/overdraw/);
    expect(await ledger(ledgerId)).toMatchObject({ balanceCents: 6_916_667 });
  });

  it('lets 20 simultaneous disbursements against one ledger pay only what it holds', async () => {
    const first = await create<Entry>(attorney, DEPOSIT, { accountId: spareAccountId, matterId, clientId, entryDate: utcDay(-1), amountCents: 100_000, payer: 'Gulf States Mutual', purpose: 'SETTLEMENT' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? admin : attorney).request<{ recordTrustDisbursement: Entry }>(DISBURSE, {
          input: { ledgerId: first.ledgerId, entryDate: utcDay(0), amountCents: 15_000, payee: `Provider ${index}`, purpose: 'MEDICAL_PROVIDER' },
        }),
      ),
    );
    const paid = answers.filter((answer) => answer.data?.recordTrustDisbursement);
    expect(paid).toHaveLength(6);
    expect(answers.filter((answer) => errorCode(answer) === 'BAD_USER_INPUT')).toHaveLength(14);
    expect(await ledger(first.ledgerId)).toMatchObject({ balanceCents: 10_000, availableCents: 10_000 });
    const [{ min }] = (await rows<{ min: string }>(
      `SELECT min(running) AS min FROM (SELECT sum(amount_cents) OVER (ORDER BY created_at, id) AS running FROM trust_entries WHERE ledger_id = $1) r`,
      [first.ledgerId],
    )) as [{ min: string }];
    expect(Number(min)).toBeGreaterThanOrEqual(0);
  });

  it('gives another firm nothing: no ledger, no journal, no payment from our ledger, no report', async () => {
    expect(errorCode(await otherFirm.request(LEDGER, { id: ledgerId }))).toBe('NOT_FOUND');
    expect(errorCode(await otherFirm.request(JOURNAL, { a: accountId }))).toBe('NOT_FOUND');
    const before = await rows('SELECT id FROM trust_entries');
    const theft = await otherFirm.request(DISBURSE, { input: { ledgerId, entryDate: utcDay(0), amountCents: 100, payee: 'Thief', purpose: 'OTHER' } });
    expect(errorCode(theft)).toBe('NOT_FOUND');
    expect(theft.errors?.[0]?.message).toBe('The client ledger was not found.');
    expect(await rows('SELECT id FROM trust_entries')).toHaveLength(before.length);
    for (const path of [`/api/trust/ledgers/${ledgerId}/report`, `/api/trust/accounts/${accountId}/journal`]) {
      expect((await fetch(`${server.url}${path}`, { headers: { cookie: otherFirm.cookie! } })).status).toBe(404);
      expect((await fetch(`${server.url}${path}`, { headers: { cookie: staff.cookie! } })).status).toBe(403);
    }
  });

  it('shows an attorney who may not open the case its entries in the journal as amounts only, and not its ledger', async () => {
    const { trustJournal } = await ok<{ trustJournal: { items: Entry[] } }>(outsider, JOURNAL, { a: accountId });
    expect(trustJournal.items.length).toBeGreaterThan(0);
    for (const entry of trustJournal.items) expect(entry).toMatchObject({ restricted: true, counterparty: null, clientName: null, matterId: null });
    expect(JSON.stringify(trustJournal)).not.toContain('Gonzalez');
    expect((await ok<{ trustLedgers: { totalCount: number } }>(outsider, LEDGERS, {})).trustLedgers.totalCount).toBe(0);
    expect(errorCode(await outsider.request(LEDGER, { id: ledgerId }))).toBe('NOT_FOUND');
    expect(errorCode(await outsider.request(DISBURSE, { input: { ledgerId, entryDate: utcDay(0), amountCents: 100, payee: 'X', purpose: 'OTHER' } }))).toBe('NOT_FOUND');
  });

  it('prints the client ledger and the journal of a period as PDF and CSV', async () => {
    const csv = await fetch(`${server.url}/api/trust/ledgers/${ledgerId}/report?format=csv`, { headers: { cookie: paralegal.cookie! } });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('Date,Entry,Payer or payee,Reference,Purpose,Received,Paid,Balance,Cleared');
    expect(text).toContain(',Settlement funds,100000.00,,100000.00,Yes');
    expect(text).toContain('Reversal');
    const pdf = await fetch(`${server.url}/api/trust/ledgers/${ledgerId}/report`, { headers: { cookie: attorney.cookie! } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const journal = await (await fetch(`${server.url}/api/trust/accounts/${accountId}/journal?format=csv&from=${inLastMonth(3)}&to=${inLastMonth(6)}`, { headers: { cookie: attorney.cookie! } })).text();
    expect(journal).toContain(inLastMonth(3));
    expect(journal).not.toContain(inLastMonth(2));
    expect(journal).toContain('Totals');
  });

  it('lists ledgers holding money with no activity for 90 days or more', async () => {
    const old = await create<Entry>(attorney, DEPOSIT, { accountId: spareAccountId, matterId, clientId, entryDate: utcDay(-120), amountCents: 7_500, payer: 'Old Retainer', purpose: 'RETAINER' });
    const { trustLedgers } = await ok<{ trustLedgers: { items: Ledger[] } }>(admin, LEDGERS, { days: 90 });
    expect(trustLedgers.items.map((item) => item.id)).not.toContain(old.ledgerId); // the spare ledger has recent entries too
    const dormantClient = (await create(admin, 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', { kind: 'PERSON', firstName: 'Dora', lastName: 'Dormant' })).id;
    const dormantCase = (await create(admin, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { name: 'Dormant v. Nobody', clientId: dormantClient })).id;
    const dormant = await create<Entry>(attorney, DEPOSIT, { accountId: spareAccountId, matterId: dormantCase, clientId: dormantClient, entryDate: utcDay(-120), amountCents: 7_500, payer: 'Dora Dormant', purpose: 'RETAINER' });
    const again = await ok<{ trustLedgers: { items: Array<Ledger & { clientName: string }> } }>(admin, LEDGERS, { days: 90 });
    expect(again.trustLedgers.items.map((item) => [item.id, item.clientName, item.balanceCents])).toEqual([[dormant.ledgerId, 'Dora Dormant', 7_500]]);
    const csv = await (await fetch(`${server.url}/api/trust/inactive?days=90&format=csv`, { headers: { cookie: admin.cookie! } })).text();
    expect(csv).toContain('Dora Dormant');
  });
});

describe('a finalized settlement statement, deposited and disbursed', () => {
  let statementId: string;
  const DISBURSEMENT = 'statementId grossCents depositedCents paidCents toPayCents ledger { id balanceCents } payments { lineKey kind description purpose payee amountCents paidBy { id reference } }';

  beforeAll(async () => {
    const hospital = (await create(admin, 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', { kind: 'COMPANY', companyName: 'Memorial Hospital' })).id;
    const [{ id: plaintiff }] = (await rows<{ id: string }>(`SELECT id FROM matter_parties WHERE matter_id = $1 AND category = 'PLAINTIFF'`, [matterId])) as [{ id: string }];
    const treatment = (await create(paralegal, 'mutation($input: AddTreatmentInput!) { addTreatment(input: $input) { id } }', { matterId, plaintiffPartyId: plaintiff, providerId: hospital })).id;
    const bill = (await create(paralegal, 'mutation($input: AddMedicalBillInput!) { addMedicalBill(input: $input) { id } }', { matterId, treatmentId: treatment, serviceFrom: utcDay(-90), billedCents: 300_000 })).id;
    const plan = (await create(admin, 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', { kind: 'COMPANY', companyName: 'Bluebonnet Health' })).id;
    await create(paralegal, 'mutation($input: AddLienInput!) { addLien(input: $input) { id } }', { matterId, lienholderId: plan, type: 'ERISA_PLAN', claimedCents: 120_000, finalCents: 100_000, billIds: [bill] });
    const settled = await create<{ id: string; statements: Array<{ id: string; version: number }> }>(
      attorney, 'mutation($input: RecordSettlementInput!) { recordSettlement(input: $input) { id statements { id version } } }', { matterId, amountCents: 3_000_000, settledOn: utcDay(-2) },
    );
    const draft = settled.statements[0]!;
    statementId = (await ok<{ finalizeSettlementStatement: { id: string } }>(attorney, 'mutation($id: ID!, $v: Int!) { finalizeSettlementStatement(id: $id, version: $v) { id } }', { id: draft.id, v: draft.version })).finalizeSettlementStatement.id;
  });

  it('proposes every payment of the statement, pays the chosen ones at the frozen amounts, and never pays one twice', async () => {
    const payFirst = await attorney.request('mutation($input: DisburseStatementInput!) { disburseStatement(input: $input) { statementId } }', {
      input: { statementId, entryDate: utcDay(0), payments: [{ lineKey: 'fee', payee: 'Firm' }] },
    });
    expect(fieldsOf(payFirst)).toMatchObject({ statementId: 'Deposit the settlement for this statement into trust first.' });
    const check = await create<Entry>(attorney, DEPOSIT, { accountId: spareAccountId, matterId, clientId, entryDate: utcDay(-1), amountCents: 3_000_000, payer: 'Gulf States Mutual', purpose: 'SETTLEMENT', statementId });
    const { statementDisbursement } = await ok<{ statementDisbursement: { grossCents: number; depositedCents: number; toPayCents: number; payments: Array<{ lineKey: string; kind: string | null; purpose: string; payee: string; amountCents: number; paidBy: unknown }> } }>(
      paralegal, `query($id: ID!) { statementDisbursement(statementId: $id) { ${DISBURSEMENT} } }`, { id: statementId },
    );
    expect(statementDisbursement).toMatchObject({ grossCents: 3_000_000, depositedCents: 3_000_000, toPayCents: 3_000_000 });
    const byKey = Object.fromEntries(statementDisbursement.payments.map((payment) => [payment.lineKey.split(':')[0], payment]));
    expect(byKey.fee).toMatchObject({ purpose: 'ATTORNEY_FEE', payee: 'Trust & Partners (operating account)', amountCents: 1_000_000 });
    expect(byKey.lien).toMatchObject({ purpose: 'LIEN_PAYOFF', payee: 'Bluebonnet Health', amountCents: 100_000 });
    expect(byKey.net).toMatchObject({ purpose: 'CLIENT_NET', payee: 'Maria Gonzalez', amountCents: 1_900_000, paidBy: null });
    const DISBURSE_STATEMENT = `mutation($input: DisburseStatementInput!) { disburseStatement(input: $input) { ${DISBURSEMENT} } }`;
    expect(errorCode(await paralegal.request(DISBURSE_STATEMENT, { input: { statementId, entryDate: utcDay(0), payments: [{ lineKey: 'fee', payee: 'x' }] } }))).toBe('FORBIDDEN');
    const lienKey = statementDisbursement.payments.find((payment) => payment.kind === 'LIEN')!.lineKey;
    const { disburseStatement } = await ok<{ disburseStatement: { paidCents: number; toPayCents: number; payments: Array<{ lineKey: string; paidBy: { reference: string } | null }>; ledger: { balanceCents: number } } }>(
      attorney, DISBURSE_STATEMENT, { input: { statementId, entryDate: utcDay(0), payments: [{ lineKey: 'fee', payee: 'Trust & Partners (operating account)', reference: 'TRF-9' }, { lineKey: lienKey, payee: 'Bluebonnet Health', reference: '1002' }] } },
    );
    expect(disburseStatement).toMatchObject({ paidCents: 1_100_000, toPayCents: 1_900_000 });
    expect(disburseStatement.payments.find((payment) => payment.lineKey === 'fee')?.paidBy).toMatchObject({ reference: 'TRF-9' });
    const twice = await attorney.request(DISBURSE_STATEMENT, { input: { statementId, entryDate: utcDay(0), payments: [{ lineKey: 'net', payee: 'Maria Gonzalez' }, { lineKey: 'fee', payee: 'Again' }] } });
    expect(errorCode(twice)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(twice.errors)).toContain("Attorney's fee has been paid already.");
    // All or none: the net of the refused request was not paid either.
    const net = await ok<{ statementDisbursement: { payments: Array<{ lineKey: string; paidBy: unknown }> } }>(admin, `query($id: ID!) { statementDisbursement(statementId: $id) { ${DISBURSEMENT} } }`, { id: statementId });
    expect(net.statementDisbursement.payments.find((payment) => payment.lineKey === 'net')?.paidBy).toBeNull();
    const paidNet = await ok<{ disburseStatement: { toPayCents: number } }>(attorney, DISBURSE_STATEMENT, { input: { statementId, entryDate: utcDay(0), payments: [{ lineKey: 'net', payee: 'Maria Gonzalez', reference: '1003' }] } });
    expect(paidNet.disburseStatement.toPayCents).toBe(0);
    const { settlementStatement } = await ok<{ settlementStatement: { trustEntries: Entry[] } }>(paralegal, `query($id: ID!) { settlementStatement(id: $id) { trustEntries { ${ENTRY} } } }`, { id: statementId });
    expect(settlementStatement.trustEntries.map((entry) => entry.amountCents).sort((a, b) => a - b)).toEqual([-1_900_000, -1_000_000, -100_000, 3_000_000]);
    expect((await ok<{ settlementStatement: { trustEntries: Entry[] } }>(staff, 'query($id: ID!) { settlementStatement(id: $id) { trustEntries { id } } }', { id: statementId })).settlementStatement.trustEntries).toEqual([]);
    expect(await ledger(check.ledgerId)).toMatchObject({ balanceCents: 10_000 + 7_500 });
  });

  it('pays a reversed payment again once, however many ask at the same time', async () => {
    const { settlementStatement } = await ok<{ settlementStatement: { trustEntries: Entry[] } }>(admin, `query($id: ID!) { settlementStatement(id: $id) { trustEntries { ${ENTRY} } } }`, { id: statementId });
    const net = settlementStatement.trustEntries.find((entry) => entry.statementLineKey === 'net')!;
    await ok(attorney, REVERSE, { input: { entryId: net.id, entryDate: utcDay(0), reason: 'Check lost in the mail' } });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        attorney.request('mutation($input: DisburseStatementInput!) { disburseStatement(input: $input) { toPayCents } }', {
          input: { statementId, entryDate: utcDay(0), payments: [{ lineKey: 'net', payee: 'Maria Gonzalez', reference: `20${index}` }] },
        }),
      ),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.filter((answer) => errorCode(answer) === 'BAD_USER_INPUT')).toHaveLength(4);
    const paid = await rows<{ n: string }>(`SELECT count(*) AS n FROM trust_entries WHERE statement_id = $1 AND statement_line_key = 'net' AND kind = 'DISBURSEMENT'`, [statementId]);
    expect(Number(paid[0]!.n)).toBe(2); // the lost check (reversed) and its replacement
  });
});

describe('monthly three-way reconciliation', () => {
  let reconciliation: Reconciliation;

  it('does not close while the bank, the journal and the ledgers disagree', async () => {
    expect(fieldsOf(await attorney.request(START, { input: { accountId, month: '2026-13' } }))).toMatchObject({ month: 'Choose a month like 2026-10.' });
    reconciliation = (await ok<{ startTrustReconciliation: Reconciliation }>(attorney, START, { input: { accountId, month: lastMonth } })).startTrustReconciliation;
    expect(fieldsOf(await attorney.request(START, { input: { accountId, month: lastMonth } }))).toMatchObject({ month: `Finish or discard the reconciliation of ${lastMonth} first.` });
    expect(errorCode(await paralegal.request(CLOSE, { id: reconciliation.id, v: reconciliation.version }))).toBe('FORBIDDEN');
    // The journal of the month: deposits 100,000.00 + 2,500.00, fee 33,333.33, a payment of 500.00 and its reversal.
    expect(reconciliation.balances).toMatchObject({ journalCents: 6_916_667, ledgersCents: 6_916_667, adjustedBankCents: null, matches: false });
    reconciliation = (await ok<{ saveTrustReconciliation: Reconciliation }>(attorney, SAVE, { input: { id: reconciliation.id, version: reconciliation.version, statementBalanceCents: 6_900_000 } })).saveTrustReconciliation;
    // Nothing ticked: everything is in transit or outstanding, so the bank adjusts to the journal, but the bank's own 6,900,000 is wrong.
    const refused = await attorney.request(CLOSE, { id: reconciliation.id, v: reconciliation.version });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe(
      // 69,000.00 + in transit 103,000.00 (both deposits, the reversal's credit) − outstanding 33,833.33 (the fee, the check).
      'The balances do not agree: the adjusted bank balance is $138,166.67, the trust journal $69,166.67, the client ledgers $69,166.67. Tick what cleared, or record what is missing, before closing.',
    );
    // The draft prints as it stands, marked a draft.
    const draft = await fetch(`${server.url}/api/trust/reconciliations/${reconciliation.id}/report?format=csv`, { headers: { cookie: paralegal.cookie! } });
    expect(draft.headers.get('content-disposition')).toContain(`-${lastMonth}-draft-`);
    expect(await draft.text()).toContain('Result,,,,Do not agree');
  });

  it("imports the bank's CSV, ticks what it matches, and closes when all three agree: a permanent report", async () => {
    const csv = [
      'Date,Description,Amount,Check Number,Balance',
      `${inLastMonth(2)},DEPOSIT GULF STATES,"100,000.00",,"100,000.00"`,
      `${inLastMonth(6)},TRANSFER TO OPERATING,"-33,333.33",TRF-1,"66,666.67"`,
      `${inLastMonth(7)},CHECK 1001,-500.00,1001,"66,166.67"`,
      `${inLastMonth(8)},CHECK 1001 VOID CREDIT,500.00,,"66,666.67"`,
    ].join('\n');
    expect(fieldsOf(await attorney.request(IMPORT, { input: { reconciliationId: reconciliation.id, csv: 'When,What\n1,2' } }))).toMatchObject({ csv: 'The first row should name the columns, with a Date column.' });
    expect(fieldsOf(await attorney.request(IMPORT, { input: { reconciliationId: reconciliation.id, csv: `Date,Description,Amount\n2020-01-01,Old,5.00` } }))).toMatchObject({
      csv: expect.stringContaining('Row 2: 2020-01-01 is outside the month reconciled'),
    });
    reconciliation = (await ok<{ importBankStatement: Reconciliation }>(attorney, IMPORT, { input: { reconciliationId: reconciliation.id, csv } })).importBankStatement;
    expect(reconciliation.statementBalanceCents).toBe(6_666_667);
    expect(reconciliation.bankLines.every((line) => line.entryId)).toBe(true);
    // The uncleared retainer (2,500.00) is in transit: 66,666.67 + 2,500.00 = 69,166.67 on all three.
    expect(reconciliation.balances).toMatchObject({ depositsInTransitCents: 250_000, outstandingChecksCents: 0, adjustedBankCents: 6_916_667, journalCents: 6_916_667, ledgersCents: 6_916_667, matches: true });
    const items = await ok<{ trustReconciliationItems: { items: Array<{ cleared: boolean; entry: { amountCents: number } }> } }>(paralegal, ITEMS, { id: reconciliation.id });
    expect(items.trustReconciliationItems.items.filter((item) => !item.cleared).map((item) => item.entry.amountCents)).toEqual([250_000]);
    // Unticking the fee's transfer unbalances nothing (it becomes outstanding); ticking it again restores it.
    const fee = (await ok<{ trustJournal: { items: Entry[] } }>(attorney, JOURNAL, { a: accountId })).trustJournal.items.find((entry) => entry.kind === 'TRANSFER_TO_OPERATING')!;
    const unticked = (await ok<{ tickTrustReconciliationItems: Reconciliation }>(attorney, TICK, { input: { reconciliationId: reconciliation.id, entryIds: [fee.id], cleared: false } })).tickTrustReconciliationItems;
    expect(unticked.balances).toMatchObject({ outstandingChecksCents: 3_333_333, adjustedBankCents: 6_916_667 - 3_333_333, matches: false });
    reconciliation = (await ok<{ tickTrustReconciliationItems: Reconciliation }>(attorney, TICK, { input: { reconciliationId: reconciliation.id, entryIds: [fee.id], cleared: true } })).tickTrustReconciliationItems;
    expect(reconciliation.balances.matches).toBe(true);

    const closed = (await ok<{ closeTrustReconciliation: Reconciliation & { closedByName: string; periodEnd: string } }>(attorney, CLOSE, { id: reconciliation.id, v: reconciliation.version })).closeTrustReconciliation;
    expect(closed).toMatchObject({ state: 'CLOSED', closedByName: 'Alma Reyes' });
    // Read-only, also in the database, and the month takes no more entries.
    expect(errorCode(await attorney.request(SAVE, { input: { id: closed.id, version: closed.version, statementBalanceCents: 1 } }))).toBe('BAD_USER_INPUT');
    await expect(server.db.query('UPDATE trust_reconciliations SET statement_balance_cents = 1 WHERE id = $1', [closed.id])).rejects.toThrow(/permanent report/);
    await expect(server.db.query('DELETE FROM trust_reconciliation_items WHERE reconciliation_id = $1', [closed.id])).rejects.toThrow(/permanent report/);
    const [ledgerRow] = await rows<{ id: string }>('SELECT id FROM trust_ledgers WHERE account_id = $1 AND matter_id = $2', [accountId, matterId]);
    const late = await attorney.request(DISBURSE, { input: { ledgerId: ledgerRow!.id, entryDate: inLastMonth(20), amountCents: 100, payee: 'Late', purpose: 'OTHER' } });
    expect(fieldsOf(late)).toMatchObject({ entryDate: `The trust account is reconciled through ${closed.periodEnd}: date the entry after it.` });
    expect(fieldsOf(await attorney.request(START, { input: { accountId, month: lastMonth } }))).toMatchObject({ month: expect.stringContaining('choose a later month') });
    const pdf = await fetch(`${server.url}/api/trust/reconciliations/${closed.id}/report`, { headers: { cookie: paralegal.cookie! } });
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const report = await (await fetch(`${server.url}/api/trust/reconciliations/${closed.id}/report?format=csv`, { headers: { cookie: attorney.cookie! } })).text();
    expect(report).toContain(`Balances,${closed.periodEnd},Adjusted bank balance,,,,69166.67,`);
    expect(report).toContain('Cleared,' + inLastMonth(6) + ',Transfer to operating,');
    expect(report).toContain('All three agree');
    expect((await fetch(`${server.url}/api/trust/reconciliations/${closed.id}/report`, { headers: { cookie: otherFirm.cookie! } })).status).toBe(404);
  });
});
