import type { DataSource, EntityManager } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { likePattern } from '../../graphql/pagination';
import { HIGHLIGHT_END, HIGHLIGHT_START } from '../documents/document.text';
import { accessibleMatterIds } from '../matters/matter.access';
import { markedRanges, matchRanges, queryTerms } from './search.highlight';
import { SearchKind, SEARCH_QUERY_MAX, type SearchArgs, type SearchGroup, type SearchHit, type SearchResults } from './search.inputs';
import { CONTACT_TRIGRAMS, CONTACT_VECTOR, MATTER_TRIGRAMS, MATTER_VECTOR, TASK_TRIGRAMS, TASK_VECTOR } from './search.text';
import { sqlParams } from '../../db/sql';
import { queryPreparedIn } from '../../db/prepared';
import type { FirmClock } from '../firms/firm-clock';

/** documents.search_vector (english, File Name and text) and documents_title_trgm come with the documents. */

/**
 * How alike a typed word must be to a word of the text (trigrams, pg_trgm's word_similarity) to
 * count as a typo of it: 0.5 lets "Jonson" find "Johnson" (PostgreSQL's default, 0.6, does not).
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/** How much of a document's text ts_headline reads for the snippet (it parses all it is given). */
const SNIPPET_SOURCE_CHARS = 50_000;

/**
 * Matches of one kind counted and ranked at most: a query matching more (one letter, a common
 * name) ranks this many and reports this count, which the modal shows as 99+. Ranking is most of
 * a statement's time when many rows match: 100 rather than 200 took a quarter off a keystroke's.
 */
export const SEARCH_COUNT_CAP = 100;

/**
 * A kind's statement runs in a transaction with these settings only: the typo allowance (the
 * contact list and duplicate check keep pg_trgm's default) and a generic plan. The statements are
 * prepared on each connection (their text varies only with the list's shape, every value is a
 * parameter), and planning one anew per keystroke cost about a quarter of its time; a plan made
 * without the values is as good here, where every condition is an index match whatever is typed.
 */
const SETTINGS_SQL = "SELECT set_config('pg_trgm.word_similarity_threshold', $1, true), set_config('plan_cache_mode', 'force_generic_plan', true)";


/** `a:* & b:*`: every word, also as the start of a longer one (as-you-type); null without words. */
function prefixQuery(terms: string[]): string | null {
  return terms.length ? terms.map((term) => `${term}:*`).join(' & ') : null;
}

interface Prepared {
  viewer: FirmViewer;
  /** Trimmed, single-spaced, lower-cased. */
  text: string;
  /** As typed (trimmed), for highlighting. */
  typed: string;
  prefix: string | null;
  first: number;
}

/** What was typed, trimmed and single-spaced, ready for the statements; null when blank. */
function prepare(viewer: FirmViewer, query: string, first: number): Prepared | null {
  const typed = query.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX);
  return typed ? { viewer, typed, text: typed.toLowerCase(), prefix: prefixQuery(queryTerms(typed)), first } : null;
}

/**
 * One kind's statement: firm, text, limit, cap (and the LIKE pattern and prefix query when used)
 * as parameters, plus the matter access rule's; and the SQL pieces every kind is made of.
 */
function statement(search: Prepared, { matterRule = true } = {}) {
  const { values, p } = sqlParams();
  const params = { firm: p(search.viewer.firm.id), text: p(search.text), first: p(search.first), cap: p(SEARCH_COUNT_CAP) };
  // Fewer than 3 characters have no trigram: words starting with them only (and no typos).
  const long = search.text.length >= 3;
  const pattern = long ? p(likePattern(search.text)) : null;
  const prefix = search.prefix === null ? null : p(search.prefix);
  // PostgreSQL refuses parameters a statement never uses: the rule's only when it is used.
  const access = matterRule ? accessibleMatterIds(search.viewer, values.length + 1) : { sql: 'NULL', params: [] };
  values.push(...access.params);
  return {
    values,
    params,
    prefix,
    /** The words of `vector` start with every typed word (GIN tsvector index). */
    words: (config: 'english' | 'simple', vector: string) => (prefix === null ? 'false' : `${vector} @@ to_tsquery('${config}', ${prefix})`),
    /** Full-text rank of `vector`, 0 without words. */
    rank: (config: 'english' | 'simple', vector: string) => (prefix === null ? '0' : `ts_rank(${vector}, to_tsquery('${config}', ${prefix}))`),
    /** The text appears in `column` as typed (GIN trigram index; `ILIKE` for a column not lower-cased). */
    contains: (column: string, operator: 'LIKE' | 'ILIKE' = 'LIKE') => (pattern === null ? 'false' : `${column} ${operator} ${pattern}`),
    /** A word of `column` looks like the text (GIN trigram index, pg_trgm's `<%`). */
    resembles: (column: string) => (long ? `${params.text} <% ${column}` : 'false'),
    /** Best trigram likeness of the text to any of these (lower-cased) columns, from 0 to 1. */
    likeness: (...columns: string[]) =>
      `greatest(${columns.map((column) => `similarity(${column}, ${params.text}), word_similarity(${params.text}, ${column})`).join(', ')})`,
    /** An exact name outranks one starting with the text, which outranks the rest. */
    exactness: (column: string) => `CASE WHEN ${column} = ${params.text} THEN 1 WHEN starts_with(${column}, ${params.text}) THEN 0.5 ELSE 0 END`,
    /**
     * The matching ids as CTEs `strong` (words and substrings: exact or as-you-type) and, only when
     * those are fewer than asked for, `fuzzy` (look-alikes); each stops at the cap, so a query
     * matching half the firm costs no more than one matching a few hundred rows.
     */
    candidates: (strong: string, fuzzy: string) =>
      `strong AS MATERIALIZED (SELECT * FROM (${strong}) s LIMIT ${params.cap}),
       fuzzy AS MATERIALIZED (SELECT * FROM (${fuzzy}) f WHERE (SELECT count(*) FROM strong) < ${params.first} LIMIT ${params.cap}),
       found AS (SELECT * FROM strong UNION SELECT * FROM fuzzy)`,
    /** The matter in `column` is one the viewer may open, checked row by row (by primary key) for the few rows found. */
    // (A scalar subquery with LIMIT: PostgreSQL would turn EXISTS into a hash of every matter the viewer may open.)
    mayOpen: (column: string) => `coalesce((SELECT true FROM (${access.sql}) allowed WHERE allowed.id = ${column} LIMIT 1), false)`,
  };
}

const empty = (kind: SearchKind): SearchGroup => ({ kind, totalCount: 0, items: [] });

/**
 * The search modal: the viewer's tasks, cases, contacts and documents matching what they type,
 * ranked by relevance (exact and leading matches first, then full-text rank with prefixes and
 * trigram likeness, which also forgives typos), within their firm and the matters they may open.
 * One statement per kind, each with its own count and LIMIT, whatever the number of results.
 */
export class SearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: FirmClock,
  ) {}

  async search(viewer: FirmViewer, args: SearchArgs): Promise<SearchResults> {
    const prepared = prepare(viewer, args.query, args.first);
    if (!prepared) {
      return { query: '', tasks: empty(SearchKind.TASKS), cases: empty(SearchKind.CASES), contacts: empty(SearchKind.CONTACTS), documents: empty(SearchKind.DOCUMENTS) };
    }
    // The kinds at once, each on its own connection.
    const run = (kind: (manager: EntityManager, search: Prepared) => Promise<SearchGroup>) => this.runKind(kind, prepared);
    const [tasks, cases, contacts, documents] = await Promise.all([run(this.tasks), run(this.cases), run(this.contacts), run(this.documents)]);
    return { query: prepared.typed, tasks, cases, contacts, documents };
  }

  /** One kind's statement in its own transaction, with the settings above for that statement only. */
  private runKind(kind: (manager: EntityManager, search: Prepared) => Promise<SearchGroup>, prepared: Prepared): Promise<SearchGroup> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(SETTINGS_SQL, [String(WORD_SIMILARITY_THRESHOLD)]);
      return kind.call(this, manager, prepared);
    });
  }

  /**
   * The cases the viewer may open whose name, number or client looks like `text` (typos forgiven),
   * best first, as the modal's Cases tab ranks them: how the assistant recognises a case named in a question.
   */
  async matchCases(viewer: FirmViewer, text: string, first: number): Promise<SearchHit[]> {
    const prepared = prepare(viewer, text, first);
    if (!prepared) return [];
    return (await this.runKind(this.cases, prepared)).items;
  }

  private async tasks(manager: EntityManager, search: Prepared): Promise<SearchGroup> {
    const { values, params, mayOpen, words, contains, resembles, likeness, exactness, candidates } = statement(search);
    const scope = `t.firm_id = ${params.firm} AND (t.matter_id IS NULL OR ${mayOpen('t.matter_id')})`;
    const columns = 't.id, t.title, t.due_date, t.matter_id';
    const rows: Array<{ id: string; title: string; date: string | null; matter_id: string | null; matter_name: string | null; score: number; total: string }> =
      await queryPreparedIn(
        manager,
        `WITH ${candidates(
          `SELECT ${columns} FROM tasks t WHERE ${scope} AND (${words('english', TASK_VECTOR)} OR ${contains(TASK_TRIGRAMS)})`,
          `SELECT ${columns} FROM tasks t WHERE ${scope} AND ${resembles(TASK_TRIGRAMS)}`,
        )}
         -- The title decides (a description's rank would parse every description found).
         SELECT t.id, t.title, t.due_date::text AS date, t.matter_id, (SELECT m.name FROM matters m WHERE m.id = t.matter_id) AS matter_name,
           ${exactness(TASK_TRIGRAMS)} + ${likeness(TASK_TRIGRAMS)} AS score, count(*) OVER () AS total
         FROM found t
         ORDER BY score DESC, t.title, t.id
         LIMIT ${params.first}`,
        values,
      );
    return this.group(SearchKind.TASKS, rows, (row) => ({
      id: row.id,
      title: this.highlight(row.title, search),
      detail: row.matter_name ? this.highlight(row.matter_name, search) : null,
      date: row.date,
      matterId: row.matter_id,
      peopleOf: { kind: 'task', id: row.id },
    }));
  }

  private async cases(manager: EntityManager, search: Prepared): Promise<SearchGroup> {
    const { values, params, mayOpen, words, rank, contains, resembles, likeness, exactness, candidates } = statement(search);
    const timeZone = `$${values.push(this.clock.zoneOf(search.viewer.firm))}`;
    const open = `m.firm_id = ${params.firm} AND m.deleted_at IS NULL AND ${mayOpen('m.id')}`;
    const columns = 'm.id, m.name, m.number, m.client_id, m.created_at';
    const byClient = (match: string) =>
      `SELECT ${columns} FROM contacts c JOIN matters m ON m.client_id = c.id
       WHERE c.firm_id = ${params.firm} AND c.deleted_at IS NULL AND ${open} AND (${match})`;
    const rows: Array<{ id: string; name: string; number: string; client_name: string | null; date: string; score: number; total: string }> =
      await queryPreparedIn(
        manager,
        `WITH ${candidates(
          `SELECT ${columns} FROM matters m WHERE ${open} AND (${words('simple', MATTER_VECTOR)} OR ${contains(MATTER_TRIGRAMS)})
           UNION ALL ${byClient(`${words('simple', CONTACT_VECTOR)} OR ${contains('c.name', 'ILIKE')}`)}`,
          `SELECT ${columns} FROM matters m WHERE ${open} AND ${resembles(MATTER_TRIGRAMS)}
           UNION ALL ${byClient(resembles('c.name'))}`,
        )}
         SELECT m.id, m.name, m.number, m.client_name, to_char(m.created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS date,
           greatest(${exactness('lower(m.name)')}, CASE WHEN lower(m.number) = ${params.text} THEN 1 ELSE 0 END)
             + greatest(${likeness('lower(m.name)')}, 0.9 * ${likeness("lower(coalesce(m.client_name, ''))")}) + ${rank('simple', MATTER_VECTOR)} AS score,
           count(*) OVER () AS total
         FROM (SELECT DISTINCT found.*, (SELECT c.name FROM contacts c WHERE c.id = found.client_id AND c.deleted_at IS NULL) AS client_name FROM found) m
         ORDER BY score DESC, m.name, m.id
         LIMIT ${params.first}`,
        values,
      );
    return this.group(SearchKind.CASES, rows, (row) => ({
      id: row.id,
      title: this.highlight(row.name, search),
      detail: this.highlight([row.number, row.client_name].filter(Boolean).join(' · '), search),
      date: row.date,
      matterId: row.id,
      peopleOf: { kind: 'matter', id: row.id },
    }));
  }

  private async contacts(manager: EntityManager, search: Prepared): Promise<SearchGroup> {
    // The contacts of a firm are open to all its staff: no matter rule.
    const { values, params, words, rank, contains, resembles, likeness, exactness, candidates } = statement(search, { matterRule: false });
    const scope = `c.firm_id = ${params.firm} AND c.deleted_at IS NULL`;
    const columns = 'c.id, c.name, c.email, c.organization, c.photo_url';
    const rows: Array<{ id: string; name: string; email: string | null; organization: string | null; photo_url: string | null; score: number; total: string }> =
      await queryPreparedIn(
        manager,
        `WITH ${candidates(
          `SELECT ${columns} FROM contacts c WHERE ${scope} AND (${words('simple', CONTACT_VECTOR)} OR ${contains(CONTACT_TRIGRAMS)})`,
          `SELECT ${columns} FROM contacts c WHERE ${scope} AND ${resembles('c.name')}`,
        )}
         SELECT c.id, c.name, c.email, c.organization, c.photo_url,
           ${exactness('lower(c.name)')}
             + greatest(${likeness('lower(c.name)')}, 0.9 * ${likeness("lower(coalesce(c.email, ''))", "lower(coalesce(c.organization, ''))")})
             + ${rank('simple', CONTACT_VECTOR)} AS score,
           count(*) OVER () AS total
         FROM found c
         ORDER BY score DESC, c.name, c.id
         LIMIT ${params.first}`,
        values,
      );
    return this.group(SearchKind.CONTACTS, rows, (row) => ({
      id: row.id,
      title: this.highlight(row.name, search),
      detail: row.email || row.organization ? this.highlight((row.email || row.organization) as string, search) : null,
      email: row.email,
      avatarUrl: row.photo_url,
    }));
  }

  private async documents(manager: EntityManager, search: Prepared): Promise<SearchGroup> {
    const { values, params, prefix, mayOpen, words, contains, resembles, likeness, exactness, candidates } = statement(search);
    const scope = `d.firm_id = ${params.firm} AND (d.matter_id IS NULL OR ${mayOpen('d.matter_id')})`;
    const columns = 'd.id, d.title, d.matter_id, d.uploaded_by_id, d.received_date, d.created_at';
    const inText = words('english', 'd.search_vector');
    const headline =
      prefix === null
        ? 'NULL'
        : `CASE WHEN d.text_content IS NOT NULL AND ${inText} THEN
             ts_headline('english', left(d.text_content, ${SNIPPET_SOURCE_CHARS}), to_tsquery('english', ${prefix}),
               'StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=24, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "')
           END`;
    const rows: Array<{
      id: string;
      title: string;
      matter_id: string | null;
      matter_name: string | null;
      uploaded_by_id: string | null;
      date: string;
      headline: string | null;
      score: number;
      total: string;
    }> = await queryPreparedIn(
      manager,
      `WITH ${candidates(
        `SELECT ${columns} FROM documents d WHERE ${scope} AND (${inText} OR ${contains('d.title', 'ILIKE')})`,
        `SELECT ${columns} FROM documents d WHERE ${scope} AND ${resembles('d.title')}`,
      )},
       ranked AS (
         -- The File Name decides; the text only finds (its rank would read every long text found).
         SELECT d.id, d.title, d.matter_id, d.uploaded_by_id, coalesce(d.received_date, d.created_at::date)::text AS date, d.created_at,
           ${exactness('lower(d.title)')} + ${likeness('lower(d.title)')} AS score,
           count(*) OVER () AS total
         FROM found d
         ORDER BY score DESC, d.created_at DESC, d.id
         LIMIT ${params.first}
       )
       SELECT ranked.*, (SELECT m.name FROM matters m WHERE m.id = ranked.matter_id) AS matter_name, ${headline} AS headline
       FROM ranked JOIN documents d ON d.id = ranked.id
       ORDER BY ranked.score DESC, ranked.created_at DESC, ranked.id`,
      values,
    );
    return this.group(SearchKind.DOCUMENTS, rows, (row) => {
      const snippet = row.headline ? markedRanges(row.headline, HIGHLIGHT_START, HIGHLIGHT_END) : null;
      return {
        id: row.id,
        title: this.highlight(row.title, search),
        detail: row.matter_name ? this.highlight(row.matter_name, search) : null,
        snippet: snippet && snippet.matches.length ? snippet : null,
        date: row.date,
        matterId: row.matter_id,
        peopleOf: row.uploaded_by_id ? { kind: 'user', id: row.uploaded_by_id } : null,
      };
    });
  }
  private highlight(text: string, search: Prepared) {
    return { text, matches: matchRanges(text, search.typed) };
  }

  private group<Row extends { score: number; total: string }>(kind: SearchKind, rows: Row[], hit: (row: Row) => Partial<SearchHit> & Pick<SearchHit, 'id' | 'title'>): SearchGroup {
    return {
      kind,
      totalCount: rows[0] ? Number(rows[0].total) : 0,
      items: rows.map((row) => ({
        kind,
        detail: null,
        snippet: null,
        date: null,
        matterId: null,
        email: null,
        avatarUrl: null,
        peopleOf: null,
        ...hit(row),
        score: Number(row.score),
      })),
    };
  }
}
