import { randomUUID } from 'node:crypto';
import { ApiClient } from '../support/graphql';
import { createFirm, createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { createRecords, make } from '../support/sweep';

/**
 * The built-in assistant (no AI service): questions staff ask, answered from the demo firm's
 * records with their sources, never naming another firm's or an inaccessible case's records.
 */

interface Source {
  kind: string;
  id: string;
  label: string;
  matterId: string | null;
  day: string | null;
}
interface Reply {
  chatId: string;
  content: string;
  status: string;
  sources: Source[];
}

const SEND = 'mutation($input: SendAiMessageInput!) { sendAiMessage(input: $input) { id chatId } }';
const MESSAGES = 'query($c: ID!) { aiChatMessages(chatId: $c) { id role content status sources { kind id label matterId day } } }';
const DEMO_PASSWORD = 'matterhorn-demo';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2028-03-02" as the product writes it for people: "Mar 2, 2028". */
const usDay = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;

let server: TestServer;
let paralegal: ApiClient;
let staff: ApiClient;
let other: ApiClient;
let demo: Record<'alvarez' | 'bell' | 'brooks', string>;
let foreign: Awaited<ReturnType<typeof createRecords>>;

async function demoUser(email: string): Promise<ApiClient> {
  const api = new ApiClient(server.graphqlUrl);
  const signedIn = await api.signIn(email, DEMO_PASSWORD);
  if (signedIn.errors) throw new Error(`${email}: ${signedIn.errors[0]!.message}`);
  return api;
}

/** Asks in a new chat (or `chatId`) and waits for the finished reply. */
async function ask(api: ApiClient, content: string, extra: { chatId?: string; matterId?: string; documentIds?: string[] } = {}): Promise<Reply> {
  const sent = await api.request<{ sendAiMessage: { id: string; chatId: string } }>(SEND, { input: { id: randomUUID(), content, ...extra } });
  if (sent.errors) throw new Error(JSON.stringify(sent.errors));
  const { chatId } = sent.data!.sendAiMessage;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const messages = await api.request<{ aiChatMessages: Array<{ role: string; content: string; status: string; sources: Source[] }> }>(MESSAGES, { c: chatId });
    const last = messages.data!.aiChatMessages.at(-1)!;
    if (last.role === 'ASSISTANT' && last.status !== 'STREAMING') return { chatId, content: last.content, status: last.status, sources: last.sources };
    if (Date.now() > deadline) throw new Error(`No reply to "${content}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const kinds = (reply: Reply) => reply.sources.map((s) => s.kind);

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
  [paralegal, staff] = await Promise.all([demoUser('paralegal@demo.matterhorn.law'), demoUser('staff@demo.matterhorn.law')]);
  const { rows } = await server.db.query<{ id: string; name: string }>("SELECT id, name FROM matters WHERE number LIKE '%-000_' ORDER BY number");
  const byName = (prefix: string) => rows.find((row) => row.name.startsWith(prefix))!.id;
  demo = { alvarez: byName('Alvarez'), bell: byName('Bell'), brooks: byName('Brooks') };
  // A second firm with a case of every kind of record, all named "Zebulon".
  other = await server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' }));
  foreign = await createRecords(other, 'Zebulon');
});

afterAll(async () => {
  await server.stop();
});

describe('the built-in assistant answers from the firm’s records', () => {
  it('when does the statute run on Alvarez? (typos forgiven), with the statute and the case as sources', async () => {
    const statutes = await paralegal.request<{ matterStatutes: Array<{ dueOn: string }> }>('query($m: ID!) { matterStatutes(matterId: $m) { dueOn } }', { m: demo.alvarez });
    const dueOn = statutes.data!.matterStatutes[0]!.dueOn;
    for (const question of ['When does the statute run on Alvarez?', 'when dose the statue of limitatons run on alvares']) {
      const reply = await ask(paralegal, question);
      expect(reply.status).toBe('COMPLETE');
      expect(reply.content).toContain('Alvarez v. Lone Star Freight LLC');
      expect(reply.content).toContain(`runs on ${usDay(dueOn)}`);
      expect(reply.sources).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'CASE', id: demo.alvarez, label: expect.stringContaining('Alvarez v. Lone Star Freight LLC') }),
          expect.objectContaining({ kind: 'STATUTE', id: demo.alvarez, matterId: demo.alvarez }),
        ]),
      );
    }
  });

  it("what's overdue on Bell? lists its overdue open tasks, each a source", async () => {
    const reply = await ask(paralegal, "what's overdue on Bell?");
    const overdue = await server.db.query<{ id: string; title: string }>(
      "SELECT id, title FROM tasks WHERE matter_id = $1 AND \"column\" <> 'DONE' AND due_date < CURRENT_DATE",
      [demo.bell],
    );
    expect(overdue.rows.map((t) => t.title)).toEqual(['Order medical records']);
    expect(reply.content).toMatch(/^1 open task on Bell – Slip and Fall \(\d{4}-0002\) is overdue:/);
    expect(reply.content).toContain('Order medical records: due');
    expect(reply.content).toContain('(2 days ago)');
    expect(reply.sources).toContainEqual(expect.objectContaining({ kind: 'TASK', id: overdue.rows[0]!.id, matterId: demo.bell }));
    // Not the case's tasks that are not overdue.
    expect(reply.content).not.toContain('Review deposition transcript');
  });

  it("what's due this week? is the asker's own open tasks due from today to Sunday", async () => {
    const reply = await ask(paralegal, "What's due this week?");
    const me = await paralegal.request<{ me: { id: string } }>('{ me { id } }');
    const { rows } = await server.db.query<{ title: string }>(
      `SELECT t.title FROM tasks t JOIN task_assignees a ON a.task_id = t.id
       WHERE a.user_id = $1 AND t."column" <> 'DONE' AND t.due_date BETWEEN CURRENT_DATE AND CURRENT_DATE + ((7 - extract(dow FROM CURRENT_DATE)::int) % 7)`,
      [me.data!.me.id],
    );
    if (rows.length) for (const { title } of rows) expect(reply.content).toContain(title);
    else expect(reply.content).toBe('No open task assigned to you is due this week.');
    expect(reply.sources.every((s) => s.kind === 'TASK')).toBe(true);
    expect(reply.sources).toHaveLength(rows.length);
  });

  it('which cases have no activity in 30 days? lists the open cases with nothing recorded since', async () => {
    // Bell goes quiet: everything on it recorded 40 days ago, the case opened 60 days ago.
    await server.db.query(`UPDATE activity_entries SET created_at = now() - interval '40 days' WHERE subject_type = 'matter' AND subject_id = $1`, [demo.bell]);
    await server.db.query(`UPDATE matters SET created_at = now() - interval '60 days' WHERE id = $1`, [demo.bell]);
    const reply = await ask(paralegal, 'Which cases have no activity in 30 days?');
    expect(reply.content).toMatch(/^1 open case you may open had no activity in the last 30 days:/);
    expect(reply.content).toContain('Bell – Slip and Fall');
    expect(reply.content).not.toContain('Alvarez');
    expect(reply.sources).toEqual([expect.objectContaining({ kind: 'CASE', id: demo.bell })]);
    // Three weeks: still none of Alvarez (worked on today).
    const weeks = await ask(paralegal, 'any inactive cases for 3 weeks?');
    expect(weeks.content).toContain('in the last 21 days');
    // Two quiet cases: counted in the plural.
    await server.db.query(`UPDATE activity_entries SET created_at = now() - interval '40 days' WHERE subject_type = 'matter' AND subject_id = $1`, [demo.alvarez]);
    await server.db.query(`UPDATE matters SET created_at = now() - interval '60 days' WHERE id = $1`, [demo.alvarez]);
    const two = await ask(paralegal, "which cases haven't been touched in a month?");
    expect(two.content).toMatch(/^2 open cases you may open had no activity in the last 30 days:/);
  });

  it('what are the policy limits on Alvarez? and who is the adjuster? from its policies, with policy and contact sources', async () => {
    const limits = await ask(paralegal, 'What are the policy limits on the Alvarez case?');
    expect(limits.content).toContain('Alvarez v. Lone Star Freight LLC');
    expect(limits.content).toContain('has 4 insurance policies');
    expect(limits.content).toContain('Bodily Injury Liability, Gulf States Mutual Insurance, policy CA-88231-TX: limits $1,000,000.00 per person / $2,000,000.00 per occurrence; claim GSM-24-118734 (accepted); adjuster Helen Park');
    expect(kinds(limits).filter((k) => k === 'POLICY')).toHaveLength(4);

    const adjuster = await ask(paralegal, 'who is the adjustor on alvarez');
    // One line per adjuster, with every policy they handle.
    expect(adjuster.content).toContain('Helen Park at Gulf States Mutual Insurance (Bodily Injury Liability and Umbrella, claim GSM-24-118734): hpark@gulfstatesmutual.example, (800) 555-0188');
    expect(adjuster.content.match(/Helen Park/g)).toHaveLength(1);
    expect(adjuster.content).toContain('Tom Reilly at Lakeside Casualty Company');
    expect(adjuster.sources).toContainEqual(expect.objectContaining({ kind: 'CONTACT', label: 'Helen Park' }));

    // A case without policies says so, and where to add them.
    const bell = await ask(paralegal, 'What are the policy limits on the Bell case?');
    expect(bell.content).toBe(`No insurance policy is recorded on Bell – Slip and Fall (${bell.sources[0]!.label.match(/\((.*)\)/)![1]}). Policies are added on the case's Insurance tab.`);
    const brooks = await ask(paralegal, 'Who is the adjuster on Brooks?');
    expect(brooks.content).toMatch(/^No adjuster is recorded on Brooks v\. Capitol Transit/);
  });

  it('how much is outstanding in medical bills on a case number? totals and providers, in dollars', async () => {
    const number = (await server.db.query<{ number: string }>('SELECT number FROM matters WHERE id = $1', [demo.alvarez])).rows[0]!.number;
    const specials = await paralegal.request<{ medicalSpecials: { outstandingCents: number; billedCents: number } }>(
      'query($m: ID!) { medicalSpecials(matterId: $m) { outstandingCents billedCents } }',
      { m: demo.alvarez },
    );
    const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const reply = await ask(paralegal, `how much is outstanding in medical bills on ${number}?`);
    expect(reply.content).toContain(`Outstanding medical bills on Alvarez v. Lone Star Freight LLC (${number}): ${dollars(specials.data!.medicalSpecials.outstandingCents)}`);
    expect(reply.content).toContain(`${dollars(specials.data!.medicalSpecials.billedCents)} billed`);
    expect(reply.content).toContain('Capitol Spine & Rehab: 2 bills');
    expect(reply.sources).toContainEqual(expect.objectContaining({ kind: 'MEDICAL', id: demo.alvarez }));
    // Staff whose firm does not let them see billing get no amounts.
    const hidden = await ask(staff, `how much is outstanding in medical bills on ${number}?`);
    expect(hidden.content).toContain('your role does not show their amounts');
    expect(hidden.content).not.toMatch(/\$\d/);
    // A number no case has.
    const none = await ask(paralegal, 'medical bills on 1999-0042?');
    expect(none.content).toMatch(/^No case you may open has the number 1999-0042\./);
    expect(none.sources).toEqual([]);
  });

  it('summarize the Alvarez case: facts, statute, tasks and events, each linked', async () => {
    const reply = await ask(paralegal, 'summarize the Alvarez case');
    expect(reply.content).toMatch(/^Alvarez v\. Lone Star Freight LLC \(\d{4}-0001\), client Maria Alvarez\./);
    expect(reply.content).toContain('Truck Accident, stage Demand, status in progress.');
    expect(reply.content).toContain('Facts: Client was rear-ended by a freight truck');
    expect(reply.content).toContain('Statute of limitations:');
    expect(kinds(reply)).toEqual(expect.arrayContaining(['CASE', 'STATUTE']));
  });

  it('find a document in a case by words of its name or text; none found says so', async () => {
    const form = new FormData();
    form.set('matterId', demo.alvarez);
    form.set('file', new Blob([Buffer.from('AUSTIN POLICE DEPARTMENT crash report. Unit 1, a freight truck, struck Unit 2 from behind at the signal.')]), 'APD crash report.txt');
    const uploaded = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: paralegal.cookie! }, body: form });
    expect(uploaded.status).toBe(201);
    const document = (await uploaded.json()) as { id: string };
    const reply = await ask(paralegal, 'find the police report in Alvarez');
    expect(reply.content).toContain('APD crash report.txt');
    expect(reply.sources).toEqual([expect.objectContaining({ kind: 'DOCUMENT', id: document.id, matterId: demo.alvarez })]);
    const none = await ask(paralegal, 'find the police report in Bell');
    expect(none.content).toMatch(/^No document of Bell – Slip and Fall .* has "police report" in its name or text\.$/);
  });

  it('draft a follow-up to the adjuster: a letter from the case’s facts to copy or save', async () => {
    const reply = await ask(paralegal, 'draft a follow-up to the adjuster on Alvarez');
    expect(reply.content).toMatch(/^Here is a draft follow-up to the adjuster on Alvarez v\. Lone Star Freight LLC/);
    expect(reply.content).toContain('Dear Helen Park,');
    expect(reply.content).toContain('Claim number: GSM-24-118734');
    expect(reply.content).toContain('Our client: Maria Alvarez');
    expect(reply.content).toMatch(/medical bills total \$[\d,]+\.\d\d, of which \$[\d,]+\.\d\d remains outstanding/);
    expect(reply.content).toContain('Priya Shah');
    expect(kinds(reply)).toEqual(expect.arrayContaining(['CASE', 'POLICY', 'CONTACT', 'MEDICAL']));
  });

  it('opened from a case, a question naming none is about it; a follow-up keeps the case of the last answer', async () => {
    const fromCase = await ask(paralegal, 'who is the adjuster?', { matterId: demo.alvarez });
    expect(fromCase.content).toContain('Helen Park');
    const chat = await paralegal.request<{ aiChat: { matter: { id: string; name: string } | null } }>('query($id: ID!) { aiChat(id: $id) { matter { id name } } }', { id: fromCase.chatId });
    expect(chat.data!.aiChat.matter).toEqual({ id: demo.alvarez, name: 'Alvarez v. Lone Star Freight LLC' });

    const first = await ask(paralegal, "what's overdue on Bell?");
    const followUp = await ask(paralegal, 'and the statute?', { chatId: first.chatId });
    expect(followUp.content).toMatch(/^Bell – Slip and Fall/);
  });

  it('says what it can do when it does not understand, and asks which case when none is named', async () => {
    const unknown = await ask(paralegal, 'What is the weather in Paris?');
    expect(unknown.content).toMatch(/^I'm not sure what you're asking\. I answer questions about your cases/);
    expect(unknown.content).toContain('When does the statute run on Alvarez?');
    expect(unknown.content).not.toMatch(/AI_PROVIDER|AI_BASE_URL|Connect an/);
    const which = await ask(paralegal, 'what are the policy limits?');
    expect(which.content).toMatch(/^Which case do you mean\?/);
    // Words used are still counted for the AI-usage panel.
    const { rows } = await server.db.query<{ words: number }>(
      "SELECT sum(words)::int AS words FROM ai_usage u JOIN users p ON p.id = u.user_id WHERE p.email = 'paralegal@demo.matterhorn.law'",
    );
    expect(rows[0]!.words).toBeGreaterThan(100);
  });
});

describe('the assistant never names a record the asker may not open', () => {
  it("another firm's case is not found by name, number or words, and no answer carries its records", async () => {
    const number = (await server.db.query<{ number: string }>('SELECT number FROM matters WHERE id = $1', [foreign.matter])).rows[0]!.number;
    const questions = [
      'when does the statute run on Zebulon?',
      'who is the adjuster on Zebulon v. Acme',
      `how much is outstanding in medical bills on ${number}?`,
      'summarize the zebulon case',
      'find zebulon',
      "what's overdue on Zebulon?",
      'draft a follow-up to the adjuster on Zebulon',
    ];
    const foreignIds = new Set(Object.values(foreign));
    for (const question of questions) {
      const reply = await ask(paralegal, question);
      expect(reply.content).not.toMatch(/Zebulon Mutual|Zebulon-P|Zebulon task|Acme \(/);
      for (const source of reply.sources) {
        expect(foreignIds.has(source.id)).toBe(false);
        expect(source.matterId === null || !foreignIds.has(source.matterId)).toBe(true);
      }
    }
    // …while its own firm gets them.
    const own = await ask(other, 'who is the adjuster on Zebulon v. Acme');
    expect(own.sources).toContainEqual(expect.objectContaining({ kind: 'CASE', id: foreign.matter }));
    // And the other firm cannot reach the demo's.
    const demoFromOther = await ask(other, 'what are the policy limits on Alvarez?');
    expect(demoFromOther.content).toMatch(/^No case you may open matches "Alvarez"/);
    expect(demoFromOther.sources).toEqual([]);
  });

  it("a case restricted to others in the same firm is not found; opening a chat on it or attaching its document is refused", async () => {
    const admin = await demoUser('admin@demo.matterhorn.law');
    const attorney = await admin.request<{ firmUsers: { items: Array<{ id: string; email: string }> } }>('{ firmUsers(pageSize: 50) { items { id email } } }');
    const attorneyId = attorney.data?.firmUsers.items.find((u) => u.email === 'attorney@demo.matterhorn.law')?.id;
    expect(attorneyId).toBeDefined();
    const secret = await make<{ id: string }>(admin, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', {
      name: 'Quixote Sealed Matter',
      permission: 'SPECIFIC_USERS',
      userIds: [attorneyId],
    });
    const form = new FormData();
    form.set('matterId', secret.id);
    form.set('file', new Blob([Buffer.from('Quixote settlement terms, confidential.')]), 'Quixote terms.txt');
    const stored = (await (await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: admin.cookie! }, body: form })).json()) as { id: string };

    const reply = await ask(paralegal, 'summarize the Quixote case');
    expect(reply.content).toMatch(/^No case you may open matches "Quixote/);
    const docs = await ask(paralegal, 'find quixote terms');
    expect(docs.content).not.toContain('Quixote terms.txt');
    expect(docs.sources.some((s) => s.id === stored.id)).toBe(false);

    const fromCase = await paralegal.request(SEND, { input: { id: randomUUID(), content: 'hello', matterId: secret.id } });
    expect(fromCase.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const attach = await paralegal.request(SEND, { input: { id: randomUUID(), content: 'what does it say?', documentIds: [stored.id] } });
    expect(attach.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('Attach: a document of your cases becomes context of the chat', () => {
  it('answers from the attached text, lists the attachment, and detaches it', async () => {
    const form = new FormData();
    form.set('matterId', demo.bell);
    form.set('file', new Blob([Buffer.from('Incident report. The store manager confirmed no wet-floor sign was posted in aisle 7. The spill had been reported twenty minutes earlier.')]), 'Store incident report.txt');
    const stored = (await (await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: paralegal.cookie! }, body: form })).json()) as { id: string };
    const reply = await ask(paralegal, 'was a wet-floor sign posted?', { documentIds: [stored.id] });
    expect(reply.content).toContain('no wet-floor sign was posted in aisle 7');
    expect(reply.sources).toEqual([expect.objectContaining({ kind: 'DOCUMENT', id: stored.id })]);
    const chat = await paralegal.request<{ aiChat: { attachments: Array<{ documentId: string; title: string }> } }>('query($id: ID!) { aiChat(id: $id) { attachments { documentId title } } }', {
      id: reply.chatId,
    });
    expect(chat.data!.aiChat.attachments).toEqual([{ documentId: stored.id, title: 'Store incident report.txt' }]);
    // Another firm cannot see or detach it.
    const foreignView = await other.request('query($id: ID!) { aiChat(id: $id) { id } }', { id: reply.chatId });
    expect(foreignView.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const detached = await paralegal.request<{ detachAiChatDocument: { attachments: unknown[] } }>(
      'mutation($c: ID!, $d: ID!) { detachAiChatDocument(chatId: $c, documentId: $d) { attachments { documentId } } }',
      { c: reply.chatId, d: stored.id },
    );
    expect(detached.data!.detachAiChatDocument.attachments).toEqual([]);
  });

  it('holds at most five documents per chat, also when attached at once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const form = new FormData();
      form.set('matterId', demo.bell);
      form.set('file', new Blob([Buffer.from(`Note ${i}`)]), `note-${i}.txt`);
      ids.push(((await (await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: paralegal.cookie! }, body: form })).json()) as { id: string }).id);
    }
    const first = await ask(paralegal, 'hello', { documentIds: ids.slice(0, 2) });
    // Two sends at once, each adding two more and then two more: five at most get in.
    const results = await Promise.all(
      [ids.slice(2, 4), ids.slice(4, 6)].map((documentIds) => paralegal.request(SEND, { input: { id: randomUUID(), chatId: first.chatId, content: 'and these', documentIds } })),
    );
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT')).toHaveLength(1);
    const chat = await paralegal.request<{ aiChat: { attachments: unknown[] } }>('query($id: ID!) { aiChat(id: $id) { attachments { documentId } } }', { id: first.chatId });
    expect(chat.data!.aiChat.attachments).toHaveLength(4);
  });
});
