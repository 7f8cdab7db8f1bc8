import { ledes1998BProblems } from '../unit/invoices/ledes-validator';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ApiClient, errorCode } from '../support/graphql';
import { createTestDatabase, ROOT, SERVER_MAIN, spawnServer, stopProcess } from '../support/server';

const run = promisify(execFile);
const demoPassword = 'matterhorn-demo';

describe('configuration', () => {
  it('fails fast, naming every bad variable', async () => {
    const failure = await run(process.execPath, [SERVER_MAIN], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nope', SESSION_IDLE_TIMEOUT_MINUTES: '-5' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    const { stderr } = failure as { stderr: string };
    expect(stderr).toMatch(/Invalid configuration/);
    expect(stderr).toMatch(/PORT/);
    expect(stderr).toMatch(/DATABASE_URL: must be a postgres:\/\//);
    expect(stderr).toMatch(/SESSION_IDLE_TIMEOUT_MINUTES/);
  });

  it('refuses the switches that defeat the firm checks outside the test suite', async () => {
    const failure = await run(process.execPath, [SERVER_MAIN], {
      env: { ...process.env, NODE_ENV: 'production', DATA_ENCRYPTION_KEY: 'Y'.repeat(43) + '=', DATABASE_URL: 'postgres://localhost/none', TEST_SERVICE_FIRM_HEADER: 'true' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(/TEST_DATABASE_AS_OWNER and TEST_SERVICE_FIRM_HEADER exist only for the test suite/);
  });

  it('refuses to start in production on an external database without a data encryption key', async () => {
    const failure = await run(process.execPath, [SERVER_MAIN], {
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/none' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(/DATA_ENCRYPTION_KEY: required in production/);
  });
});

describe('without DATABASE_URL: the embedded PostgreSQL', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'matterhorn-data-'));
    await chmod(dataDir, 0o711);
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts in DATA_DIR with the demo firm, keeps its data across a restart and stops cleanly', async () => {
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: port, DATABASE_URL: '' };

    const first = await spawnServer(env);
    expect(first.output()).toMatch(/Demo sign-ins \(password: matterhorn-demo\)/);
    expect(first.output()).toMatch(/admin@demo\.matterhorn\.law/);
    const browser = new ApiClient(`http://127.0.0.1:${first.port}/graphql`);
    expect((await browser.signIn('admin@demo.matterhorn.law', demoPassword)).errors).toBeUndefined();
    const roles = await browser.request<{ firmUsers: { items: Array<{ role: string }> } }>(
      '{ firmUsers { items { role } } }',
    );
    expect(roles.data!.firmUsers.items.map((u) => u.role).sort()).toEqual(['ATTORNEY', 'CLIENT', 'FIRM_ADMIN', 'PARALEGAL', 'STAFF']);
    // Messages are not empty for anyone trying the demo: the client has their conversations with history, one unread.
    const client = new ApiClient(`http://127.0.0.1:${first.port}/graphql`);
    expect((await client.signIn('client@demo.matterhorn.law', demoPassword)).errors).toBeUndefined();
    const conversations = await client.request<{ conversations: { items: Array<{ other: { fullName: string }; unreadCount: number }> } }>('{ conversations { items { other { fullName } unreadCount } } }');
    expect(conversations.data!.conversations.items.map((c) => [c.other.fullName, c.unreadCount])).toEqual([['Priya Shah', 0], ['Jordan Reyes', 1]]);
    // The demo cases carry their money: policies (the Case list's insurance columns), bills, liens, costs and damages.
    const cases = await browser.request<{ matters: { items: Array<{ id: string; name: string; defendantInsurance: string | null; plaintiffInsurance: string | null }> } }>(
      '{ matters(search: "Alvarez") { items { id name defendantInsurance plaintiffInsurance } } }',
    );
    const alvarez = cases.data!.matters.items[0]!;
    expect(alvarez).toMatchObject({ defendantInsurance: 'Gulf States Mutual Insurance', plaintiffInsurance: 'Lakeside Casualty Company' });
    const money = await browser.request<Record<string, { totalCount?: number; count?: number; billedCents?: number; totalEconomicCents?: number }>>(
      `query($m: ID!) { insurancePolicies(matterId: $m) { totalCount } medicalSpecials(matterId: $m) { billedCents } lienTotals(matterId: $m) { count }
        caseCostTotals(matterId: $m) { count } caseDamages(matterId: $m) { totalEconomicCents } }`,
      { m: alvarez.id },
    );
    expect(money.errors).toBeUndefined();
    expect(money.data).toEqual({
      insurancePolicies: { totalCount: 4 },
      medicalSpecials: { billedCents: 2_787_540 },
      lienTotals: { count: 2 },
      caseCostTotals: { count: 5 },
      caseDamages: { totalEconomicCents: 2_787_540 + 784_000 + 641_275 + 84_000 },
    });
    // …and their negotiation: a policy-limits demand awaiting its answer this week; the settled case's statement in draft (40 % after filing).
    const settlement = await browser.request<{
      negotiationSummary: { currentDemandCents: number; bestOfferCents: number };
      demandsAwaitingResponse: Array<{ matterName: string; kind: string }>;
      documentTemplates: { items: Array<{ name: string }> };
    }>(`query($m: ID!) { negotiationSummary(matterId: $m) { currentDemandCents bestOfferCents } demandsAwaitingResponse { matterName kind } documentTemplates { items { name } } }`, { m: alvarez.id });
    expect(settlement.errors).toBeUndefined();
    expect(settlement.data).toEqual({
      negotiationSummary: { currentDemandCents: 100_000_000, bestOfferCents: 15_000_000 },
      demandsAwaitingResponse: [{ matterName: 'Alvarez v. Lone Star Freight LLC', kind: 'POLICY_LIMITS_DEMAND' }],
      documentTemplates: { items: [{ name: 'Policy limits demand' }] },
    });
    const brooks = (await browser.request<{ matters: { items: Array<{ id: string }> } }>('{ matters(search: "Brooks") { items { id } } }')).data!.matters.items[0]!;
    const statement = await browser.request<{ settlements: { items: Array<{ statements: Array<{ state: string; figures: { stage: string; feeCents: number; netCents: number; grossCents: number; deductionsCents: number } }> }> } }>(
      'query($m: ID!) { settlements(matterId: $m) { items { statements { state figures { stage feeCents netCents grossCents deductionsCents } } } } }',
      { m: brooks.id },
    );
    const figures = statement.data!.settlements.items[0]!.statements[0]!;
    expect(figures).toMatchObject({ state: 'DRAFT', figures: { stage: 'FILED', grossCents: 4_800_000, feeCents: 1_920_000 } });
    // Gross less the fee, the two costs ($350 and $1,200) and the final ERISA lien ($6,533.33; the bill it covers is left out).
    expect(figures.figures.netCents).toBe(4_800_000 - 1_920_000 - 155_000 - 653_333);
    // …and its trust account, where a client's retainer has sat untouched for four months.
    const trust = await browser.request<{ trustAccounts: { items: Array<{ name: string; balanceCents: number }> }; trustLedgers: { items: Array<{ balanceCents: number }> } }>(
      '{ trustAccounts { items { name balanceCents } } trustLedgers(inactiveDays: 90) { items { balanceCents } } }',
    );
    expect(trust.data).toEqual({ trustAccounts: { items: [{ name: 'IOLTA Trust Account', balanceCents: 150_000 }] }, trustLedgers: { items: [{ balanceCents: 150_000 }] } });
    // …and its invoices export as e-billing portals take them: every fee line names its timekeeper.
    const invoiceIds = (await browser.request<{ invoices: { items: Array<{ id: string }> } }>('{ invoices(filter: ALL) { items { id } } }')).data!.invoices.items.map((i) => i.id);
    expect(invoiceIds.length).toBeGreaterThan(0);
    const ledes = await fetch(`http://127.0.0.1:${first.port}/api/export/invoices/ledes?ids=${invoiceIds.join(',')}`, { headers: { cookie: browser.cookie! } });
    expect(ledes.status).toBe(200);
    const file = await ledes.text();
    expect(ledes1998BProblems(file)).toEqual([]);
    expect(file).toContain('|Reyes, Jordan|AS|');
    expect(await stopProcess(first.child)).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await spawnServer(env);
    try {
      const again = new ApiClient(`http://127.0.0.1:${second.port}/graphql`);
      again.cookie = browser.cookie;
      // The session written before the restart is still there: the data survived.
      expect((await again.request<{ me: { email: string } }>('{ me { email } }')).data?.me?.email).toBe(
        'admin@demo.matterhorn.law',
      );
      const count = await again.request<{ firmUsers: { totalCount: number } }>('{ firmUsers { totalCount } }');
      expect(count.data?.firmUsers.totalCount).toBe(5);
    } finally {
      expect(await stopProcess(second.child)).toBe(0);
    }
  });

  it('`npm start` runs in production mode unless told otherwise: no introspection, the data key generated beside the embedded data', async () => {
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const started = await spawnServer({ DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: port, DATABASE_URL: '' }, { script: path.join(ROOT, 'server', 'scripts', 'start.mjs'), nodeEnv: null });
    try {
      const introspection = await new ApiClient(`http://127.0.0.1:${started.port}/graphql`).request('{ __schema { queryType { name } } }');
      expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
      expect(existsSync(path.join(dataDir, 'data-encryption.key'))).toBe(true);
    } finally {
      await stopProcess(started.child);
    }
  }, 120_000);
});

describe('with DATABASE_URL: a real deployment', () => {
  it('creates no demo data, and the first platform admin from configuration', async () => {
    const databaseUrl = await createTestDatabase();
    const server = await spawnServer({
      DATABASE_URL: databaseUrl,
      PLATFORM_ADMIN_EMAIL: 'Ops@Example.com',
      PLATFORM_ADMIN_PASSWORD: 'a long platform password',
    });
    try {
      expect(server.output()).not.toMatch(/Demo sign-ins/);
      const url = `http://127.0.0.1:${server.port}/graphql`;
      expect(errorCode(await new ApiClient(url).signIn('admin@demo.matterhorn.law', demoPassword))).toBe('UNAUTHENTICATED');
      const ops = new ApiClient(url);
      expect((await ops.signIn('ops@example.com', 'a long platform password')).errors).toBeUndefined();
      expect((await ops.request('{ me { role firm { id } } }')).data).toEqual({ me: { role: 'PLATFORM_ADMIN', firm: null } });
    } finally {
      await stopProcess(server.child);
    }
  });
});
