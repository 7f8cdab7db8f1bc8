import { isUUID } from 'class-validator';
import type { AppServices, FirmViewer } from '../../graphql/context';
import { GraphQLError } from 'graphql';
import { formatMoney } from '../../graphql/money';
import { readablePhone } from '../../http/csv';
import { SortDirection } from '../../graphql/sorting';
import { addDays, formatDay, weekday } from '../deadlines/calc/days';
import { COVERAGE_LABELS } from '../insurance/insurance.rules';
import type { Matter } from '../matters/matter.entity';
import { MatterSort } from '../matters/matter.inputs';
import { caseAmountsVisibleTo } from '../permissions/permission.access';
import { TaskSort } from '../tasks/task.inputs';
import { DocumentListKind, DocumentSort } from '../documents/document.inputs';
import { Document } from '../documents/document.entity';
import type { ToolDefinition } from './ai-provider';
import { AiSourceKind, type AiSource } from './ai.entity';

/** The services the assistant's tools read through: the same ones, with the same access rules, as the screens. */
export type AssistantServices = Pick<
  AppServices,
  'search' | 'matters' | 'matterList' | 'tasks' | 'calendar' | 'statutes' | 'insurance' | 'medicalBills' | 'documents' | 'contacts' | 'permissions' | 'clock'
>;

/** What a tool found: data for a model (JSON), and the records it came from. */
export interface ToolResult<T = unknown> {
  data: T;
  sources: AiSource[];
}

/** A case named in a question or by a model: found, or why not. */
export type CaseLookup = { matter: Matter; source: AiSource } | { matter: null; message: string };

/** How much of a document's text a tool reads. */
export const DOCUMENT_TEXT_CHARS = 6000;
/** A recognised case: how alike (the search's score) a name must be, from 0 to about 3. */
const CASE_MATCH_SCORE = 0.75;

export type DueWindow = 'overdue' | 'today' | 'this_week' | 'next_7_days' | 'next_30_days';
const DUE_WINDOWS: DueWindow[] = ['overdue', 'today', 'this_week', 'next_7_days', 'next_30_days'];

export const caseLabel = (matter: Pick<Matter, 'name' | 'number'>) => `${matter.name} (${matter.number})`;
const caseSource = (matter: Pick<Matter, 'id' | 'name' | 'number'>): AiSource => ({ kind: AiSourceKind.CASE, id: matter.id, label: caseLabel(matter), matterId: matter.id, day: null });

/** A problem the tool reports back (an unknown case, a bad argument) rather than throwing. */
export class ToolProblem extends Error {}

/**
 * The assistant's tools: each reads one thing about the firm's cases through the modules' own
 * services, as the asking user (their firm, the cases they may open, the amounts their role may see).
 * The built-in assistant calls them itself; an AI service calls them as functions (OpenAI tools format).
 */
export class AssistantTools {
  constructor(private readonly services: AssistantServices) {}

  /** The case a text names: an id, a number, or a name or client's name (typos forgiven), among the cases the viewer may open. */
  async findCase(viewer: FirmViewer, named: string): Promise<CaseLookup> {
    const text = named.trim();
    if (!text) return { matter: null, message: 'No case was named.' };
    if (isUUID(text)) {
      const matter = await this.services.matters.get(viewer, text).catch(() => null);
      return matter ? { matter, source: caseSource(matter) } : { matter: null, message: 'No case of yours has this id.' };
    }
    const [best] = (await this.services.search.matchCases(viewer, text, 1)).filter((hit) => hit.score >= CASE_MATCH_SCORE);
    if (!best) return { matter: null, message: `No case you may open matches "${text}".` };
    const matter = await this.services.matters.get(viewer, best.id);
    return { matter, source: caseSource(matter) };
  }

  /** Like findCase, for a tool: a problem when none is found. */
  private async caseOf(viewer: FirmViewer, named: unknown): Promise<{ matter: Matter; source: AiSource }> {
    if (typeof named !== 'string') throw new ToolProblem('Say which case: its name, number or client.');
    const found = await this.findCase(viewer, named);
    if (!found.matter) throw new ToolProblem(found.message);
    return found;
  }

  async findCases(viewer: FirmViewer, query: string): Promise<ToolResult<Array<{ id: string; number: string; name: string; client: string | null }>>> {
    const hits = (await this.services.search.matchCases(viewer, query, 5)).filter((hit) => hit.score >= CASE_MATCH_SCORE / 2);
    const data = hits.map((hit) => {
      const [number = '', client = null] = (hit.detail?.text ?? '').split(' · ');
      return { id: hit.id, number, name: hit.title.text, client };
    });
    return { data, sources: data.map((c) => caseSource(c)) };
  }

  /** The case's statutes of limitations: when each runs, how many days are left, how it was computed. */
  async statute(viewer: FirmViewer, matter: Matter) {
    const statutes = await this.services.statutes.forMatter(viewer, matter.id);
    const data = statutes.map((s) => ({
      between: s.plaintiffName || s.defendantName ? `${s.plaintiffName ?? 'plaintiff'} v. ${s.defendantName ?? 'defendant'}` : null,
      runsOn: s.dueOn,
      daysLeft: s.daysLeft,
      status: s.status,
      satisfiedOn: s.satisfiedOn,
      overridden: s.overrideDay !== null,
      explanation: s.explanation,
      incidentDate: s.incidentDate,
      incidentState: s.incidentState,
    }));
    const source: AiSource = { kind: AiSourceKind.STATUTE, id: matter.id, label: `Statute of limitations: ${caseLabel(matter)}`, matterId: matter.id, day: statutes[0]?.dueOn ?? null };
    return { data, sources: [caseSource(matter), source] };
  }

  /** The firm's limitation rules (its own, else the starter table) for a state, and a case type when given. */
  async limitationRules(viewer: FirmViewer, state: string, caseType: string | null) {
    const set = await this.services.statutes.ruleSet(viewer);
    const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
    const ofState = set.rules.filter((rule) => same(rule.state, state));
    const exact = caseType ? ofState.filter((rule) => same(rule.caseType, caseType)) : [];
    // The case type's own rule, else the state's general one (its other case types named).
    const rules = exact.length ? exact : ofState.filter((rule) => rule.caseType === null);
    const data = {
      otherCaseTypes: exact.length ? [] : ofState.flatMap((rule) => (rule.caseType ? [rule.caseType] : [])),
      confirmedByFirm: set.confirmedAt !== null,
      firmsOwnRules: set.ownRules,
      rules: rules.map((rule) => ({ state: rule.state, caseType: rule.caseType, years: rule.years, months: rule.months, days: rule.days, discoveryNote: rule.discoveryNote, source: rule.source })),
    };
    return { data, sources: [] as AiSource[] };
  }

  /** The states and case types the firm's limitation rules name (to recognise them in a question). */
  async limitationTerms(viewer: FirmViewer): Promise<{ states: string[]; caseTypes: string[] }> {
    const set = await this.services.statutes.ruleSet(viewer);
    return { states: [...new Set(set.rules.map((r) => r.state))], caseTypes: [...new Set(set.rules.flatMap((r) => (r.caseType ? [r.caseType] : [])))] };
  }

  /** The days a window covers, in the firm's time zone: [from, to] (from null: any day before). */
  dueWindow(viewer: FirmViewer, window: DueWindow): { from: string | null; to: string; today: string } {
    const today = this.services.clock.today(viewer.firm);
    switch (window) {
      case 'overdue':
        return { from: null, to: addDays(today, -1), today };
      case 'today':
        return { from: today, to: today, today };
      case 'this_week':
        // To Sunday (a week starting on Monday, as the calendar shows it).
        return { from: today, to: addDays(today, (7 - weekday(today)) % 7), today };
      case 'next_7_days':
        return { from: today, to: addDays(today, 7), today };
      case 'next_30_days':
        return { from: today, to: addDays(today, 30), today };
    }
  }

  /** Open tasks due in a window: of one case (anyone's), or else the viewer's own across their cases. */
  async tasksDue(viewer: FirmViewer, window: DueWindow, matter: Matter | null, limit = 20) {
    const { from, to } = this.dueWindow(viewer, window);
    const page = await this.services.tasks.list(viewer, {
      matterId: matter?.id,
      assigneeId: matter ? undefined : viewer.user.id,
      open: true,
      dueFrom: from ?? undefined,
      dueTo: to,
      sortBy: TaskSort.DUE_DATE,
      sortDirection: SortDirection.ASC,
      page: 1,
      pageSize: limit,
    });
    const cases = await this.caseNames(viewer, page.items.map((task) => task.matterId));
    const data = page.items.map((task) => ({ id: task.id, title: task.title, dueOn: task.dueDate, column: task.column, priority: task.priority, case: task.matterId ? cases.get(task.matterId) ?? null : null }));
    const sources: AiSource[] = page.items.map((task) => ({ kind: AiSourceKind.TASK, id: task.id, label: task.title, matterId: task.matterId, day: task.dueDate }));
    return { data: { window, from, to, totalCount: page.totalCount, tasks: data }, sources: matter ? [caseSource(matter), ...sources] : sources };
  }

  /** The next events not over yet: of one case, or all the viewer may see. */
  async upcomingEvents(viewer: FirmViewer, matter: Matter | null, limit = 10) {
    const events = await this.services.calendar.upcoming(viewer, { matterId: matter?.id, limit });
    const zone = this.services.clock.zoneOf(viewer.firm);
    const data = events.map((event) => ({ id: event.id, title: event.title, startsAt: this.services.clock.minuteOf(event.startsAt, zone), when: event.allDay ? formatDay(this.services.clock.dayOf(event.startsAt, zone)) : this.services.clock.dateTimeOf(event.startsAt, zone), allDay: event.allDay, location: event.location }));
    const sources: AiSource[] = events.map((event) => ({ kind: AiSourceKind.EVENT, id: event.id, label: event.title, matterId: event.matterId, day: this.services.clock.dayOf(event.startsAt, zone) }));
    return { data: { timeZone: zone, events: data }, sources };
  }

  /** Open cases with nothing recorded on them for `days` days: the viewer's own (as staff) or all they may open. */
  async inactiveCases(viewer: FirmViewer, days: number, mine: boolean, limit = 20) {
    const page = await this.services.matterList.list(viewer, {
      inactiveDays: Math.min(Math.max(Math.round(days), 1), 3650),
      staffId: mine ? viewer.user.id : undefined,
      sortBy: MatterSort.NUMBER,
      sortDirection: SortDirection.ASC,
      page: 1,
      pageSize: limit,
    });
    const last = await this.services.matterList.lastActivity(viewer, page.items.map((m) => m.id));
    const zone = this.services.clock.zoneOf(viewer.firm);
    const data = page.items.map((m) => ({ id: m.id, number: m.number, name: m.name, status: m.status, lastActivityOn: last.has(m.id) ? this.services.clock.dayOf(last.get(m.id)!, zone) : null }));
    return { data: { days, mine, totalCount: page.totalCount, cases: data }, sources: page.items.map(caseSource) };
  }

  /** The case's insurance policies: coverage, insurer, limits (when the role may see amounts), claim, adjuster. */
  async policies(viewer: FirmViewer, matter: Matter) {
    const page = await this.services.insurance.list(viewer, { matterId: matter.id, page: 1, pageSize: 50 });
    const amounts = await caseAmountsVisibleTo(this.services, viewer);
    const contacts = new Map(
      (await this.services.contacts.byIds(viewer.firm.id, page.items.flatMap((p) => [p.insurerId, p.adjusterId]).filter((id): id is string => !!id))).map((c) => [c.id, c]),
    );
    const data = page.items.map((policy) => {
      const adjuster = policy.adjusterId ? contacts.get(policy.adjusterId) : undefined;
      return {
        id: policy.id,
        coverage: COVERAGE_LABELS[policy.coverage],
        insurer: contacts.get(policy.insurerId)?.name ?? null,
        policyNumber: policy.policyNumber,
        perPersonLimit: amounts && policy.perPersonLimitCents !== null ? formatMoney(policy.perPersonLimitCents) : null,
        perOccurrenceLimit: amounts && policy.perOccurrenceLimitCents !== null ? formatMoney(policy.perOccurrenceLimitCents) : null,
        claimNumber: policy.claimNumber,
        claimStatus: policy.claimStatus,
        adjuster: adjuster ? { id: adjuster.id, name: adjuster.name, email: adjuster.email, phone: readablePhone(adjuster.primaryPhone) } : null,
      };
    });
    const sources: AiSource[] = [
      caseSource(matter),
      ...data.map((p): AiSource => ({ kind: AiSourceKind.POLICY, id: p.id, label: `${p.coverage}${p.insurer ? `, ${p.insurer}` : ''}`, matterId: matter.id, day: null })),
      ...data.flatMap((p): AiSource[] => (p.adjuster ? [{ kind: AiSourceKind.CONTACT, id: p.adjuster.id, label: p.adjuster.name, matterId: null, day: null }] : [])),
    ];
    return { data: { amountsHidden: !amounts, policies: data }, sources: dedupe(sources) };
  }

  /** The case's medical specials: billed, paid, adjusted and outstanding, in all and per provider. */
  async medical(viewer: FirmViewer, matter: Matter) {
    const specials = await this.services.medicalBills.specials(viewer, matter.id);
    const amounts = await caseAmountsVisibleTo(this.services, viewer);
    const names = new Map((await this.services.contacts.byIds(viewer.firm.id, specials.providers.map((p) => p.providerId))).map((c) => [c.id, c.name]));
    const money = (cents: number | null) => (amounts && cents !== null ? formatMoney(cents) : null);
    const data = {
      amountsHidden: !amounts,
      billed: money(specials.billedCents),
      paid: money(specials.paidCents),
      adjusted: money(specials.adjustedCents),
      outstanding: money(specials.outstandingCents),
      providers: specials.providers.map((p) => ({ provider: names.get(p.providerId) ?? null, bills: p.billCount, billed: money(p.billedCents), outstanding: money(p.outstandingCents) })),
    };
    const source: AiSource = { kind: AiSourceKind.MEDICAL, id: matter.id, label: `Medical bills: ${caseLabel(matter)}`, matterId: matter.id, day: null };
    return { data, sources: [caseSource(matter), source] };
  }

  /** Documents of one case, or of every case the viewer may open, whose name or text has the words. */
  async findDocuments(viewer: FirmViewer, words: string, matter: Matter | null, limit = 5) {
    const page = await this.services.documents.list(viewer, {
      matterId: matter?.id,
      kind: DocumentListKind.DOCUMENTS,
      search: words,
      sortBy: DocumentSort.RECENT,
      sortDirection: SortDirection.DESC,
      page: 1,
      pageSize: limit,
    });
    const documents = page.items.filter((item): item is Document => item instanceof Document);
    const cases = await this.caseNames(viewer, documents.map((d) => d.matterId));
    const data = documents.map((d) => ({ id: d.id, title: d.title, receivedOn: d.receivedDate, category: d.category, case: d.matterId ? cases.get(d.matterId) ?? null : null }));
    const sources = documents.map((d): AiSource => ({ kind: AiSourceKind.DOCUMENT, id: d.id, label: d.title, matterId: d.matterId, day: null }));
    return { data: { totalCount: page.totalCount, documents: data }, sources };
  }

  /** The text of a document the viewer may open (its first part). */
  async readDocument(viewer: FirmViewer, id: string) {
    if (!isUUID(id)) throw new ToolProblem('Give the id of a document (from find_documents).');
    const { document, text } = await this.services.documents.textOf(viewer, id, DOCUMENT_TEXT_CHARS).catch(() => {
      throw new ToolProblem('No document of yours has this id.');
    });
    const source: AiSource = { kind: AiSourceKind.DOCUMENT, id: document.id, label: document.title, matterId: document.matterId, day: null };
    return { data: { id: document.id, title: document.title, text: text ?? '(No text could be read from this file.)' }, sources: [source] };
  }

  /** The documents among these the viewer may open (of a case they may open, or firm-wide). */
  openableDocuments(viewer: FirmViewer, ids: readonly string[]): Promise<Document[]> {
    return this.services.documents.openable(viewer, ids);
  }

  /** The text read from a document the viewer may open (its first part), null when none. */
  async documentText(viewer: FirmViewer, id: string): Promise<string | null> {
    return (await this.services.documents.textOf(viewer, id, DOCUMENT_TEXT_CHARS)).text;
  }

  /** A case at a glance: what it is, where it stands, its next deadlines. */
  async summary(viewer: FirmViewer, matter: Matter) {
    const [client] = matter.clientId ? await this.services.contacts.byIds(viewer.firm.id, [matter.clientId]) : [];
    const [statute, overdue, next, events] = await Promise.all([
      this.statute(viewer, matter),
      this.tasksDue(viewer, 'overdue', matter, 5),
      this.services.tasks.list(viewer, { matterId: matter.id, open: true, sortBy: TaskSort.DUE_DATE, sortDirection: SortDirection.ASC, page: 1, pageSize: 3 }),
      this.upcomingEvents(viewer, matter, 3),
    ]);
    const data = {
      number: matter.number,
      name: matter.name,
      client: client?.name ?? null,
      caseType: matter.caseType,
      stage: matter.stage,
      status: matter.status,
      description: matter.description,
      facts: matter.facts,
      statute: statute.data[0] ?? null,
      overdueTasks: overdue.data.tasks,
      nextTasks: next.items.map((t) => ({ title: t.title, dueOn: t.dueDate })),
      upcomingEvents: events.data.events,
    };
    return { data, sources: dedupe([caseSource(matter), ...statute.sources.slice(1), ...overdue.sources, ...events.sources]) };
  }

  /** What a letter on the case draws on: the client, the incident, the claim and adjuster, the medical totals. */
  async letterFacts(viewer: FirmViewer, matter: Matter) {
    const [client] = matter.clientId ? await this.services.contacts.byIds(viewer.firm.id, [matter.clientId]) : [];
    const [statute, policies, medical] = await Promise.all([this.statute(viewer, matter), this.policies(viewer, matter), this.medical(viewer, matter)]);
    const data = {
      case: caseLabel(matter),
      client: client?.name ?? null,
      incidentDate: statute.data[0]?.incidentDate ?? null,
      facts: matter.facts,
      policies: policies.data.policies,
      medical: medical.data,
      writer: viewer.user.fullName,
      firm: viewer.firm.name,
      today: this.services.clock.today(viewer.firm),
    };
    return { data, sources: dedupe([caseSource(matter), ...policies.sources, ...medical.sources.slice(1)]) };
  }

  /** Names of these cases the viewer may open, by id ("Bell – Slip and Fall (2026-0002)"). */
  private async caseNames(viewer: FirmViewer, ids: ReadonlyArray<string | null>): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => !!id))];
    if (!wanted.length) return new Map();
    const page = await this.services.matterList.list(viewer, { sortBy: MatterSort.NUMBER, sortDirection: SortDirection.ASC, page: 1, pageSize: wanted.length }, wanted);
    return new Map(page.items.map((m) => [m.id, caseLabel(m)]));
  }

  // --- as functions for an AI service (OpenAI tools format) -------------------------------------

  readonly definitions: ToolDefinition[] = [
    tool('find_cases', 'Find the cases the user may open whose name, number or client looks like the text (typos forgiven).', { query: str('A case name, number or client name.') }, ['query']),
    tool(
      'limitation_rules',
      "The firm's statute of limitations rules for a state (and a case type, e.g. Car Accident): the period and its legal source. For general questions not about one case.",
      { state: str('A US state, e.g. Texas.'), case_type: str('Optional: the case type, e.g. Car Accident.') },
      ['state'],
    ),
    tool('case_summary', 'A case at a glance: client, type, stage, status, facts, statute, overdue and next tasks, upcoming events.', { case: CASE_ARG }, ['case']),
    tool('statute_of_limitations', "When the case's statute of limitations runs, days left, and how it was computed.", { case: CASE_ARG }, ['case']),
    tool(
      'tasks_due',
      "Open tasks due in a window: one case's (anyone's) when a case is given, else the user's own across their cases. 'overdue' means due before today.",
      { case: { ...CASE_ARG, description: 'Optional: one case (name, number or client).' }, window: { type: 'string', enum: DUE_WINDOWS } },
      ['window'],
    ),
    tool('upcoming_events', 'The next calendar events not over yet: of one case, or all the user may see.', { case: { ...CASE_ARG, description: 'Optional: one case.' } }, []),
    tool(
      'inactive_cases',
      'Open cases with nothing recorded on them (no Recent Activity) for a number of days.',
      { days: { type: 'integer', minimum: 1, maximum: 3650 }, mine: { type: 'boolean', description: 'Only the cases the user works on as staff.' } },
      ['days'],
    ),
    tool('insurance_policies', "The case's insurance policies: coverage, insurer, policy number, limits, claim number and status, adjuster.", { case: CASE_ARG }, ['case']),
    tool('medical_bills', "The case's medical bills in total and per provider: billed, paid, adjusted, outstanding.", { case: CASE_ARG }, ['case']),
    tool('find_documents', 'Documents whose name or text has the words: of one case, or of every case the user may open.', { words: str('What to look for.'), case: { ...CASE_ARG, description: 'Optional: one case.' } }, ['words']),
    tool('read_document', 'The text of a document (its first 6,000 characters).', { document_id: str('The id from find_documents or an attached document.') }, ['document_id']),
    tool('letter_facts', 'What a letter about the case draws on: client, incident date, facts, policies and adjusters, medical totals, the writer and firm.', { case: CASE_ARG }, ['case']),
  ];

  /** Runs a tool an AI service called, with its JSON arguments; problems come back as `{ error }`, never thrown. */
  async call(viewer: FirmViewer, name: string, json: string): Promise<{ content: string; sources: AiSource[] }> {
    try {
      const args = parseArgs(json);
      const result = await this.run(viewer, name, args);
      return { content: JSON.stringify(result.data), sources: result.sources };
    } catch (error) {
      if (error instanceof ToolProblem || error instanceof GraphQLError) return { content: JSON.stringify({ error: error.message }), sources: [] };
      throw error;
    }
  }

  private async run(viewer: FirmViewer, name: string, args: Record<string, unknown>): Promise<ToolResult> {
    const optionalCase = async () => (typeof args.case === 'string' && args.case.trim() ? (await this.caseOf(viewer, args.case)).matter : null);
    switch (name) {
      case 'find_cases':
        return this.findCases(viewer, String(args.query ?? ''));
      case 'limitation_rules':
        return this.limitationRules(viewer, String(args.state ?? ''), typeof args.case_type === 'string' ? args.case_type : null);
      case 'case_summary':
        return this.summary(viewer, (await this.caseOf(viewer, args.case)).matter);
      case 'statute_of_limitations':
        return this.statute(viewer, (await this.caseOf(viewer, args.case)).matter);
      case 'tasks_due': {
        const window = DUE_WINDOWS.includes(args.window as DueWindow) ? (args.window as DueWindow) : 'next_7_days';
        return this.tasksDue(viewer, window, await optionalCase());
      }
      case 'upcoming_events':
        return this.upcomingEvents(viewer, await optionalCase());
      case 'inactive_cases':
        return this.inactiveCases(viewer, Number(args.days) || 30, args.mine === true);
      case 'insurance_policies':
        return this.policies(viewer, (await this.caseOf(viewer, args.case)).matter);
      case 'medical_bills':
        return this.medical(viewer, (await this.caseOf(viewer, args.case)).matter);
      case 'find_documents':
        return this.findDocuments(viewer, String(args.words ?? ''), await optionalCase());
      case 'read_document':
        return this.readDocument(viewer, String(args.document_id ?? ''));
      case 'letter_facts':
        return this.letterFacts(viewer, (await this.caseOf(viewer, args.case)).matter);
      default:
        throw new ToolProblem(`There is no tool named ${name}.`);
    }
  }
}

const CASE_ARG = { type: 'string', description: 'The case: its name, number (e.g. 2026-0002) or client name.' };
const str = (description: string) => ({ type: 'string', description });
function tool(name: string, description: string, properties: Record<string, unknown>, required: string[]): ToolDefinition {
  return { name, description, parameters: { type: 'object', properties, required, additionalProperties: false } };
}

function parseArgs(json: string): Record<string, unknown> {
  if (!json.trim()) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Reported below.
  }
  throw new ToolProblem('The arguments must be a JSON object.');
}

/** Each record once, in the order first named. */
export function dedupe(sources: AiSource[]): AiSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.kind}:${source.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
