import type { FirmViewer } from '../../graphql/context';
import { daysBetween, formatDay, formatLongDay } from '../deadlines/calc/days';
import { StatuteStatus } from '../deadlines/deadline.inputs';
import type { Matter } from '../matters/matter.entity';
import { AiSourceKind, type AiSource } from './ai.entity';
import { caseLabel, dedupe, type AssistantTools, type DueWindow } from './assistant.tools';
import { caseWords, Intent, intentOf, isLike, STOP_WORDS, wordsOf } from './assistant.words';

const CASE_NUMBER = /\b\d{4}-\d{2,6}\b/;
/** Prepositions after which a question names its case ("overdue on Bell", "the police report in Alvarez"). */
const CASE_TAIL = /\b(?:on|in|for|about|from|of|re|regarding)\s+(?:the\s+)?([^?.!,;]+?)\s*(?:case|matter|file)?\s*[?.!]*$/i;

export interface BuiltInContext {
  /** The case the chat is about (opened from it), else the case of the last answer. */
  subject: Matter | null;
  /** Documents attached to the chat that the viewer may still open, with their text. */
  attachments: Array<{ id: string; title: string; matterId: string | null; text: string | null }>;
}

export interface Answer {
  text: string;
  sources: AiSource[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const bullet = (lines: string[]) => lines.map((line) => `• ${line}`).join('\n');
const relative = (today: string, day: string) => {
  const n = daysBetween(today, day);
  return n === 0 ? 'today' : n === 1 ? 'tomorrow' : n === -1 ? 'yesterday' : n > 0 ? `in ${n} days` : `${-n} days ago`;
};

/**
 * The assistant that runs without an AI service: it recognises what a question asks (statute,
 * what is due or overdue, inactive cases, policies, medical bills, the adjuster, a summary, a
 * document, a letter) and which case it is about, answers from the tools, and cites them.
 */
export class BuiltInAssistant {
  constructor(private readonly tools: AssistantTools) {}

  async answer(viewer: FirmViewer, question: string, context: BuiltInContext): Promise<Answer> {
    const words = wordsOf(question);
    const { intent, keywords } = intentOf(words);
    if (intent === Intent.HELP) return this.help();
    if (intent === Intent.INACTIVE) return this.inactive(viewer, question, words);
    const named = await this.namedCase(viewer, question, words, keywords);
    // "What is the statute of limitations for a car accident in Texas?": the firm's rules answer.
    if (intent === Intent.STATUTE && !named.matter) {
      const rules = await this.rules(viewer, words);
      if (rules) return rules;
    }
    // Words that name no case the viewer may open: said plainly (never a guess at another case), when
    // the question is about a case ("overdue on Zed", "summarize the Zed case").
    const needsCase = intent !== null && intent !== Intent.DUE && intent !== Intent.OVERDUE && intent !== Intent.DOCUMENT;
    if (intent !== null && named.problem && (named.byNumber || named.tail || (needsCase && !context.subject))) return { text: `${named.problem} ${NAME_THE_CASE}`, sources: [] };
    const matter = named.matter ?? context.subject;
    switch (intent) {
      case Intent.OVERDUE:
        return this.due(viewer, 'overdue', matter);
      case Intent.DUE:
        // A case's tasks over the coming month unless a window is named; your own, this week.
        return this.due(viewer, windowOf(words) ?? (matter ? 'next_30_days' : 'this_week'), matter);
      case Intent.DOCUMENT: {
        // What to look for: the words that are neither the case's nor "find … document" and small words.
        const docWords = words.filter((w) => !named.words.has(w) && !STOP_WORDS.has(w) && !FINDING_WORDS.has(w) && !/^\d+$/.test(w)).join(' ');
        if (!docWords && context.attachments.length) return this.fromAttachments(question, context);
        return this.documents(viewer, docWords, matter);
      }
      case null:
        if (context.attachments.length) return this.fromAttachments(question, context);
        if (named.matter) return this.summary(viewer, named.matter);
        return this.help(true);
      default:
        break;
    }
    if (!matter) {
      if (intent === Intent.SUMMARY && context.attachments.length) return this.fromAttachments(question, context);
      return { text: `Which case do you mean? ${NAME_THE_CASE}`, sources: [] };
    }
    switch (intent) {
      case Intent.STATUTE:
        return this.statute(viewer, matter);
      case Intent.ADJUSTER:
        return this.adjuster(viewer, matter);
      case Intent.POLICY:
        return this.policies(viewer, matter);
      case Intent.MEDICAL:
        return this.medical(viewer, matter);
      case Intent.DRAFT:
        return this.draft(viewer, matter, words);
      case Intent.SUMMARY:
        return this.summary(viewer, matter);
    }
  }

  /**
   * The case the question names: by number, by the words after "on"/"in"/"for" ("overdue on
   * Bell"), else by any remaining word that looks like a case's name or client. A name that
   * matches no case the viewer may open is a problem to report (never a guess at another case).
   */
  private async namedCase(
    viewer: FirmViewer,
    question: string,
    words: string[],
    keywords: Set<string>,
  ): Promise<{ matter: Matter | null; words: Set<string>; problem?: string; byNumber?: boolean; tail?: boolean }> {
    const number = CASE_NUMBER.exec(question)?.[0];
    if (number) {
      const found = await this.tools.findCase(viewer, number);
      return found.matter ? { matter: found.matter, words: new Set([number]) } : { matter: null, words: new Set(), problem: `No case you may open has the number ${number}.`, byNumber: true };
    }
    const candidates: string[][] = [];
    const tail = CASE_TAIL.exec(question.trim())?.[1];
    if (tail) {
      const tailWords = caseWords(wordsOf(tail), keywords);
      if (tailWords.length && tailWords.length <= 5) candidates.push(tailWords);
    }
    const rest = caseWords(words, keywords).filter((word) => word.length >= 3);
    for (const word of [...rest].sort((a, b) => b.length - a.length).slice(0, 4)) candidates.push([word]);
    for (const candidate of candidates) {
      const found = await this.tools.findCase(viewer, candidate.join(' '));
      if (found.matter) return { matter: found.matter, words: new Set(candidate) };
    }
    // Words after "on …" (or else the question's other words) that match no case the viewer may open.
    if (tail && caseWords(wordsOf(tail), keywords).length) return { matter: null, words: new Set(), problem: `No case you may open matches "${tail.trim()}".`, tail: true };
    if (rest.length) return { matter: null, words: new Set(), problem: `No case you may open matches "${rest.map((word) => asTyped(question, word)).join(' ')}".` };
    return { matter: null, words: new Set() };
  }

  private help(unknown = false): Answer {
    const intro = unknown
      ? "I'm not sure what you're asking. I answer questions about your cases from the firm's records, for example:"
      : "I answer questions about your cases from the firm's records, with links to where each answer comes from. For example:";
    return {
      text: `${intro}\n${bullet([
        'When does the statute run on Alvarez?',
        "What's overdue on Bell? What's due this week?",
        'Which of my cases have no activity in 30 days?',
        'What are the policy limits on the Bell case? Who is the adjuster on Brooks?',
        'How much is outstanding in medical bills on 2026-0002?',
        'Summarize the Alvarez case. Find the police report in Alvarez.',
        'Draft a follow-up to the adjuster on Bell.',
      ])}\nName a case by its client, its name or its number. Attach a document to ask about its text.`,
      sources: [],
    };
  }

  private async statute(viewer: FirmViewer, matter: Matter): Promise<Answer> {
    const { data, sources } = await this.tools.statute(viewer, matter);
    const today = this.tools.dueWindow(viewer, 'today').today;
    if (!data.length) return { text: `No statute of limitations is tracked on ${caseLabel(matter)}.`, sources };
    const lines = data.map((s) => {
      const on = s.between ? ` (${s.between})` : '';
      if (s.status === StatuteStatus.SATISFIED) return `The statute${on} is satisfied: the complaint was filed on ${formatDay(s.satisfiedOn!)}.`;
      if (!s.runsOn) return `The statute date${on} cannot be computed yet: ${s.explanation}`;
      const when = s.status === StatuteStatus.PASSED ? `ran on ${formatDay(s.runsOn)} (${relative(today, s.runsOn)})` : `runs on ${formatDay(s.runsOn)}, ${relative(today, s.runsOn)}`;
      return `The statute of limitations${on} ${when}.${s.overridden ? ' (The date was set by hand.)' : ''}\nHow: ${s.explanation}`;
    });
    return { text: `${caseLabel(matter)}:\n${lines.join('\n')}`, sources };
  }

  /** The firm's limitation rule for a state (and case type) the question names; null when it names no state. */
  private async rules(viewer: FirmViewer, words: string[]): Promise<Answer | null> {
    const text = ` ${words.join(' ')} `;
    const terms = await this.tools.limitationTerms(viewer);
    const has = (term: string) => text.includes(` ${wordsOf(term).join(' ')} `);
    const state = terms.states.find(has);
    if (!state) return null;
    const caseType = terms.caseTypes.find(has) ?? null;
    const { data } = await this.tools.limitationRules(viewer, state, caseType);
    if (!data.rules.length) return { text: `Your firm's limitation rules have no rule for ${state}. Firm admins add rules in Settings > Deadlines.`, sources: [] };
    const period = (r: (typeof data.rules)[number]) =>
      [r.years ? plural(r.years, 'year') : null, r.months ? plural(r.months, 'month') : null, r.days ? plural(r.days, 'day') : null].filter(Boolean).join(' and ') || 'no period';
    const lines = data.rules.map((r) => `${r.state}, ${r.caseType ?? 'any case type without its own rule'}: ${period(r)} from the incident${r.source ? ` (${r.source})` : ''}.${r.discoveryNote ? ` ${r.discoveryNote}` : ''}`);
    if (data.otherCaseTypes.length) lines.push(`Case types with their own rule in ${state}: ${data.otherCaseTypes.join(', ')}.`);
    const standing = data.confirmedByFirm ? "These are your firm's confirmed rules." : 'Your firm has not confirmed these rules yet: a firm admin checks them in Settings > Deadlines.';
    return { text: `Under your firm's limitation rules:\n${bullet(lines)}\n${standing} For a case, ask about it by name ("when does the statute run on Alvarez?").`, sources: [] };
  }

  private async due(viewer: FirmViewer, window: DueWindow, matter: Matter | null): Promise<Answer> {
    const { data, sources } = await this.tools.tasksDue(viewer, window, matter);
    const today = this.tools.dueWindow(viewer, 'today').today;
    const whose = matter ? `on ${caseLabel(matter)}` : 'assigned to you';
    const span: Record<DueWindow, string> = { overdue: 'overdue', today: 'due today', this_week: 'due this week', next_7_days: 'due in the next 7 days', next_30_days: 'due in the next 30 days' };
    if (!data.tasks.length) return { text: `No open task ${whose} is ${span[window]}.`, sources: matter ? sources : [] };
    const lines = data.tasks.map((t) => `${t.title}: due ${formatDay(t.dueOn!)} (${relative(today, t.dueOn!)})${!matter && t.case ? `, ${t.case}` : ''}`);
    const more = data.totalCount > data.tasks.length ? `\n…and ${data.totalCount - data.tasks.length} more on the Tasks screen.` : '';
    return { text: `${plural(data.totalCount, 'open task')} ${whose} ${data.totalCount === 1 ? 'is' : 'are'} ${span[window]}:\n${bullet(lines)}${more}`, sources };
  }

  private async inactive(viewer: FirmViewer, question: string, words: string[]): Promise<Answer> {
    const amount = /(\d+)\s*(day|week|month)?/i.exec(question);
    const unit = amount?.[2]?.toLowerCase() ?? (words.some((w) => w.startsWith('month')) ? 'month' : words.some((w) => w.startsWith('week')) ? 'week' : 'day');
    // "in 30 days", "for 3 weeks", "in a month"; no number: 30 days.
    const count = amount ? Number(amount[1]) : unit === 'day' ? 30 : 1;
    const days = count * (unit === 'week' ? 7 : unit === 'month' ? 30 : 1);
    const mine = words.includes('my') || words.includes('mine') || words.includes('i');
    const { data, sources } = await this.tools.inactiveCases(viewer, days, mine);
    if (!data.cases.length) return { text: `Every ${mine ? 'open case of yours' : 'open case you may open'} has had activity in the last ${plural(days, 'day')}.`, sources: [] };
    const lines = data.cases.map((c) => `${c.name} (${c.number}): last activity ${c.lastActivityOn ? formatDay(c.lastActivityOn) : 'none'}`);
    const more = data.totalCount > data.cases.length ? `\n…and ${data.totalCount - data.cases.length} more.` : '';
    return { text: `${plural(data.totalCount, 'open case')}${mine ? ' of yours' : ' you may open'} had no activity in the last ${plural(days, 'day')}:\n${bullet(lines)}${more}`, sources };
  }

  private async policies(viewer: FirmViewer, matter: Matter): Promise<Answer> {
    const { data, sources } = await this.tools.policies(viewer, matter);
    if (!data.policies.length) return { text: `No insurance policy is recorded on ${caseLabel(matter)}. Policies are added on the case's Insurance tab.`, sources: sources.slice(0, 1) };
    const lines = data.policies.map((p) => {
      const limits = p.perPersonLimit || p.perOccurrenceLimit ? `limits ${p.perPersonLimit ?? 'not known'} per person / ${p.perOccurrenceLimit ?? 'not known'} per occurrence` : data.amountsHidden ? 'limits not shown to your role' : 'limits not recorded';
      const claim = p.claimNumber ? `; claim ${p.claimNumber} (${p.claimStatus.toLowerCase()})` : '';
      return `${p.coverage}${p.insurer ? `, ${p.insurer}` : ''}${p.policyNumber ? `, policy ${p.policyNumber}` : ''}: ${limits}${claim}${p.adjuster ? `; adjuster ${p.adjuster.name}` : ''}`;
    });
    return { text: `${caseLabel(matter)} has ${plural(data.policies.length, 'insurance policy', 'insurance policies')}:\n${bullet(lines)}`, sources };
  }

  private async adjuster(viewer: FirmViewer, matter: Matter): Promise<Answer> {
    const { data, sources } = await this.tools.policies(viewer, matter);
    const withAdjuster = data.policies.filter((p) => p.adjuster);
    if (!withAdjuster.length) {
      const note = data.policies.length ? ` Its ${plural(data.policies.length, 'policy has', 'policies have')} no adjuster yet; add one on the Insurance tab.` : ' No insurance policy is recorded on it yet.';
      return { text: `No adjuster is recorded on ${caseLabel(matter)}.${note}`, sources: sources.slice(0, 1) };
    }
    // One line per adjuster, with every policy they handle.
    const byAdjuster = new Map<string, typeof withAdjuster>();
    for (const policy of withAdjuster) byAdjuster.set(policy.adjuster!.id, [...(byAdjuster.get(policy.adjuster!.id) ?? []), policy]);
    const lines = [...byAdjuster.values()].map((policies) => {
      const { adjuster, insurer } = policies[0]!;
      const reach = [adjuster!.email, adjuster!.phone].filter(Boolean).join(', ');
      const claims = [...new Set(policies.flatMap((p) => (p.claimNumber ? [p.claimNumber] : [])))];
      const handles = `${policies.map((p) => p.coverage).join(' and ')}${claims.length ? `, claim ${claims.join(', ')}` : ''}`;
      return `${adjuster!.name}${insurer ? ` at ${insurer}` : ''} (${handles})${reach ? `: ${reach}` : ''}`;
    });
    const who = byAdjuster.size === 1 ? 'The adjuster' : 'The adjusters';
    return { text: `${who} on ${caseLabel(matter)}:\n${bullet(lines)}`, sources };
  }

  private async medical(viewer: FirmViewer, matter: Matter): Promise<Answer> {
    const { data, sources } = await this.tools.medical(viewer, matter);
    if (!data.providers.length) return { text: `No medical bills are recorded on ${caseLabel(matter)}.`, sources: sources.slice(0, 1) };
    if (data.amountsHidden) return { text: `${caseLabel(matter)} has medical bills from ${plural(data.providers.length, 'provider')}; your role does not show their amounts.`, sources };
    const lines = data.providers.map((p) => `${p.provider ?? 'A provider'}: ${plural(p.bills, 'bill')}, ${p.billed} billed, ${p.outstanding} outstanding`);
    return {
      text: `Outstanding medical bills on ${caseLabel(matter)}: ${data.outstanding}\n(${data.billed} billed, ${data.paid} paid, ${data.adjusted} adjusted.)\nBy provider:\n${bullet(lines)}`,
      sources,
    };
  }

  private async documents(viewer: FirmViewer, words: string, matter: Matter | null): Promise<Answer> {
    if (!words) return { text: `What should I look for? Say a few words of the document's name or text, e.g. "find the police report in ${matter?.name.split(/\s/)[0] ?? 'Alvarez'}".`, sources: [] };
    const { data, sources } = await this.tools.findDocuments(viewer, words, matter);
    const where = matter ? ` of ${caseLabel(matter)}` : '';
    if (!data.documents.length) return { text: `No document${where} has "${words}" in its name or text.`, sources: matter ? [caseSourceOf(matter)] : [] };
    const lines = data.documents.map((d) => `${d.title}${d.receivedOn ? `, received ${formatDay(d.receivedOn)}` : ''}${!matter && d.case ? `, ${d.case}` : ''}`);
    const count = data.totalCount === 1 ? `This document${where} matches "${words}":` : `${plural(data.totalCount, 'document')}${where} match "${words}"${data.totalCount > lines.length ? ` (the ${lines.length} most recent)` : ''}:`;
    return { text: `${count}\n${bullet(lines)}`, sources };
  }

  private async summary(viewer: FirmViewer, matter: Matter): Promise<Answer> {
    const { data, sources } = await this.tools.summary(viewer, matter);
    const today = this.tools.dueWindow(viewer, 'today').today;
    const lines = [`${caseLabel(matter)}${data.client ? `, client ${data.client}` : ''}.`];
    lines.push([data.caseType, data.stage ? `stage ${data.stage}` : null, `status ${data.status.replace(/_/g, ' ').toLowerCase()}`].filter(Boolean).join(', ') + '.');
    if (data.facts) lines.push(`Facts: ${data.facts}`);
    if (data.statute?.runsOn && data.statute.status !== StatuteStatus.SATISFIED) lines.push(`Statute of limitations: ${formatDay(data.statute.runsOn)} (${relative(today, data.statute.runsOn)}).`);
    else if (data.statute?.status === StatuteStatus.SATISFIED) lines.push('Statute of limitations: satisfied (complaint filed).');
    if (data.overdueTasks.length) lines.push(`Overdue: ${data.overdueTasks.map((t) => `${t.title} (due ${formatDay(t.dueOn!)})`).join('; ')}.`);
    const next = data.nextTasks.filter((t) => !data.overdueTasks.some((o) => o.title === t.title));
    if (next.length) lines.push(`Next tasks: ${next.map((t) => `${t.title}${t.dueOn ? ` (due ${formatDay(t.dueOn)})` : ''}`).join('; ')}.`);
    if (data.upcomingEvents.length) lines.push(`Coming up: ${data.upcomingEvents.map((e) => `${e.title}, ${e.when}`).join('; ')}.`);
    return { text: lines.join('\n'), sources };
  }

  /** A short follow-up letter to the adjuster (or the insurer) from the case's facts, to copy or save. */
  private async draft(viewer: FirmViewer, matter: Matter, words: string[]): Promise<Answer> {
    const { data, sources } = await this.tools.letterFacts(viewer, matter);
    const policy = data.policies.find((p) => p.adjuster) ?? data.policies[0] ?? null;
    const toClient = words.some((w) => isLike(w, 'client')) && !words.some((w) => isLike(w, 'adjuster'));
    const addressee = toClient ? data.client ?? 'Client' : policy?.adjuster?.name ?? (policy?.insurer ? `Claims Department` : 'Claims Adjuster');
    const head = [formatLongDay(data.today), '', addressee];
    if (!toClient && policy?.insurer) head.push(policy.insurer);
    const re = [`Re: ${data.case}`];
    if (!toClient) {
      if (data.client) re.push(`Our client: ${data.client}`);
      if (policy?.claimNumber) re.push(`Claim number: ${policy.claimNumber}`);
      if (policy?.policyNumber) re.push(`Policy number: ${policy.policyNumber}`);
    }
    if (data.incidentDate) re.push(`Date of loss: ${formatLongDay(data.incidentDate)}`);
    const since = data.incidentDate ? ` arising from the incident of ${formatLongDay(data.incidentDate)}` : '';
    const body: string[] = [];
    if (toClient) {
      body.push(`I am writing to update you on your case${since}. We continue to gather your records and will keep you informed of each step.`);
      body.push('Please let us know of any new treatment, bills or correspondence you receive, and call us with any questions.');
    } else {
      body.push(`I am writing to follow up on the claim of our client${data.client ? `, ${data.client},` : ''}${since}.${data.facts ? ` ${data.facts}` : ''}`);
      if (data.medical.outstanding && !data.medical.amountsHidden && data.medical.providers.length) {
        body.push(`To date, our client's medical bills total ${data.medical.billed}, of which ${data.medical.outstanding} remains outstanding.`);
      }
      body.push('Please confirm the status of the claim and the applicable policy limits, and let us know when we may expect your response. We look forward to hearing from you within 14 days.');
    }
    const letter = [...head, '', ...re, '', `Dear ${addressee},`, '', ...body.flatMap((p) => [p, '']), 'Sincerely,', '', data.writer, data.firm].join('\n');
    const missing = !toClient && !policy?.adjuster ? '\n(No adjuster is recorded on the case: add one on its Insurance tab to address the letter.)' : '';
    // The letter's sources: the case, and the policy, adjuster and bills it draws on.
    const used = sources.filter(
      (source) =>
        source.kind === AiSourceKind.CASE ||
        source.kind === AiSourceKind.MEDICAL ||
        (!toClient && policy && ((source.kind === AiSourceKind.POLICY && source.id === policy.id) || (source.kind === AiSourceKind.CONTACT && source.id === policy.adjuster?.id))),
    );
    return {
      text: `Here is a draft ${toClient ? 'letter to the client' : 'follow-up to the adjuster'} on ${data.case}. Copy it, or save it as a note or a document of the case.${missing}\n\n${letter}`,
      sources: used,
    };
  }

  /** An answer from the attached documents' text: the passages sharing the most words with the question. */
  private fromAttachments(question: string, context: BuiltInContext): Answer {
    const asked = new Set(wordsOf(question).filter((w) => !STOP_WORDS.has(w) && w.length > 2));
    const passages = context.attachments.flatMap((doc) =>
      (doc.text ?? '')
        .split(/(?<=[.!?])\s+|\n{2,}/)
        .map((passage) => passage.trim())
        .filter((passage) => passage.length > 20)
        .map((passage) => ({ doc, passage, score: wordsOf(passage).filter((w) => asked.has(w)).length })),
    );
    const best = passages.filter((p) => p.score > 0).sort((a, b) => b.score - a.score).slice(0, 3);
    const sources = dedupe(context.attachments.map((d): AiSource => ({ kind: AiSourceKind.DOCUMENT, id: d.id, label: d.title, matterId: d.matterId, day: null })));
    if (!best.length) {
      const readable = context.attachments.filter((d) => d.text);
      const opening = readable[0]?.text?.slice(0, 400).trim();
      if (!opening) return { text: 'No text could be read from the attached documents.', sources };
      return { text: `Nothing in the attached documents answers that directly. ${readable[0]!.title} begins:\n"${opening}${readable[0]!.text!.length > 400 ? '…' : ''}"`, sources };
    }
    return { text: `From the attached documents:\n${bullet(best.map((p) => `${p.doc.title}: "${p.passage.slice(0, 400)}"`))}`, sources };
  }
}

/** Words of a "find" question that say to find, not what. */
const FINDING_WORDS = new Set(['find', 'where', 'locate', 'document', 'documents', 'file', 'files', 'pdf', 'search']);

/** A word of the question as the user wrote it ("Quixote", not "quixote"). */
const asTyped = (question: string, word: string) => new RegExp(`\\b${word.replace(/[^a-z0-9]/g, '.')}\\b`, 'i').exec(question)?.[0] ?? word;

const NAME_THE_CASE = 'Name the case by its client, its name or its number (e.g. 2026-0002), or ask from the case (Ask AI on its page).';

const caseSourceOf = (matter: Matter): AiSource => ({ kind: AiSourceKind.CASE, id: matter.id, label: caseLabel(matter), matterId: matter.id, day: null });

/** The window a "due" question names (today, this week, the next 7 or 30 days); null when it names none. */
function windowOf(words: string[]): DueWindow | null {
  const text = words.join(' ');
  if (/\btoday\b/.test(text)) return 'today';
  if (/\bnext (?:7 days|week)\b|\btomorrow\b/.test(text)) return 'next_7_days';
  if (/\bmonth\b|\b30 days\b/.test(text)) return 'next_30_days';
  if (/\bweek\b/.test(text)) return 'this_week';
  return null;
}
