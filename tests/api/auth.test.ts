import { ApiClient, errorCode } from '../support/graphql';
import { createFirm, createUser, PASSWORD, type FirmRow, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const ME = '{ me { id email firstName role firm { id name } } }';

let server: TestServer;
let firm: FirmRow;
let attorney: UserRow;

beforeAll(async () => {
  server = await startTestServer();
  firm = await createFirm(server.db, { name: 'Reyes & Shah LLP' });
  attorney = await createUser(server.db, { firm, role: 'ATTORNEY', email: 'jordan@reyes-shah.example', firstName: 'Jordan' });
});

afterAll(async () => {
  await server.stop();
});

const client = () => new ApiClient(server.graphqlUrl);
const sessionCount = async (userId: string) =>
  Number((await server.db.query('SELECT count(*) FROM sessions WHERE user_id = $1', [userId])).rows[0].count);

describe('sign-in', () => {
  it('answers me with null before signing in', async () => {
    const response = await client().request(ME);
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ me: null });
  });

  it('signs in with email and password, setting an httpOnly SameSite=Lax session cookie', async () => {
    const browser = client();
    const response = await browser.request(
      'mutation($input: SignInInput!) { login(input: $input) { email firm { name } } }',
      { input: { email: 'Jordan@Reyes-Shah.example', password: PASSWORD } },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ login: { email: attorney.email, firm: { name: 'Reyes & Shah LLP' } } });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('matterhorn_session='));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);

    const me = await browser.request(ME);
    expect(me.data).toEqual({
      me: { id: attorney.id, email: attorney.email, firstName: 'Jordan', role: 'ATTORNEY', firm: { id: firm.id, name: firm.name } },
    });
  });

  it('over https (behind a proxy) uses a Secure __Host- cookie and only that one', async () => {
    const httpsServer = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const user = await createUser(httpsServer.db, { firm: await createFirm(httpsServer.db), role: 'STAFF' });
      const browser = new ApiClient(httpsServer.graphqlUrl, { 'x-forwarded-proto': 'https' });
      const response = await browser.signIn(user.email, PASSWORD);
      const [setCookie] = response.headers.getSetCookie();
      expect(setCookie).toMatch(/^__Host-matterhorn_session=[^;]+;/);
      expect(setCookie).toMatch(/; Path=\/;/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/Secure/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).not.toMatch(/Domain=/i);
      expect((await browser.request<{ me: { id: string } }>(ME)).data?.me.id).toBe(user.id);
      // The same token under the unprefixed name (as a sibling subdomain could plant it) is not accepted over https.
      const planted = new ApiClient(httpsServer.graphqlUrl, { 'x-forwarded-proto': 'https' });
      planted.cookie = browser.cookie!.replace('__Host-', '');
      expect((await planted.request(ME)).data).toEqual({ me: null });
    } finally {
      await httpsServer.stop();
    }
  });

  it('never adopts a session id chosen before sign-in (fixation)', async () => {
    const browser = client();
    browser.cookie = 'matterhorn_session=attacker-chosen-value';
    await browser.signIn(attorney.email, PASSWORD);
    expect(browser.cookie).not.toContain('attacker-chosen-value');
    const attacker = client();
    attacker.cookie = 'matterhorn_session=attacker-chosen-value';
    expect((await attacker.request(ME)).data).toEqual({ me: null });
  });

  it('stores only a hash of the session token and starts a new session at every sign-in', async () => {
    const browser = client();
    await browser.signIn(attorney.email, PASSWORD);
    const first = browser.cookie!;
    await browser.signIn(attorney.email, PASSWORD);
    expect(browser.cookie).not.toBe(first);
    const token = first.split('=')[1]!;
    const stored = await server.db.query('SELECT id FROM sessions WHERE id = $1', [token]);
    expect(stored.rowCount).toBe(0);
    // The session the browser had before signing in again has ended.
    const old = new ApiClient(server.graphqlUrl);
    old.cookie = first;
    expect((await old.request(ME)).data).toEqual({ me: null });
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrongPassword = await client().signIn(attorney.email, 'not the password');
    const unknownEmail = await client().signIn('nobody@reyes-shah.example', PASSWORD);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
      expect(response.errors?.[0]?.message).toBe('Wrong email or password.');
      expect(response.data).toBeNull();
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('lists the failing fields of malformed input', async () => {
    const response = await client().signIn('not-an-email', '');
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'email', messages: ['Enter a valid email address.'] },
      { field: 'password', messages: ['Enter your password.'] },
    ]);
  });
});

describe('sign-out', () => {
  it('ends the server-side session: the old cookie no longer works', async () => {
    const browser = client();
    await browser.signIn(attorney.email, PASSWORD);
    const cookie = browser.cookie;
    const before = await sessionCount(attorney.id);
    const response = await browser.request('mutation { logout }');
    expect(response.data).toEqual({ logout: true });
    expect(response.headers.getSetCookie().join()).toMatch(/matterhorn_session=;/);
    expect(await sessionCount(attorney.id)).toBe(before - 1);

    const replay = client();
    replay.cookie = cookie;
    expect((await replay.request(ME)).data).toEqual({ me: null });
    expect(errorCode(await replay.request('{ firmUsers { totalCount } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('reading the session on each request', () => {
  // After the first request, the session is looked up in the scope it resolved to before (its
  // firm), so the database connections need not switch to the system scope and back.
  it('answers each person as themselves, across firms and the back office, request after request', async () => {
    const otherFirm = await createFirm(server.db, { name: 'Okafor Injury Law' });
    const people = [
      attorney,
      await createUser(server.db, { firm: otherFirm, role: 'PARALEGAL' }),
      await createUser(server.db, { firm: null, role: 'PLATFORM_ADMIN' }),
    ];
    const browsers = await Promise.all(
      people.map(async (person) => {
        const browser = client();
        await browser.signIn(person.email, PASSWORD);
        return browser;
      }),
    );
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(browsers.map((browser) => browser.request<{ me: { id: string; firm: { id: string } | null } }>(ME)));
      expect(answers.map((answer) => answer.data?.me?.id)).toEqual(people.map((person) => person.id));
      expect(answers.map((answer) => answer.data?.me?.firm?.id ?? null)).toEqual([firm.id, otherFirm.id, null]);
    }
  });

  it('still finds a session whose user is no longer in the firm it was last read in', async () => {
    const before = await createFirm(server.db);
    const after = await createFirm(server.db);
    const person = await createUser(server.db, { firm: before, role: 'STAFF' });
    const browser = client();
    await browser.signIn(person.email, PASSWORD);
    expect((await browser.request<{ me: { firm: { id: string } } }>(ME)).data?.me.firm.id).toBe(before.id);

    // Not something the product does, but the remembered scope must never be what decides.
    await server.db.query('UPDATE users SET firm_id = $1 WHERE id = $2', [after.id, person.id]);
    expect((await browser.request<{ me: { firm: { id: string } } }>(ME)).data?.me.firm.id).toBe(after.id);
  });
});

describe('sessions expire', () => {
  it('after the idle timeout (30 minutes without a request)', async () => {
    const browser = client();
    await browser.signIn(attorney.email, PASSWORD);
    const token = browser.cookie!.split('=')[1]!;
    await server.db.query(
      "UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE created_at = (SELECT max(created_at) FROM sessions)",
    );
    expect((await browser.request(ME)).data).toEqual({ me: null });
    expect(token).toBeTruthy();
  });

  it('stay alive while used: each request pushes the idle timeout back', async () => {
    const browser = client();
    await browser.signIn(attorney.email, PASSWORD);
    await server.db.query(
      "UPDATE sessions SET last_seen_at = now() - interval '20 minutes' WHERE created_at = (SELECT max(created_at) FROM sessions)",
    );
    expect((await browser.request(ME)).data?.me).not.toBeNull();
    const { rows } = await server.db.query(
      "SELECT last_seen_at > now() - interval '1 minute' AS fresh FROM sessions WHERE created_at = (SELECT max(created_at) FROM sessions)",
    );
    expect(rows[0].fresh).toBe(true);
  });

  it('at the end of their absolute lifetime, however active', async () => {
    const browser = client();
    await browser.signIn(attorney.email, PASSWORD);
    await server.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE created_at = (SELECT max(created_at) FROM sessions)",
    );
    expect((await browser.request(ME)).data).toEqual({ me: null });
  });
});

describe('suspension', () => {
  it('stops a suspended user from signing in and ends their open sessions', async () => {
    const paralegal = await createUser(server.db, { firm, role: 'PARALEGAL' });
    const browser = client();
    await browser.signIn(paralegal.email, PASSWORD);
    expect((await browser.request(ME)).data?.me).not.toBeNull();

    await server.db.query("UPDATE users SET status = 'SUSPENDED' WHERE id = $1", [paralegal.id]);
    expect((await browser.request(ME)).data).toEqual({ me: null });
    expect(await sessionCount(paralegal.id)).toBe(0);

    const again = await client().signIn(paralegal.email, PASSWORD);
    expect(errorCode(again)).toBe('FORBIDDEN');
    expect(again.errors?.[0]?.message).toMatch(/not active/);
  });

  it('stops everyone in a suspended firm', async () => {
    const otherFirm = await createFirm(server.db);
    const admin = await createUser(server.db, { firm: otherFirm, role: 'FIRM_ADMIN' });
    const browser = client();
    await browser.signIn(admin.email, PASSWORD);
    await server.db.query("UPDATE firms SET status = 'SUSPENDED' WHERE id = $1", [otherFirm.id]);
    expect((await browser.request(ME)).data).toEqual({ me: null });
    const again = await client().signIn(admin.email, PASSWORD);
    expect(errorCode(again)).toBe('FORBIDDEN');
    expect(again.errors?.[0]?.message).toMatch(/firm's account is suspended/);
  });

  it('does not tell a wrong password apart for a suspended account', async () => {
    const staff = await createUser(server.db, { firm, role: 'STAFF', status: 'SUSPENDED' });
    const response = await client().signIn(staff.email, 'wrong password');
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
  });
});

describe('sign-in rate limit', () => {
  it('refuses an email after 5 failures in 15 minutes, even with the right password, and says when to retry', async () => {
    const target = await createUser(server.db, { firm, role: 'STAFF' });
    for (let i = 0; i < 5; i += 1) expect(errorCode(await client().signIn(target.email, `guess ${i}`))).toBe('UNAUTHENTICATED');
    const blocked = await client().signIn(target.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(errorCode(blocked)).toBe('TOO_MANY_REQUESTS');
    expect(blocked.errors?.[0]?.message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(blocked.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(14 * 60);

    // Other people are not affected.
    expect((await client().signIn(attorney.email, PASSWORD)).errors).toBeUndefined();

    // Once the oldest failure leaves the window, one more try is allowed.
    await server.db.query(
      "UPDATE login_attempts SET attempted_at = now() - interval '16 minutes' WHERE id = (SELECT min(id) FROM login_attempts WHERE email = $1)",
      [target.email],
    );
    expect((await client().signIn(target.email, PASSWORD)).errors).toBeUndefined();
  });

  it('counts down the minutes left', async () => {
    const target = await createUser(server.db, { firm, role: 'STAFF' });
    for (let i = 0; i < 5; i += 1) await client().signIn(target.email, `guess ${i}`);
    await server.db.query("UPDATE login_attempts SET attempted_at = now() - interval '14 minutes' WHERE email = $1", [
      target.email,
    ]);
    const blocked = await client().signIn(target.email, PASSWORD);
    expect(blocked.errors?.[0]?.message).toBe('Too many sign-in attempts. Try again in 1 minute.');
  });

  it('refuses an address after too many failures across emails', async () => {
    const limited = await startTestServer({ LOGIN_MAX_FAILURES_PER_IP: '3' });
    try {
      const user = await createUser(limited.db, { firm: await createFirm(limited.db), role: 'STAFF' });
      for (let i = 0; i < 3; i += 1) {
        await new ApiClient(limited.graphqlUrl).signIn(`someone${i}@example.com`, 'guess');
      }
      const blocked = await new ApiClient(limited.graphqlUrl).signIn(user.email, PASSWORD);
      expect(errorCode(blocked)).toBe('TOO_MANY_REQUESTS');
      expect(blocked.errors?.[0]?.message).toMatch(/^Too many sign-in attempts\. Try again in 15 minutes\.$/);
    } finally {
      await limited.stop();
    }
  });
});

describe('sign-in rate limit under simultaneous guesses', () => {
  // Each test starts with no recorded failures (every request here comes from one address).
  beforeEach(async () => {
    await server.db.query('DELETE FROM login_attempts');
  });

  const codes = (responses: Array<{ errors?: Array<{ extensions?: { code?: string } }> }>) => {
    const counts: Record<string, number> = {};
    for (const response of responses) {
      const code = response.errors?.[0]?.extensions?.code ?? 'OK';
      counts[code] = (counts[code] ?? 0) + 1;
    }
    return counts;
  };

  it('checks no more than 5 of 50 wrong passwords sent at once for one email', async () => {
    const target = await createUser(server.db, { firm, role: 'STAFF' });
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => client().signIn(target.email, `guess ${i}`)));
    expect(codes(responses)).toEqual({ UNAUTHENTICATED: 5, TOO_MANY_REQUESTS: 45 });
    const { rows } = await server.db.query('SELECT count(*)::int AS n FROM login_attempts WHERE email = $1', [target.email]);
    expect(rows[0].n).toBe(5);
  });

  it('refuses the right password sent while a burst of wrong ones is being checked', async () => {
    const target = await createUser(server.db, { firm, role: 'STAFF' });
    const burst = Promise.all(Array.from({ length: 15 }, (_, i) => client().signIn(target.email, `guess ${i}`)));
    // The right password arrives once the burst has used the allowance, before its answers are back.
    for (let waited = 0; waited < 5_000; waited += 10) {
      const { rows } = await server.db.query('SELECT count(*)::int AS n FROM login_attempts WHERE email = $1', [target.email]);
      if (rows[0].n >= 5) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const right = await client().signIn(target.email, PASSWORD);
    expect(errorCode(right)).toBe('TOO_MANY_REQUESTS');
    expect(codes(await burst)).toEqual({ UNAUTHENTICATED: 5, TOO_MANY_REQUESTS: 10 });
  });

  it('checks no more than 20 of 60 guesses sent at once from one address on different emails', async () => {
    const responses = await Promise.all(Array.from({ length: 60 }, (_, i) => client().signIn(`nobody${i}@reyes-shah.example`, 'guess')));
    expect(codes(responses)).toEqual({ UNAUTHENTICATED: 20, TOO_MANY_REQUESTS: 40 });
  });

  it('limits Change Password the same way, shared with sign-in, also for guesses sent at once', async () => {
    const user = await createUser(server.db, { firm, role: 'PARALEGAL' });
    const browser = await server.signedIn(user);
    const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }';
    const guess = (i: number) => browser.request(CHANGE, { input: { currentPassword: `not it ${i}`, newPassword: 'a brand new passphrase' } });
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => guess(i)));
    expect(codes(responses)).toEqual({ BAD_USER_INPUT: 5, TOO_MANY_REQUESTS: 7 });
    const refused = responses.find((r) => errorCode(r) === 'TOO_MANY_REQUESTS')!;
    expect(refused.errors?.[0]?.message).toBe('Too many wrong passwords. Try again in 15 minutes.');
    // Even the right current password is refused now, and signing in to that account too.
    const right = await browser.request(CHANGE, { input: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' } });
    expect(errorCode(right)).toBe('TOO_MANY_REQUESTS');
    expect(errorCode(await client().signIn(user.email, PASSWORD))).toBe('TOO_MANY_REQUESTS');
  });

  it("clears an account's failures when its password is then given correctly", async () => {
    const user = await createUser(server.db, { firm, role: 'ATTORNEY' });
    for (let i = 0; i < 4; i += 1) await client().signIn(user.email, `guess ${i}`);
    expect((await client().signIn(user.email, PASSWORD)).errors).toBeUndefined();
    const { rows } = await server.db.query('SELECT count(*)::int AS n FROM login_attempts WHERE email = $1', [user.email]);
    expect(rows[0].n).toBe(0);
  });
});

describe('passwords', () => {
  it('are stored as argon2id hashes', async () => {
    const { rows } = await server.db.query('SELECT password_hash FROM users WHERE id = $1', [attorney.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });
});
