import { ApiClient, errorCode, type GraphQLResponse } from '../support/graphql';
import { createFirm, createUser, PASSWORD, type FirmRow, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { settle, subscribe } from '../support/ws';
import { pngHeader } from '../support/images';

const ADD = `mutation Add($input: AddFirmUserInput!) {
  addFirmUser(input: $input) { user { id email role status fullName invitationPending version } invitation { url expiresAt } }
}`;
const UPDATE = `mutation Update($input: UpdateFirmUserInput!) { updateFirmUser(input: $input) { id role status firstName phone version } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteFirmUser(id: $id) }';
const RESEND = 'mutation Resend($userId: ID!) { resendInvitation(userId: $userId) { url expiresAt } }';
const INVITATION = 'query Invitation($token: String!) { invitation(token: $token) { email firstName firmName expiresAt } }';
const ACCEPT = 'mutation Accept($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { id email role } }';
const ME = '{ me { id email role permissions { seeBilling manageBilling exportLists manageUsers } } }';
const PERMISSIONS = '{ firmPermissions { paralegalsSeeBilling staffSeeBilling attorneysManageBilling staffExportLists version } }';
const SAVE_PERMISSIONS = `mutation Save($input: UpdateFirmPermissionsInput!) {
  updateFirmPermissions(input: $input) { paralegalsSeeBilling staffSeeBilling attorneysManageBilling staffExportLists version }
}`;
const INVOICES = '{ invoices { totalCount } invoiceSummary { paid { count } } }';

interface Added {
  addFirmUser: {
    user: { id: string; email: string; role: string; status: string; fullName: string; invitationPending: boolean; version: number };
    invitation: { url: string; expiresAt: string };
  };
}

let server: TestServer;
let firm: FirmRow;
let otherFirm: FirmRow;
let admin: UserRow;
let otherAdmin: UserRow;
let attorney: UserRow;

const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
const fields = (response: GraphQLResponse<unknown>) =>
  (response.errors?.[0]?.extensions?.fields as Array<{ field: string; messages: string[] }> | undefined) ?? [];
const versionOf = async (id: string) => Number((await server.db.query('SELECT version FROM users WHERE id = $1', [id])).rows[0].version);
let counter = 0;
const newPerson = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Pat',
  lastName: `Person${(counter += 1)}`,
  phone: '555-0100',
  email: `pat${counter}-${Date.now()}@alpha.example`,
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  firm = await createFirm(server.db, { name: 'Alpha Injury Law' });
  otherFirm = await createFirm(server.db, { name: 'Bravo Legal' });
  admin = await createUser(server.db, { firm, role: 'FIRM_ADMIN', firstName: 'Ada' });
  attorney = await createUser(server.db, { firm, role: 'ATTORNEY' });
  otherAdmin = await createUser(server.db, { firm: otherFirm, role: 'FIRM_ADMIN' });
});

afterAll(async () => {
  await server.stop();
});

describe('Add Firm User and the invitation', () => {
  it('adds a paralegal (the defaults) with a one-time link; the link sets the password and signs in', async () => {
    const api = await server.signedIn(admin);
    const person = newPerson({ email: 'New.Paralegal@Alpha.example' });
    const added = await api.request<Added>(ADD, { input: person });
    expect(added.errors).toBeUndefined();
    const { user, invitation } = added.data!.addFirmUser;
    expect(user).toMatchObject({ email: 'new.paralegal@alpha.example', role: 'PARALEGAL', status: 'ACTIVE', invitationPending: true });
    expect(invitation.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invitation\?token=[\w-]{43}$/);
    const days = (new Date(invitation.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Only the token's hash is stored.
    const stored = await server.db.query('SELECT token_hash FROM invitations WHERE user_id = $1', [user.id]);
    expect(stored.rows[0].token_hash).not.toContain(tokenOf(invitation.url));

    // Before a password is chosen nobody can sign in as them.
    expect(errorCode(await new ApiClient(server.graphqlUrl).signIn(user.email, ''))).toBe('BAD_USER_INPUT');
    expect(errorCode(await new ApiClient(server.graphqlUrl).signIn(user.email, 'anything at all'))).toBe('UNAUTHENTICATED');

    const browser = new ApiClient(server.graphqlUrl);
    const details = await browser.request(INVITATION, { token: tokenOf(invitation.url) });
    expect(details.data).toEqual({ invitation: { email: user.email, firstName: 'Pat', firmName: 'Alpha Injury Law', expiresAt: invitation.expiresAt } });

    const tooShort = await browser.request(ACCEPT, { input: { token: tokenOf(invitation.url), password: 'short' } });
    expect(errorCode(tooShort)).toBe('BAD_USER_INPUT');
    expect(fields(tooShort)).toEqual([{ field: 'password', messages: ['Use at least 12 characters.'] }]);

    const accepted = await browser.request(ACCEPT, { input: { token: tokenOf(invitation.url), password: 'a long new password' } });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data).toEqual({ acceptInvitation: { id: user.id, email: user.email, role: 'PARALEGAL' } });
    const me = await browser.request<{ me: { id: string } }>(ME);
    expect(me.data!.me.id).toBe(user.id);

    // Used: the same link is refused, and the password works for a normal sign-in.
    const again = await new ApiClient(server.graphqlUrl).request(ACCEPT, { input: { token: tokenOf(invitation.url), password: 'another long password' } });
    expect(errorCode(again)).toBe('NOT_FOUND');
    expect(again.errors![0]!.message).toBe('This invitation link was already used. Sign in with the password you chose.');
    expect((await new ApiClient(server.graphqlUrl).signIn(user.email, 'a long new password')).errors).toBeUndefined();

    const list = await api.request<{ firmUsers: { items: Array<{ id: string; invitationPending: boolean }> } }>(
      '{ firmUsers(staffOnly: true, pageSize: 100) { items { id invitationPending } } }',
    );
    expect(list.data!.firmUsers.items.find((u) => u.id === user.id)!.invitationPending).toBe(false);
  });

  it('refuses expired, replaced and unknown links with a clear message', async () => {
    const api = await server.signedIn(admin);
    const added = await api.request<Added>(ADD, { input: newPerson() });
    const first = tokenOf(added.data!.addFirmUser.invitation.url);
    const resent = await api.request<{ resendInvitation: { url: string } }>(RESEND, { userId: added.data!.addFirmUser.user.id });
    expect(resent.errors).toBeUndefined();
    const second = tokenOf(resent.data!.resendInvitation.url);

    const browser = new ApiClient(server.graphqlUrl);
    const replaced = await browser.request(INVITATION, { token: first });
    expect(errorCode(replaced)).toBe('NOT_FOUND');
    expect(replaced.errors![0]!.extensions!.reason).toBe('REPLACED');

    await server.db.query("UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [added.data!.addFirmUser.user.id]);
    const expired = await browser.request(ACCEPT, { input: { token: second, password: 'a long new password' } });
    expect(errorCode(expired)).toBe('NOT_FOUND');
    expect(expired.errors![0]!.message).toBe('This invitation link has expired. Ask your firm administrator for a new one.');
    expect((await browser.request(ME)).data).toEqual({ me: null });

    const unknown = await browser.request(INVITATION, { token: 'x'.repeat(43) });
    expect(unknown.errors![0]!.extensions!.reason).toBe('UNKNOWN');
  });

  it('answers FORBIDDEN to anyone but a firm admin', async () => {
    const api = await server.signedIn(attorney);
    expect(errorCode(await api.request(ADD, { input: newPerson() }))).toBe('FORBIDDEN');
    expect(errorCode(await api.request(DELETE, { id: admin.id }))).toBe('FORBIDDEN');
    expect(errorCode(await api.request(RESEND, { userId: admin.id }))).toBe('FORBIDDEN');
    expect(errorCode(await api.request(PERMISSIONS))).toBe('FORBIDDEN');
  });

  it("answers NOT_FOUND for another firm's people", async () => {
    const api = await server.signedIn(otherAdmin);
    const version = await versionOf(attorney.id);
    const edit = await api.request(UPDATE, {
      input: { id: attorney.id, version, firstName: 'Hacked', lastName: 'X', role: 'STAFF', status: 'ACTIVE' },
    });
    expect(errorCode(edit)).toBe('NOT_FOUND');
    expect(errorCode(await api.request(DELETE, { id: attorney.id }))).toBe('NOT_FOUND');
    expect(errorCode(await api.request(RESEND, { userId: attorney.id }))).toBe('NOT_FOUND');
    const row = await server.db.query('SELECT first_name, status FROM users WHERE id = $1', [attorney.id]);
    expect(row.rows[0]).toEqual({ first_name: 'Test', status: 'ACTIVE' });
  });

  it('refuses an email already in use on the platform at the field, whatever its case, without describing another firm\'s user', async () => {
    const api = await server.signedIn(admin);
    const taken = await api.request(ADD, { input: newPerson({ email: otherAdmin.email.toUpperCase() }) });
    expect(errorCode(taken)).toBe('BAD_USER_INPUT');
    // Another firm's user: nothing says someone uses it, or where.
    expect(fields(taken)).toEqual([{ field: 'email', messages: ['This email cannot be used for a new user. Ask them for another address.'] }]);
    expect(taken.errors![0]!.message).not.toMatch(/someone|already|firm/i);
    const own = await api.request(ADD, { input: newPerson({ email: admin.email }) });
    expect(fields(own)).toEqual([{ field: 'email', messages: ['Someone in your firm already uses this email.'] }]);
    const invalid = await api.request(ADD, { input: newPerson({ email: 'not an email', role: 'CLIENT' }) });
    expect(fields(invalid).map((f) => f.field).sort()).toEqual(['email', 'role']);
  });
});

describe('editing and deleting', () => {
  it('edits with the version seen; a stale version is a CONFLICT', async () => {
    const api = await server.signedIn(admin);
    const { user } = (await api.request<Added>(ADD, { input: newPerson() })).data!.addFirmUser;
    const edited = await api.request<{ updateFirmUser: { role: string; firstName: string; phone: string | null; version: number } }>(UPDATE, {
      input: { id: user.id, version: user.version, firstName: 'Patricia', lastName: 'Person', phone: '', role: 'ATTORNEY', status: 'ACTIVE' },
    });
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateFirmUser).toMatchObject({ role: 'ATTORNEY', firstName: 'Patricia', phone: null });
    const stale = await api.request(UPDATE, {
      input: { id: user.id, version: user.version, firstName: 'Old', lastName: 'Person', role: 'STAFF', status: 'ACTIVE' },
    });
    expect(errorCode(stale)).toBe('CONFLICT');
  });

  it('an admin cannot delete, disable or demote themselves', async () => {
    const api = await server.signedIn(admin);
    const version = await versionOf(admin.id);
    const base = { id: admin.id, version, firstName: 'Ada', lastName: 'Admin' };
    const demote = await api.request(UPDATE, { input: { ...base, role: 'ATTORNEY', status: 'ACTIVE' } });
    expect(fields(demote)).toEqual([{ field: 'role', messages: ['You cannot change your own role.'] }]);
    const disable = await api.request(UPDATE, { input: { ...base, role: 'FIRM_ADMIN', status: 'SUSPENDED' } });
    expect(fields(disable)).toEqual([{ field: 'status', messages: ['You cannot disable or delete yourself.'] }]);
    expect(errorCode(await api.request(DELETE, { id: admin.id }))).toBe('FORBIDDEN');
    // Their own name they may change.
    expect((await api.request(UPDATE, { input: { ...base, role: 'FIRM_ADMIN', status: 'ACTIVE' } })).errors).toBeUndefined();
  });

  it('keeps one active firm admin when two admins demote each other at once', async () => {
    const lone = await createFirm(server.db, { name: 'Two Admins LLP' });
    const one = await createUser(server.db, { firm: lone, role: 'FIRM_ADMIN' });
    const two = await createUser(server.db, { firm: lone, role: 'FIRM_ADMIN' });
    const [apiOne, apiTwo] = await Promise.all([server.signedIn(one), server.signedIn(two)]);
    const demote = (api: ApiClient, target: UserRow) =>
      api.request(UPDATE, { input: { id: target.id, version: 1, firstName: 'Test', lastName: 'Firm_admin', role: 'ATTORNEY', status: 'ACTIVE' } });
    const results = await Promise.all([demote(apiOne, two), demote(apiTwo, one)]);
    const codes = results.map((r) => errorCode(r) ?? 'OK').sort();
    // The second one finds its author no longer an admin (checked again under the firm's lock).
    expect(codes).toEqual(['FORBIDDEN', 'OK']);
    const admins = await server.db.query("SELECT count(*) FROM users WHERE firm_id = $1 AND role = 'FIRM_ADMIN' AND status = 'ACTIVE'", [lone.id]);
    expect(Number(admins.rows[0].count)).toBe(1);
  });

  it('disabling ends their sessions at once (the open socket hears it), and they cannot sign in', async () => {
    const api = await server.signedIn(admin);
    const staff = await createUser(server.db, { firm, role: 'STAFF', lastName: 'Suspended' });
    const victim = await server.signedIn(staff);
    const ended = subscribe<{ reason: string }>(server.wsUrl, victim.cookie!, 'subscription { sessionEnded { reason } }', {}, (d) => d.sessionEnded as { reason: string });
    await settle(500);
    const result = await api.request(UPDATE, {
      input: { id: staff.id, version: 1, firstName: 'Test', lastName: 'Suspended', role: 'STAFF', status: 'SUSPENDED' },
    });
    expect(result.errors).toBeUndefined();
    expect(await ended.waitFor(1)).toEqual([{ reason: 'ACCOUNT_SUSPENDED' }]);
    ended.dispose();
    expect(errorCode(await victim.request('{ firmUsers { totalCount } }'))).toBe('UNAUTHENTICATED');
    expect(errorCode(await new ApiClient(server.graphqlUrl).signIn(staff.email, PASSWORD))).toBe('FORBIDDEN');
  });

  it('Delete Role keeps the user as DELETED, ends their sessions and hides them from the default list', async () => {
    const api = await server.signedIn(admin);
    const paralegal = await createUser(server.db, { firm, role: 'PARALEGAL', lastName: 'Leaving' });
    const victim = await server.signedIn(paralegal);
    expect(await api.request(DELETE, { id: paralegal.id })).toMatchObject({ data: { deleteFirmUser: true } });
    expect(errorCode(await victim.request('{ firmUsers { totalCount } }'))).toBe('UNAUTHENTICATED');
    const row = await server.db.query('SELECT status FROM users WHERE id = $1', [paralegal.id]);
    expect(row.rows[0].status).toBe('DELETED');
    const lists = await api.request<{ all: { items: Array<{ id: string }> }; deleted: { items: Array<{ id: string }> } }>(
      '{ all: firmUsers(staffOnly: true, pageSize: 100) { items { id } } deleted: firmUsers(staffOnly: true, status: DELETED) { items { id } } }',
    );
    expect(lists.data!.all.items.map((u) => u.id)).not.toContain(paralegal.id);
    expect(lists.data!.deleted.items.map((u) => u.id)).toContain(paralegal.id);
    // Their email stays taken; the message says how to bring them back.
    const readd = await api.request(ADD, { input: newPerson({ email: paralegal.email }) });
    expect(fields(readd)).toEqual([{ field: 'email', messages: ['A deleted user has this email. Restore them from the Deleted filter instead.'] }]);
  });
});

describe('Firm User Permissions', () => {
  const save = async (api: ApiClient, choices: Record<string, boolean>) => {
    const current = (await api.request<{ firmPermissions: Record<string, unknown> }>(PERMISSIONS)).data!.firmPermissions;
    const response = await api.request(SAVE_PERMISSIONS, { input: { ...current, ...choices } });
    expect(response.errors).toBeUndefined();
  };

  it('starts from the defaults; a stale save is a CONFLICT', async () => {
    const f = await createFirm(server.db);
    const a = await server.signedIn(await createUser(server.db, { firm: f, role: 'FIRM_ADMIN' }));
    const defaults = await a.request<{ firmPermissions: Record<string, unknown> }>(PERMISSIONS);
    expect(defaults.data!.firmPermissions).toEqual({ paralegalsSeeBilling: true, staffSeeBilling: false, attorneysManageBilling: true, staffExportLists: true, version: 0 });
    await save(a, { staffSeeBilling: true });
    const stale = await a.request(SAVE_PERMISSIONS, { input: { ...defaults.data!.firmPermissions } });
    expect(errorCode(stale)).toBe('CONFLICT');
  });

  it('the server enforces each choice, for this firm only', async () => {
    const f = await createFirm(server.db, { name: 'Choices LLP' });
    const a = await server.signedIn(await createUser(server.db, { firm: f, role: 'FIRM_ADMIN' }));
    const paralegal = await server.signedIn(await createUser(server.db, { firm: f, role: 'PARALEGAL' }));
    const staff = await server.signedIn(await createUser(server.db, { firm: f, role: 'STAFF' }));
    const lawyer = await server.signedIn(await createUser(server.db, { firm: f, role: 'ATTORNEY' }));
    const otherParalegal = await server.signedIn(await createUser(server.db, { firm: otherFirm, role: 'PARALEGAL' }));
    const exportCsv = (api: ApiClient, path: string) => fetch(`${server.url}${path}`, { headers: { cookie: api.cookie! } });

    // Defaults: paralegals read billing, staff do not.
    expect((await paralegal.request(INVOICES)).errors).toBeUndefined();
    expect(errorCode(await staff.request(INVOICES))).toBe('FORBIDDEN');
    expect((await exportCsv(staff, '/api/export/invoices')).status).toBe(403);

    await save(a, { paralegalsSeeBilling: false, staffSeeBilling: true, attorneysManageBilling: false, staffExportLists: false });

    const paralegalRead = await paralegal.request(INVOICES);
    expect(errorCode(paralegalRead)).toBe('FORBIDDEN');
    expect(paralegalRead.errors![0]!.message).toBe('Your firm does not let your role see billing.');
    expect((await exportCsv(paralegal, '/api/export/invoices')).status).toBe(403);
    expect((await paralegal.request<{ me: { permissions: { seeBilling: boolean } } }>(ME)).data!.me.permissions.seeBilling).toBe(false);

    expect((await staff.request(INVOICES)).errors).toBeUndefined();
    expect((await exportCsv(staff, '/api/export/invoices')).status).toBe(200);
    expect(errorCode(await staff.request('mutation { deleteInvoice(id: "00000000-0000-4000-8000-000000000000") }'))).toBe('FORBIDDEN');
    expect((await exportCsv(staff, '/api/export/matters')).status).toBe(403);
    expect((await exportCsv(staff, '/api/export/contacts')).status).toBe(403);

    const lawyerDelete = await lawyer.request('mutation { deleteInvoice(id: "00000000-0000-4000-8000-000000000000") }');
    expect(errorCode(lawyerDelete)).toBe('FORBIDDEN');
    expect(lawyerDelete.errors![0]!.message).toBe('Your firm does not let your role change invoices or record payments.');
    expect((await lawyer.request(INVOICES)).errors).toBeUndefined();
    expect((await lawyer.request<{ me: { permissions: unknown } }>(ME)).data!.me.permissions).toEqual({
      seeBilling: true, manageBilling: false, exportLists: true, manageUsers: false,
    });
    // The admin always may.
    expect(errorCode(await a.request('mutation { deleteInvoice(id: "00000000-0000-4000-8000-000000000000") }'))).toBe('NOT_FOUND');

    // Another firm keeps its own (default) choices.
    expect((await otherParalegal.request(INVOICES)).errors).toBeUndefined();

    await save(a, { attorneysManageBilling: true });
    expect(errorCode(await lawyer.request('mutation { deleteInvoice(id: "00000000-0000-4000-8000-000000000000") }'))).toBe('NOT_FOUND');
  });

  it("reaches the open tabs: a save tells everyone of the firm, a role change tells that person; nobody else hears", async () => {
    const f = await createFirm(server.db, { name: 'Live Access LLP' });
    const a = await server.signedIn(await createUser(server.db, { firm: f, role: 'FIRM_ADMIN' }));
    const paralegalRow = await createUser(server.db, { firm: f, role: 'PARALEGAL' });
    const paralegal = await server.signedIn(paralegalRow);
    const staff = await server.signedIn(await createUser(server.db, { firm: f, role: 'STAFF' }));
    const outsider = await server.signedIn(await createUser(server.db, { firm: otherFirm, role: 'PARALEGAL' }));
    const listen = (api: ApiClient) => subscribe(server.wsUrl, api.cookie!, 'subscription { accessChanges { change } }', {}, (d) => (d.accessChanges as { change: string }).change);
    const [forParalegal, forStaff, forOutsider] = [listen(paralegal), listen(staff), listen(outsider)];
    await settle();

    await save(a, { paralegalsSeeBilling: false });
    expect(await forParalegal.waitFor(1)).toEqual(['PERMISSIONS']);
    expect(await forStaff.waitFor(1)).toEqual(['PERMISSIONS']);

    const version = await versionOf(paralegalRow.id);
    const promoted = await a.request(UPDATE, { input: { id: paralegalRow.id, version, firstName: 'Pia', lastName: 'Promoted', role: 'ATTORNEY', status: 'ACTIVE' } });
    expect(promoted.errors).toBeUndefined();
    expect(await forParalegal.waitFor(2)).toEqual(['PERMISSIONS', 'ROLE']);
    // What the tab reads again is the new truth.
    expect((await paralegal.request<{ me: { role: string; permissions: { seeBilling: boolean } } }>(ME)).data!.me).toMatchObject({ role: 'ATTORNEY', permissions: { seeBilling: true } });
    await settle(300);
    expect(forStaff.items).toEqual(['PERMISSIONS']);
    expect(forOutsider.items).toEqual([]);
    for (const collector of [forParalegal, forStaff, forOutsider]) collector.dispose();
  });
});

describe('My Profile & Info', () => {
  it('edits my own name and phone with my version', async () => {
    const me = await createUser(server.db, { firm, role: 'PARALEGAL', firstName: 'Old' });
    const api = await server.signedIn(me);
    const saved = await api.request<{ updateMyProfile: { firstName: string; phone: string; version: number } }>(
      'mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { firstName phone version } }',
      { input: { version: 1, firstName: 'New', lastName: 'Name', phone: '555-0199' } },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateMyProfile).toEqual({ firstName: 'New', phone: '555-0199', version: 2 });
    const stale = await api.request('mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { id } }', {
      input: { version: 1, firstName: 'X', lastName: 'Y' },
    });
    expect(errorCode(stale)).toBe('CONFLICT');
  });

  it('uploads my picture (PNG/JPG only) and shows it to my firm, not to another firm', async () => {
    const me = await createUser(server.db, { firm, role: 'STAFF' });
    const api = await server.signedIn(me);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const put = (body: Buffer, type: string) => fetch(`${server.url}/api/me/avatar`, { method: 'PUT', headers: { cookie: api.cookie!, 'content-type': type }, body: new Uint8Array(body) });
    expect((await put(Buffer.from('not an image'), 'image/png')).status).toBe(415);
    const huge = await put(pngHeader(60000, 60000), 'image/png');
    expect(huge.status).toBe(422);
    expect(await huge.json()).toEqual({ error: 'The picture can be at most 4096 × 4096 pixels; this one is 60000 × 60000. Make it smaller and upload it again.' });
    const uploaded = await put(png, 'image/png');
    expect(uploaded.status).toBe(200);
    const { avatarUrl } = (await uploaded.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`^/api/users/${me.id}/avatar/[0-9a-f]{16}\\.png$`));
    const colleague = await server.signedIn(admin);
    const seen = await fetch(`${server.url}${avatarUrl}`, { headers: { cookie: colleague.cookie! } });
    expect(seen.status).toBe(200);
    expect(Buffer.from(await seen.arrayBuffer())).toEqual(png);
    const outsider = await server.signedIn(otherAdmin);
    expect((await fetch(`${server.url}${avatarUrl}`, { headers: { cookie: outsider.cookie! } })).status).toBe(404);
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const me = await createUser(server.db, { firm, role: 'ATTORNEY' });
    const here = await server.signedIn(me);
    const elsewhere = await server.signedIn(me);
    const ended = subscribe<{ reason: string }>(server.wsUrl, elsewhere.cookie!, 'subscription { sessionEnded { reason } }', {}, (d) => d.sessionEnded as { reason: string });
    await settle(500);
    const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }';
    const wrong = await here.request(CHANGE, { input: { currentPassword: 'not my password', newPassword: 'brand new password 1' } });
    expect(fields(wrong)).toEqual([{ field: 'currentPassword', messages: ['This is not your current password.'] }]);
    expect((await elsewhere.request(ME)).data).toMatchObject({ me: { id: me.id } });

    const changed = await here.request(CHANGE, { input: { currentPassword: PASSWORD, newPassword: 'brand new password 1' } });
    expect(changed.data).toEqual({ changePassword: true });
    expect((await here.request<{ me: { id: string } }>(ME)).data!.me.id).toBe(me.id);
    expect(await ended.waitFor(1)).toEqual([{ reason: 'PASSWORD_CHANGED' }]);
    ended.dispose();
    expect((await elsewhere.request(ME)).data).toEqual({ me: null });
    expect(errorCode(await new ApiClient(server.graphqlUrl).signIn(me.email, PASSWORD))).toBe('UNAUTHENTICATED');
    expect((await new ApiClient(server.graphqlUrl).signIn(me.email, 'brand new password 1')).errors).toBeUndefined();
  });
});
