import { createFirm, createUser, type UserRow } from '../support/factories';
import { errorCode, type ApiClient, type GraphQLResponse } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { countStatements } from '../support/sql-count';

const TEMPLATE = 'id version name caseType trigger stage active steps { title type priority dueOffsetDays assigneeRole position }';
const CREATE = `mutation($input: WorkflowTemplateInput!) { createWorkflowTemplate(input: $input) { ${TEMPLATE} } }`;
const UPDATE = `mutation($input: UpdateWorkflowTemplateInput!) { updateWorkflowTemplate(input: $input) { ${TEMPLATE} } }`;
const DELETE = 'mutation($id: ID!) { deleteWorkflowTemplate(id: $id) }';
const LIST = `{ workflowTemplates { ${TEMPLATE} } }`;
const APPLY = 'mutation($m: ID!, $t: ID!) { applyWorkflowTemplate(matterId: $m, templateId: $t) { id templateId templateName trigger taskCount appliedBy { id } } }';
const APPLIED = 'query($m: ID!) { matterWorkflowApplications(matterId: $m) { templateId templateName trigger taskCount appliedAt appliedBy { id } } }';
const TASKS = 'query($m: ID!) { tasks(matterId: $m, pageSize: 100, sortBy: CREATED) { totalCount items { title column dueDate type priority assignees { id } requester { id } } } }';
const CREATE_MATTER = 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id version } }';
const UPDATE_MATTER = 'mutation($input: UpdateMatterInput!) { updateMatter(input: $input) { id version stage } }';
const INTAKE = 'mutation($input: IntakeInput!) { intake(input: $input) { id version } }';

interface Step {
  title: string;
  type?: string | null;
  priority?: string;
  dueOffsetDays?: number | null;
  assigneeRole?: string | null;
}
interface Template {
  id: string;
  version: number;
  name: string;
  steps: Array<Step & { position: number }>;
}
interface Task {
  title: string;
  column: string;
  dueDate: string | null;
  assignees: Array<{ id: string }>;
  requester: { id: string };
}
interface Application {
  templateId: string | null;
  templateName: string;
  trigger: string;
  taskCount: number;
  appliedBy: { id: string } | null;
}

let server: TestServer;
let attorney: UserRow;
let paralegal: UserRow;
let admin: ApiClient;
let a: ApiClient;
let p: ApiClient;
let s: ApiClient;
let other: ApiClient;

/** Today in the server's time zone (UTC here) plus some days. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const PI_STEPS: Step[] = [
  { title: 'Calendar the statute of limitations', type: 'Review', priority: 'URGENT', dueOffsetDays: 1, assigneeRole: 'ATTORNEY' },
  { title: 'Request the police report', type: 'Filing', dueOffsetDays: 2, assigneeRole: 'PARALEGAL' },
  { title: 'Open the PIP claim', dueOffsetDays: null, assigneeRole: null },
];

function ok<T>(response: GraphQLResponse<T>): T {
  expect(response.errors).toBeUndefined();
  return response.data!;
}
const fieldsOf = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions?.fields;

async function createTemplate(input: Record<string, unknown>): Promise<Template> {
  return ok(await admin.request<{ createWorkflowTemplate: Template }>(CREATE, { input: { active: true, ...input } })).createWorkflowTemplate;
}
async function newMatter(api: ApiClient, input: Record<string, unknown>): Promise<{ id: string; version: number }> {
  return ok(await api.request<{ createMatter: { id: string; version: number } }>(CREATE_MATTER, { input })).createMatter;
}
async function tasksOf(api: ApiClient, matterId: string): Promise<Task[]> {
  return ok(await api.request<{ tasks: { items: Task[] } }>(TASKS, { m: matterId })).tasks.items;
}
async function applicationsOf(api: ApiClient, matterId: string): Promise<Application[]> {
  return ok(await api.request<{ matterWorkflowApplications: Application[] }>(APPLIED, { m: matterId })).matterWorkflowApplications;
}

beforeAll(async () => {
  server = await startTestServer({ TIME_ZONE: 'UTC', LOG_LEVEL: 'trace' });
  const firm = await createFirm(server.db);
  attorney = await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Avery', lastName: 'Stone' });
  paralegal = await createUser(server.db, { firm, role: 'PARALEGAL', firstName: 'Pat', lastName: 'Lee' });
  const staff = await createUser(server.db, { firm, role: 'STAFF' });
  [admin, a, p, s, other] = await Promise.all([
    server.signedIn(await createUser(server.db, { firm, role: 'FIRM_ADMIN' })),
    server.signedIn(attorney),
    server.signedIn(paralegal),
    server.signedIn(staff),
    server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' })),
  ]);
});

afterAll(async () => {
  await server.stop();
});

describe('workflow templates', () => {
  it('firm admins add, edit and delete templates; everyone else may only read them', async () => {
    const created = await createTemplate({ name: '  Intake checklist ', caseType: 'Truck Accident', trigger: 'ON_CREATE', stage: 'Demand', steps: PI_STEPS });
    expect(created).toMatchObject({ name: 'Intake checklist', caseType: 'Truck Accident', trigger: 'ON_CREATE', stage: null, active: true });
    expect(created.steps.map((step) => [step.position, step.title, step.priority, step.dueOffsetDays, step.assigneeRole])).toEqual([
      [0, 'Calendar the statute of limitations', 'URGENT', 1, 'ATTORNEY'],
      [1, 'Request the police report', 'NORMAL', 2, 'PARALEGAL'],
      [2, 'Open the PIP claim', 'NORMAL', null, null],
    ]);
    const reordered = [PI_STEPS[2]!, PI_STEPS[0]!];
    const updated = ok(
      await admin.request<{ updateWorkflowTemplate: Template }>(UPDATE, {
        input: { id: created.id, version: created.version, name: 'Truck intake', caseType: null, trigger: 'ON_STAGE', stage: 'Treatment', active: false, steps: reordered },
      }),
    ).updateWorkflowTemplate;
    expect(updated).toMatchObject({ name: 'Truck intake', caseType: null, trigger: 'ON_STAGE', stage: 'Treatment', active: false, version: created.version + 1 });
    expect(updated.steps.map((step) => step.title)).toEqual(['Open the PIP claim', 'Calendar the statute of limitations']);
    const stale = await admin.request(UPDATE, { input: { id: created.id, version: created.version, name: 'Again', trigger: 'MANUAL', steps: PI_STEPS } });
    expect(errorCode(stale)).toBe('CONFLICT');

    // Everyone on staff reads them (the Apply Template dialog); nobody but a firm admin changes them.
    expect(ok(await s.request<{ workflowTemplates: Template[] }>(LIST)).workflowTemplates.map((t) => t.name)).toEqual(['Truck intake']);
    for (const api of [a, p, s]) {
      expect(errorCode(await api.request(CREATE, { input: { name: 'Mine', trigger: 'MANUAL', steps: PI_STEPS } }))).toBe('FORBIDDEN');
      expect(errorCode(await api.request(UPDATE, { input: { id: created.id, version: updated.version, name: 'Mine', trigger: 'MANUAL', steps: PI_STEPS } }))).toBe(
        'FORBIDDEN',
      );
      expect(errorCode(await api.request(DELETE, { id: created.id }))).toBe('FORBIDDEN');
      expect(errorCode(await api.request('mutation { addStarterWorkflowTemplates { id } }'))).toBe('FORBIDDEN');
    }

    expect(ok(await admin.request<{ deleteWorkflowTemplate: boolean }>(DELETE, { id: created.id })).deleteWorkflowTemplate).toBe(true);
    expect(errorCode(await admin.request(`query($id: ID!) { workflowTemplate(id: $id) { id } }`, { id: created.id }))).toBe('NOT_FOUND');
    expect(errorCode(await admin.request(DELETE, { id: created.id }))).toBe('NOT_FOUND');
  });

  it('says what is wrong at the field', async () => {
    const invalid = async (input: Record<string, unknown>) => {
      const response = await admin.request(CREATE, { input: { name: 'Checklist', trigger: 'MANUAL', steps: PI_STEPS, ...input } });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      return fieldsOf(response);
    };
    expect(await invalid({ name: '' })).toEqual([{ field: 'name', messages: ['Enter the template name.'] }]);
    expect(await invalid({ name: '   ' })).toEqual([{ field: 'name', messages: ['Enter the template name.'] }]);
    expect(await invalid({ name: 'x'.repeat(121) })).toEqual([{ field: 'name', messages: ['Use at most 120 characters.'] }]);
    expect(await invalid({ trigger: 'ON_STAGE' })).toEqual([{ field: 'stage', messages: ['Choose the stage that applies this workflow.'] }]);
    expect(await invalid({ trigger: 'ON_STAGE', stage: 'Somewhere' })).toEqual([{ field: 'stage', messages: ['Choose one of your matter stages.'] }]);
    expect(await invalid({ caseType: 'Boat Accident' })).toEqual([{ field: 'caseType', messages: ['Choose one of your case types.'] }]);
    expect(await invalid({ steps: [] })).toEqual([{ field: 'steps', messages: ['Add at least one step.'] }]);
    expect(await invalid({ steps: [{ title: 'Call', dueOffsetDays: -1 }] })).toEqual([{ field: 'steps.0.dueOffsetDays', messages: ['The due offset cannot be negative.'] }]);
    expect(await invalid({ steps: [{ title: 'Call' }, { title: ' ' }] })).toEqual([{ field: 'steps.1.title', messages: ['Enter what the task is.'] }]);
    expect(await invalid({ steps: [{ title: 'Call', assigneeRole: 'CLIENT' }] })).toEqual([
      { field: 'steps.0.assigneeRole', messages: ['Choose attorney, paralegal, staff or firm admin.'] },
    ]);
    expect(errorCode(await admin.request(`query($id: ID!) { workflowTemplate(id: $id) { id } }`, { id: 'not-an-id' }))).toBe('BAD_USER_INPUT');
    expect(ok(await admin.request<{ workflowTemplates: Template[] }>(LIST)).workflowTemplates).toEqual([]);
  });

  it('applies the ON_CREATE template of the case type once as a case is created, tasks due from today and assigned by role', async () => {
    const template = await createTemplate({ name: 'PI intake', caseType: 'Car Accident', trigger: 'ON_CREATE', steps: PI_STEPS });
    const matter = await newMatter(a, { name: 'Rivera v. Swift', caseType: 'Car Accident', staffIds: [attorney.id, paralegal.id] });

    const tasks = await tasksOf(a, matter.id);
    expect(tasks.map((t) => [t.title, t.column, t.dueDate, t.assignees.map((u) => u.id), t.requester.id])).toEqual([
      ['Calendar the statute of limitations', 'IN_QUEUE', day(1), [attorney.id], attorney.id],
      ['Request the police report', 'IN_QUEUE', day(2), [paralegal.id], attorney.id],
      ['Open the PIP claim', 'IN_QUEUE', null, [], attorney.id],
    ]);
    expect(await applicationsOf(a, matter.id)).toEqual([
      expect.objectContaining({ templateId: template.id, templateName: 'PI intake', trigger: 'ON_CREATE', taskCount: 3, appliedBy: { id: attorney.id } }),
    ]);
    const activity = ok(await a.request<{ matterActivity: { items: Array<{ summary: string }> } }>('query($m: ID!) { matterActivity(matterId: $m) { items { summary } } }', { m: matter.id }));
    expect(activity.matterActivity.items.map((entry) => entry.summary)).toContain('Applied the workflow "PI intake" (3 tasks)');
    // The paralegal hears about their task; the attorney, who created the case, is not told about their own.
    const notes = ok(await p.request<{ notifications: { items: Array<{ message: string; link: string }> } }>('{ notifications { items { message link } } }'));
    expect(notes.notifications.items).toEqual([
      { message: `Avery Stone assigned you "Request the police report" (due ${day(2)})`, link: `/cases/caseDetail?id=${matter.id}&tab=task` },
    ]);

    // Edits to the case do not apply it again.
    ok(await a.request(UPDATE_MATTER, { input: { id: matter.id, version: matter.version, name: 'Rivera v. Swift Freight' } }));
    expect(await tasksOf(a, matter.id)).toHaveLength(3);
    expect(await applicationsOf(a, matter.id)).toHaveLength(1);
  });

  it('applies it to a case opened from the intake, leaving steps of a role nobody on the case has unassigned', async () => {
    const response = await p.request<{ intake: { id: string } }>(INTAKE, {
      input: { caseType: 'Car Accident', staffIds: [paralegal.id], plaintiff: { kind: 'PERSON', firstName: 'Dana', lastName: 'Ruiz' } },
    });
    const matterId = ok(response).intake.id;
    const tasks = await tasksOf(p, matterId);
    expect(tasks.map((t) => [t.title, t.dueDate, t.assignees.map((u) => u.id)])).toEqual([
      ['Calendar the statute of limitations', day(1), []],
      ['Request the police report', day(2), [paralegal.id]],
      ['Open the PIP claim', null, []],
    ]);
    expect((await applicationsOf(p, matterId)).map((x) => [x.templateName, x.trigger])).toEqual([['PI intake', 'ON_CREATE']]);
    // Staff given at creation must be active people of the firm.
    const stranger = await p.request(INTAKE, { input: { caseType: 'Car Accident', staffIds: [attorney.id, '00000000-0000-4000-8000-000000000000'], plaintiff: { kind: 'PERSON', firstName: 'X', lastName: 'Y' } } });
    expect(fieldsOf(stranger)).toEqual([{ field: 'staffIds', messages: ['Choose active members of your firm.'] }]);
  });

  it('applies nothing to a case of another type, and never an inactive template', async () => {
    await createTemplate({ name: 'Slip and fall (off)', caseType: 'Slip and Fall', trigger: 'ON_CREATE', active: false, steps: PI_STEPS });
    const slip = await newMatter(a, { name: 'Nguyen v. MegaMart', caseType: 'Slip and Fall', staffIds: [attorney.id] });
    const untyped = await newMatter(a, { name: 'Untyped' });
    for (const id of [slip.id, untyped.id]) {
      expect(await tasksOf(a, id)).toEqual([]);
      expect(await applicationsOf(a, id)).toEqual([]);
    }
  });

  it('applies an ON_STAGE template once, when the case reaches the stage (also as it opens in that stage)', async () => {
    await createTemplate({
      name: 'Demand stage', caseType: null, trigger: 'ON_STAGE', stage: 'Demand',
      steps: [{ title: 'Draft the demand letter', dueOffsetDays: 14, assigneeRole: 'ATTORNEY' }, { title: 'Gather the medical bills', dueOffsetDays: 7, assigneeRole: 'PARALEGAL' }],
    });
    await createTemplate({ name: 'Demand (off)', trigger: 'ON_STAGE', stage: 'Demand', active: false, steps: PI_STEPS });
    let matter = await newMatter(a, { name: 'Okafor v. Lyft', caseType: 'Rideshare Accident', stage: 'Treatment', staffIds: [paralegal.id, attorney.id] });
    expect(await tasksOf(a, matter.id)).toEqual([]);
    const moveTo = async (stage: string) => {
      const moved = ok(await a.request<{ updateMatter: { id: string; version: number } }>(UPDATE_MATTER, { input: { id: matter.id, version: matter.version, stage } }));
      matter = moved.updateMatter;
    };
    await moveTo('Demand');
    const tasks = await tasksOf(a, matter.id);
    expect(tasks.map((t) => [t.title, t.dueDate, t.assignees.map((u) => u.id)])).toEqual([
      ['Draft the demand letter', day(14), [attorney.id]],
      ['Gather the medical bills', day(7), [paralegal.id]],
    ]);
    await moveTo('Negotiation');
    await moveTo('Demand');
    expect(await tasksOf(a, matter.id)).toHaveLength(2);
    expect((await applicationsOf(a, matter.id)).map((x) => [x.templateName, x.trigger])).toEqual([['Demand stage', 'ON_STAGE']]);

    const openedInDemand = await newMatter(a, { name: 'Straight to demand', stage: 'Demand' });
    expect((await tasksOf(a, openedInDemand.id)).map((t) => t.title)).toEqual(['Draft the demand letter', 'Gather the medical bills']);
  });

  it('applies a template by hand, again if asked, to cases the user may open', async () => {
    const checkIn = await createTemplate({ name: 'Treatment check-in', trigger: 'MANUAL', steps: [{ title: 'Call the client about treatment', dueOffsetDays: 0, assigneeRole: 'STAFF' }] });
    const off = await createTemplate({ name: 'Old check-in', trigger: 'MANUAL', active: false, steps: PI_STEPS });
    const matter = await newMatter(a, { name: 'Manual case', caseType: 'Dog Bite' });
    const applied = ok(await s.request<{ applyWorkflowTemplate: Application }>(APPLY, { m: matter.id, t: checkIn.id })).applyWorkflowTemplate;
    expect(applied).toMatchObject({ templateId: checkIn.id, templateName: 'Treatment check-in', trigger: 'MANUAL', taskCount: 1 });
    ok(await s.request(APPLY, { m: matter.id, t: checkIn.id }));
    expect((await tasksOf(a, matter.id)).map((t) => [t.title, t.dueDate])).toEqual([
      ['Call the client about treatment', day(0)],
      ['Call the client about treatment', day(0)],
    ]);
    expect(await applicationsOf(a, matter.id)).toHaveLength(2);
    const inactive = await s.request(APPLY, { m: matter.id, t: off.id });
    expect(fieldsOf(inactive)).toEqual([{ field: 'templateId', messages: ['This template is turned off; a firm admin can turn it on again.'] }]);

    // A restricted case the paralegal may not open does not exist for them.
    const sealed = await newMatter(a, { name: 'Sealed', permission: 'SPECIFIC_USERS', userIds: [] });
    expect(errorCode(await p.request(APPLY, { m: sealed.id, t: checkIn.id }))).toBe('NOT_FOUND');
    expect(errorCode(await p.request(APPLIED, { m: sealed.id }))).toBe('NOT_FOUND');
  });

  it("keeps firms apart: another firm sees no templates and cannot apply or change the first firm's", async () => {
    const [template] = ok(await a.request<{ workflowTemplates: Template[] }>(LIST)).workflowTemplates;
    const matter = await newMatter(a, { name: 'First firm case' });
    expect(ok(await other.request<{ workflowTemplates: Template[] }>(LIST)).workflowTemplates).toEqual([]);
    expect(errorCode(await other.request(`query($id: ID!) { workflowTemplate(id: $id) { id } }`, { id: template!.id }))).toBe('NOT_FOUND');
    expect(errorCode(await other.request(APPLY, { m: matter.id, t: template!.id }))).toBe('NOT_FOUND');
    expect(errorCode(await other.request(APPLIED, { m: matter.id }))).toBe('NOT_FOUND');
    expect(errorCode(await other.request(UPDATE, { input: { id: template!.id, version: template!.version, name: 'Mine', trigger: 'MANUAL', steps: PI_STEPS } }))).toBe('NOT_FOUND');
    expect(errorCode(await other.request(DELETE, { id: template!.id }))).toBe('NOT_FOUND');

    // Nor can the first firm use the other firm's template.
    const theirs = ok(await other.request<{ createWorkflowTemplate: Template }>(CREATE, { input: { name: 'Theirs', trigger: 'MANUAL', steps: PI_STEPS } })).createWorkflowTemplate;
    expect(errorCode(await a.request(APPLY, { m: matter.id, t: theirs.id }))).toBe('NOT_FOUND');
    // A case of the other firm's type does not pick up the first firm's templates.
    const theirCase = ok(await other.request<{ createMatter: { id: string } }>(CREATE_MATTER, { input: { name: 'Their car case', caseType: 'Car Accident' } })).createMatter;
    expect(await applicationsOf(other, theirCase.id)).toEqual([]);
  });

  it('adds the starter templates once, for firm admins to edit', async () => {
    const added = ok(await other.request<{ addStarterWorkflowTemplates: Template[] }>(`mutation { addStarterWorkflowTemplates { ${TEMPLATE} } }`)).addStarterWorkflowTemplates;
    expect(added.map((t) => t.name)).toEqual(['PI intake', 'Slip and fall intake', 'Demand stage', 'Treatment check-in']);
    expect(added[0]).toMatchObject({ caseType: 'Car Accident', trigger: 'ON_CREATE' });
    expect(added[0]!.steps.find((step) => step.title === 'Request the police report')).toMatchObject({ assigneeRole: 'PARALEGAL', dueOffsetDays: 2 });
    expect(added[2]).toMatchObject({ trigger: 'ON_STAGE', stage: 'Demand' });
    expect(ok(await other.request<{ addStarterWorkflowTemplates: Template[] }>('mutation { addStarterWorkflowTemplates { id } }')).addStarterWorkflowTemplates).toEqual([]);
    expect(ok(await other.request<{ workflowTemplates: Template[] }>(LIST)).workflowTemplates).toHaveLength(5);
  });

  it('reads 20 templates with their steps in as many statements as 2 (no N+1)', async () => {
    const statements = async (api: ApiClient, count: number) =>
      countStatements(server, async () => {
        const list = ok(await api.request<{ workflowTemplates: Template[] }>(LIST)).workflowTemplates;
        expect(list).toHaveLength(count);
        expect(list.every((t) => t.steps.length > 0)).toBe(true);
      });
    const firm = await createFirm(server.db);
    const small = await server.signedIn(await createUser(server.db, { firm, role: 'FIRM_ADMIN' }));
    const large = await server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' }));
    for (let i = 0; i < 2; i += 1) ok(await small.request(CREATE, { input: { name: `Small ${i}`, trigger: 'MANUAL', steps: PI_STEPS } }));
    for (let i = 0; i < 20; i += 1) ok(await large.request(CREATE, { input: { name: `Large ${i}`, trigger: 'MANUAL', steps: PI_STEPS } }));
    const two = await statements(small, 2);
    expect(two).toBeGreaterThan(0);
    expect(await statements(large, 20)).toBe(two);
  });
});
