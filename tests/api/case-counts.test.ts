import { createFirm, createUser, type FirmRow, type UserRow } from '../support/factories';
import { ok, type ApiClient } from '../support/graphql';
import path from 'node:path';
import { ROOT, startTestServer, type TestServer } from '../support/server';

/**
 * The case list's total without a filter comes from the counts the database keeps per firm
 * (firm_case_counts, kept by triggers on matters: migration CaseCounts), not from counting every
 * case. Every way a case is added, deleted, restored or opened up or restricted keeps that total
 * equal to a real count, for a firm admin (every case) and for an attorney (the cases open to
 * everyone and the restricted ones listing them), also under simultaneous requests; another
 * firm's cases never move it.
 */
const TOTAL = 'query($search: String) { matters(pageSize: 5, search: $search) { totalCount items { id } } }';
const CREATE = 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id version } }';
const UPDATE = 'mutation($input: UpdateMatterInput!) { updateMatter(input: $input) { id version } }';

let server: TestServer;
let firm: FirmRow;
let admin: ApiClient;
let attorney: ApiClient;
let attorneyUser: UserRow;
let paralegalUser: UserRow;
let otherAdmin: ApiClient;

const total = async (api: ApiClient, search?: string) => (await ok<{ matters: { totalCount: number } }>(api, TOTAL, { search })).matters.totalCount;

/** What each viewer may open, counted case by case in the database (the rule of matter.access.ts). */
async function realCounts(): Promise<{ admin: number; attorney: number }> {
  const { rows } = await server.db.query<{ admin: string; attorney: string }>(
    `SELECT count(*) AS admin,
            count(*) FILTER (WHERE m.permission = 'EVERYONE' OR EXISTS (SELECT 1 FROM matter_access a WHERE a.matter_id = m.id AND a.user_id = $2)) AS attorney
       FROM matters m WHERE m.firm_id = $1 AND m.deleted_at IS NULL`,
    [firm.id, attorneyUser.id],
  );
  return { admin: Number(rows[0]!.admin), attorney: Number(rows[0]!.attorney) };
}

/** The totals both viewers are shown, next to the real counts. */
async function shownAndReal() {
  return { shown: { admin: await total(admin), attorney: await total(attorney) }, real: await realCounts() };
}

const newCase = (api: ApiClient, name: string, restrictedTo?: string[]) =>
  ok<{ createMatter: { id: string; version: number } }>(api, CREATE, {
    input: { name, caseType: 'Car Accident', ...(restrictedTo ? { permission: 'SPECIFIC_USERS', userIds: restrictedTo } : {}) },
  }).then((answer) => answer.createMatter);

beforeAll(async () => {
  server = await startTestServer();
  firm = await createFirm(server.db);
  admin = await server.signedIn(await createUser(server.db, { firm, role: 'FIRM_ADMIN' }));
  attorneyUser = await createUser(server.db, { firm, role: 'ATTORNEY' });
  paralegalUser = await createUser(server.db, { firm, role: 'PARALEGAL' });
  attorney = await server.signedIn(attorneyUser);
  const other = await createFirm(server.db);
  otherAdmin = await server.signedIn(await createUser(server.db, { firm: other, role: 'FIRM_ADMIN' }));
});

afterAll(async () => {
  await server?.stop();
});

describe('The whole case list’s total (kept per firm)', () => {
  it('is 0 for a firm with no case yet, then follows every case added, restricted, opened up, deleted and restored', async () => {
    expect(await shownAndReal()).toEqual({ shown: { admin: 0, attorney: 0 }, real: { admin: 0, attorney: 0 } });

    const open = await newCase(admin, 'Open v. Everyone');
    const forAttorney = await newCase(admin, 'Listed v. Attorney', [attorneyUser.id]);
    const forParalegal = await newCase(admin, 'Listed v. Paralegal', [paralegalUser.id]);
    expect(await shownAndReal()).toEqual({ shown: { admin: 3, attorney: 2 }, real: { admin: 3, attorney: 2 } });

    // Restricting a case open to everyone, and opening up one the attorney could not see.
    const restricted = await ok<{ updateMatter: { version: number } }>(admin, UPDATE, {
      input: { id: open.id, version: open.version, permission: 'SPECIFIC_USERS', userIds: [paralegalUser.id] },
    });
    expect(await shownAndReal()).toEqual({ shown: { admin: 3, attorney: 1 }, real: { admin: 3, attorney: 1 } });
    await ok(admin, UPDATE, { input: { id: forParalegal.id, version: forParalegal.version, permission: 'EVERYONE' } });
    expect(await shownAndReal()).toEqual({ shown: { admin: 3, attorney: 2 }, real: { admin: 3, attorney: 2 } });

    // An edit that changes neither deletion nor permission leaves the counts as they are.
    await ok(admin, UPDATE, { input: { id: open.id, version: restricted.updateMatter.version, name: 'Renamed v. Everyone' } });
    expect(await shownAndReal()).toEqual({ shown: { admin: 3, attorney: 2 }, real: { admin: 3, attorney: 2 } });

    // Deleted (it leaves the list), deleted again (nothing moves), restored.
    await ok(admin, 'mutation($id: ID!) { deleteMatter(id: $id) }', { id: forParalegal.id });
    expect(await shownAndReal()).toEqual({ shown: { admin: 2, attorney: 1 }, real: { admin: 2, attorney: 1 } });
    await ok(admin, 'mutation($id: ID!) { deleteMatter(id: $id) }', { id: forAttorney.id });
    expect(await shownAndReal()).toEqual({ shown: { admin: 1, attorney: 0 }, real: { admin: 1, attorney: 0 } });
    await ok(admin, 'mutation($id: ID!) { restoreMatter(id: $id) { id } }', { id: forParalegal.id });
    expect(await shownAndReal()).toEqual({ shown: { admin: 2, attorney: 1 }, real: { admin: 2, attorney: 1 } });

    // A filtered list still counts its own cases (the search finds one of the two).
    expect(await total(admin, 'Renamed')).toBe(1);
    expect(await total(attorney, 'Renamed')).toBe(0);
  });

  it('stays equal to the real count when cases are added, deleted and restricted at the same moment', async () => {
    const before = await realCounts();
    const created = await Promise.all(
      // The attorney's open to everyone; two of the admin's restricted to the paralegal.
      Array.from({ length: 12 }, (_, i) => newCase(i % 2 ? attorney : admin, `Simultaneous ${i}`, i % 6 === 0 ? [paralegalUser.id] : undefined)),
    );
    expect(await shownAndReal()).toEqual({
      shown: { admin: before.admin + 12, attorney: before.attorney + 10 },
      real: { admin: before.admin + 12, attorney: before.attorney + 10 },
    });
    // Half deleted while the other half are opened up (the two restricted) or restricted, all at once.
    await Promise.all(
      created.map((matter, i) =>
        i % 2
          ? ok(admin, 'mutation($id: ID!) { deleteMatter(id: $id) }', { id: matter.id })
          : ok(admin, UPDATE, { input: { id: matter.id, version: matter.version, ...(i % 3 === 0 ? { permission: 'EVERYONE' } : { permission: 'SPECIFIC_USERS', userIds: [paralegalUser.id] }) } }),
      ),
    );
    const after = await shownAndReal();
    expect(after.shown).toEqual(after.real);
    expect(after.real).toEqual({ admin: before.admin + 6, attorney: before.attorney + 2 });
  });

  it("is each firm's own: another firm's cases never move it, and it never shows another firm's count", async () => {
    const before = await shownAndReal();
    expect(await total(otherAdmin)).toBe(0);
    await Promise.all([newCase(otherAdmin, 'Elsewhere v. One'), newCase(otherAdmin, 'Elsewhere v. Two')]);
    expect(await total(otherAdmin)).toBe(2);
    expect(await shownAndReal()).toEqual(before);
    // As the database holds them: one row per firm, each equal to its firm's cases.
    const { rows } = await server.db.query<{ firm: string; kept: number; real: string }>(
      `SELECT k.firm_id AS firm, k.open_cases AS kept, (SELECT count(*) FROM matters m WHERE m.firm_id = k.firm_id AND m.deleted_at IS NULL) AS real
         FROM firm_case_counts k`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.kept !== Number(row.real))).toEqual([]);
  });

  it('is filled by its migration from the cases a database already holds (upgrading), deleted and restricted ones included', async () => {
    const before = await shownAndReal();
    expect(before.real.admin).toBeGreaterThan(before.real.attorney);
    // The migration undone and done again, as the database owner, on this database full of cases.
    const { CaseCounts1795832013550: Migration } = (await import(path.join(ROOT, 'server/dist/db/migrations/1795832013550-CaseCounts.js'))) as {
      CaseCounts1795832013550: new () => { up(runner: unknown): Promise<void>; down(runner: unknown): Promise<void> };
    };
    const owner = { query: (sql: string) => server.db.query(sql).then((result) => result.rows) };
    await new Migration().down(owner);
    expect((await server.db.query(`SELECT to_regclass('firm_case_counts') AS t`)).rows[0].t).toBeNull();
    await new Migration().up(owner);
    const { rows } = await server.db.query<{ kept: number; everyone: number; real: string; real_everyone: string }>(
      `SELECT k.open_cases AS kept, k.open_to_everyone AS everyone,
              (SELECT count(*) FROM matters m WHERE m.firm_id = k.firm_id AND m.deleted_at IS NULL) AS real,
              (SELECT count(*) FROM matters m WHERE m.firm_id = k.firm_id AND m.deleted_at IS NULL AND m.permission = 'EVERYONE') AS real_everyone
         FROM firm_case_counts k WHERE k.firm_id = $1`,
      [firm.id],
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(Number(row!.real_everyone)).toBeLessThan(Number(row!.real));
    expect([row!.kept, row!.everyone]).toEqual([Number(row!.real), Number(row!.real_everyone)]);
    expect(row!.kept).toBe(before.real.admin);
    expect(await shownAndReal()).toEqual(before);
    // And it keeps counting after the upgrade.
    await newCase(admin, 'After the upgrade');
    expect(await shownAndReal()).toEqual({ shown: { admin: before.real.admin + 1, attorney: before.real.attorney + 1 }, real: { admin: before.real.admin + 1, attorney: before.real.attorney + 1 } });
  });
});
