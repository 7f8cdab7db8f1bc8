import { distance } from 'fastest-levenshtein';

/** What a question asks, in the order a question matching several is taken as (a draft to the adjuster is a draft). */
export enum Intent {
  HELP = 'HELP',
  DRAFT = 'DRAFT',
  STATUTE = 'STATUTE',
  ADJUSTER = 'ADJUSTER',
  POLICY = 'POLICY',
  MEDICAL = 'MEDICAL',
  INACTIVE = 'INACTIVE',
  OVERDUE = 'OVERDUE',
  DUE = 'DUE',
  DOCUMENT = 'DOCUMENT',
  SUMMARY = 'SUMMARY',
}

/** The words that say what a question asks (typos of the longer ones are recognised too). */
export const INTENT_WORDS: Array<[Intent, string[]]> = [
  [Intent.HELP, ['help', 'hello', 'hi', 'hey']],
  [Intent.DRAFT, ['draft', 'compose', 'write', 'letter', 'followup', 'follow', 'prepare']],
  [Intent.STATUTE, ['statute', 'statutes', 'limitation', 'limitations', 'sol', 'expire', 'expires', 'expiration', 'prescription']],
  [Intent.ADJUSTER, ['adjuster', 'adjusters', 'adjustor', 'adjustors', 'handler']],
  [Intent.POLICY, ['policy', 'policies', 'limit', 'limits', 'coverage', 'coverages', 'insurance', 'insurer', 'insured', 'carrier']],
  [Intent.MEDICAL, ['medical', 'medicals', 'bill', 'bills', 'specials', 'outstanding', 'provider', 'providers', 'treatment', 'owed', 'owe', 'balance']],
  [Intent.INACTIVE, ['inactive', 'activity', 'stale', 'idle', 'dormant', 'untouched', 'neglected', 'quiet', 'touched']],
  [Intent.OVERDUE, ['overdue', 'late', 'missed', 'behind', 'pastdue']],
  [Intent.DUE, ['due', 'deadline', 'deadlines', 'todo', 'todos', 'task', 'tasks', 'upcoming', 'agenda', 'schedule', 'week', 'today', 'tomorrow', 'month']],
  [Intent.DOCUMENT, ['find', 'document', 'documents', 'report', 'file', 'files', 'pdf', 'where', 'locate', 'record', 'records', 'photo', 'photos']],
  [Intent.SUMMARY, ['summarize', 'summarise', 'summary', 'overview', 'status', 'brief', 'update', 'about', 'recap', 'happening']],
];

/** Words that never name a case. */
export const STOP_WORDS = new Set(
  `a an the and or of on in for to from at by with about into is are was were be been being do does did done have has had having
   what whats when whens where wheres who whos whom which how hows why much many any some all every each this that these those there
   my mine me i im ive we our us you your it its they them their can could would should will shall may might must please pls
   tell show give get list let know need want see look run runs running cases case matter matters file client clients
   no not none nothing anything something days day weeks week months month years year since last next past than more less over under
   up out just also only still yet ago now then new old first
   monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december`.split(/\s+/),
);


/** The words of a question, lower-cased, apostrophes dropped ("what's" → "whats"), case numbers kept whole. */
export function wordsOf(question: string): string[] {
  return question
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9-]+/)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
}

/** Real words one letter away from a keyword: never taken as its typo ("police report" is not a policy). */
const NOT_TYPOS = new Set(['police', 'polices', 'limb', 'limbs', 'medial', 'bell', 'bells', 'sole', 'files']);

/** Whether `word` is `keyword`, a plural of it, or a typo of it (one letter off from 5 letters, two from 8; short words exactly). */
export function isLike(word: string, keyword: string): boolean {
  if (word === keyword || word === `${keyword}s`) return true;
  if (keyword.length < 5 || word.length < 4 || NOT_TYPOS.has(word)) return false;
  return distance(word, keyword) <= (keyword.length >= 8 ? 2 : 1);
}

/** What the question asks, and which of its words said so. */
export function intentOf(words: string[]): { intent: Intent | null; keywords: Set<string> } {
  const found = new Map<Intent, string[]>();
  for (const word of words) {
    for (const [intent, keywords] of INTENT_WORDS) {
      if (keywords.some((keyword) => isLike(word, keyword))) found.set(intent, [...(found.get(intent) ?? []), word]);
    }
  }
  const keywords = new Set([...found.values()].flat());
  // "no activity", "not touched": inactivity; "past due": overdue.
  const text = words.join(' ');
  if (/\bpast due\b/.test(text)) found.set(Intent.OVERDUE, ['past']);
  // A greeting with a real question is the question.
  if (found.size > 1) found.delete(Intent.HELP);
  // "follow up on the bill" is a draft only when a letter, email or draft is asked for; "follow" alone is not.
  if (found.has(Intent.DRAFT) && found.get(Intent.DRAFT)!.every((w) => w === 'follow' || w === 'prepare' || w === 'write') && !/\b(?:write|draft|prepare|follow)\b.*\b(?:to|up)\b/.test(text)) {
    found.delete(Intent.DRAFT);
  }
  // "medical records" are documents, not bills; "the status of" a case is its summary unless something narrower was asked.
  if (found.has(Intent.MEDICAL) && found.has(Intent.DOCUMENT) && words.some((w) => isLike(w, 'record')) && !words.some((w) => isLike(w, 'bill') || isLike(w, 'outstanding'))) {
    found.delete(Intent.MEDICAL);
  }
  if (found.has(Intent.DOCUMENT) && found.size > 1 && !words.some((w) => w === 'find' || w === 'where' || w === 'locate')) found.delete(Intent.DOCUMENT);
  if (found.has(Intent.SUMMARY) && found.size > 1) found.delete(Intent.SUMMARY);
  if (found.has(Intent.OVERDUE)) found.delete(Intent.DUE);
  const order = INTENT_WORDS.map(([intent]) => intent);
  const intent = order.find((candidate) => found.has(candidate)) ?? null;
  return { intent, keywords };
}

/** The words that may name a case: not what the question asks, not small words, not numbers. */
export function caseWords(words: string[], keywords: Set<string>): string[] {
  return words.filter((word) => !keywords.has(word) && !STOP_WORDS.has(word) && !/^\d+$/.test(word) && word.length >= 2);
}

