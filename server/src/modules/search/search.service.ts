import type { DataSource, EntityManager } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { likePattern } from '../../graphql/pagination';
import { HIGHLIGHT_END, HIGHLIGHT_START } from '../documents/document.text';
import { accessibleMatterIds } from '../matters/matter.access';
import { markedRanges, matchRanges, queryTerms } from './search.highlight';
import { SearchKind, SEARCH_QUERY_MAX, type SearchArgs, type SearchGroup, type SearchHit, type SearchResults } from './search.inputs';

/*
 * The searched text of each kind, written exactly as the expression indexes of the
 * SearchIndexes migration are, so PostgreSQL uses them (GIN over a tsvector for the words and
 * prefixes, GIN gin_trgm_ops for substrings and typos). Change them only with a new migration.
 */
const TASK_VECTOR = "to_tsvector('english'::regconfig, coalesce(t.title, '') || ' ' || coalesce(t.description, ''))";
const TASK_TRIGRAMS = 'lower(t.title)';
const MATTER_VECTOR = "to_tsvector('simple'::regconfig, coalesce(m.name, '') || ' ' || coalesce(m.number, ''))";
const MATTER_TRIGRAMS = "lower(m.name || ' ' || m.number)";
const CONTACT_VECTOR = "to_tsvector('simple'::regconfig, coalesce(c.name, '') || ' ' || coalesce(c.email, '') || ' ' || coalesce(c.organization, ''))";
const CONTACT_TRIGRAMS = "lower(c.name || ' ' || coalesce(c.email, '') || ' ' || coalesce(c.organization, ''))";
/** documents.search_vector (english, File Name and text) and documents_title_trgm come with the documents. */

/**
 * How alike a typed word must be to a word of the text (trigrams, pg_trgm's word_similarity) to
 * count as a typo of it: 0.5 lets "Jonson" find "Johnson" (PostgreSQL's default, 0.6, does not).
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/** How much of a document's text ts_headline reads for the snippet (it parses all it is given). */
const SNIPPET_SOURCE_CHARS = 50_000;

/** Positional parameters for hand-written SQL: `p(value)` adds one and answers its placeholder. */
function sqlParams() {
  const values: unknown[] = [];
  return { values, p: (value: unknown) => `$${values.push(value)}` };
}

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

/** One kind's statement: firm, text, LIKE pattern and limit as parameters, plus the matter access rule's. */
function statement(search: Prepared, { matterRule = true } = {}) {
  const { values, p } = sqlParams();
  const params = { firm: p(search.viewer.firm.id), text: p(search.text), pattern: p(likePattern(search.text)), first: p(search.first) };
  const prefix = search.prefix === null ? null : p(search.prefix);
  // PostgreSQL refuses parameters a statement never uses: the rule's only when it is used.
  const access = matterRule ? accessibleMatterIds(search.viewer, values.length + 1) : { sql: 'NULL', params: [] };
  values.push(...access.params);
  /** `vector @@ query` and its rank for a text search configuration, or nothing without words. */
  const words = (config: 'english' | 'simple', vector: string) =>
    prefix === null
      ? { match: 'false', rank: '0' }
      : { match: `${vector} @@ to_tsquery('${config}', ${prefix})`, rank: `ts_rank(${vector}, to_tsquery('${config}', ${prefix}))` };
  /** Best trigram likeness of the text to any of these (lower-cased) columns, from 0 to 1. */
  const likeness = (...columns: string[]) =>
    `greatest(${columns.map((column) => `similarity(${column}, ${params.text}), word_similarity(${params.text}, ${column})`).join(', ')})`;
  /** An exact name outranks one starting with the text, which outranks the rest. */
  const exactness = (column: string) => `CASE WHEN ${column} = ${params.text} THEN 1 WHEN starts_with(${column}, ${params.text}) THEN 0.5 ELSE 0 END`;
  return { values, params, prefix, access: access.sql, words, likeness, exactness };
}

const empty = (kind: SearchKind): SearchGroup => ({ kind, totalCount: 0, items: [] });

/**
 * The search modal: the viewer's tasks, cases, contacts and documents matching what they type,
 * ranked by relevance (full-text rank with prefixes, trigram likeness for typos, exact and leading
 * matches first), within their firm and the matters they may open. One statement per kind, each
 * with its own count and LIMIT, whatever the number of results.
 */
export class SearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly timeZone: string,
  ) {}

  async search(viewer: FirmViewer, args: SearchArgs): Promise<SearchResults> {
    const typed = args.query.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX);
    if (!typed) {
      return { query: '', tasks: empty(SearchKind.TASKS), cases: empty(SearchKind.CASES), contacts: empty(SearchKind.CONTACTS), documents: empty(SearchKind.DOCUMENTS) };
    }
    const prepared: Prepared = { viewer, typed, text: typed.toLowerCase(), prefix: prefixQuery(queryTerms(typed)), first: args.first };
    // One connection, one transaction: the typo allowance holds for these statements only.
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
      const tasks = await this.tasks(manager, prepared);
      const cases = await this.cases(manager, prepared);
      const contacts = await this.contacts(manager, prepared);
      const documents = await this.documents(manager, prepared);
      return { query: typed, tasks, cases, contacts, documents };
    });
  }

  private async tasks(manager: EntityManager, search: Prepared): Promise<SearchGroup> {
    const { values, params, access, words, likeness, exactness } = statement(search);
    const { match, rank } = words('english', TASK_VECTOR);
    const rows: Array<{ id: string; title: string; date: string | null; matter_id: string | null; matter_name: string | null; score: number; total: string }> =
      await manager.query(
        `SELECT t.id, t.title, t.due_date::text AS date, t.matter_id, m.name AS matter_name,
           ${rank} + ${likeness(TASK_TRIGRAMS)} + ${exactness(TASK_TRIGRAMS)} AS score, count(*) OVER () AS total
         FROM tasks t LEFT JOIN matters m ON m.id = t.matter_id
         WHERE t.firm_id = ${params.firm} AND (t.matter_id IS NULL OR t.matter_id IN (${access}))
           AND (${match} OR ${TASK_TRIGRAMS} LIKE ${params.pattern} OR ${params.text} <% ${TASK_TRIGRAMS})
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
    const { values, params, access, words, likeness, exactness } = statement(search);
    const { match, rank } = words('simple', MATTER_VECTOR);
    const timeZone = `$${values.push(this.timeZone)}`;
    const rows: Array<{ id: string; name: string; number: string; client_name: string | null; date: string; score: number; total: string }> =
      await manager.query(
        `WITH found AS (
           SELECT m.id FROM matters m
           WHERE m.firm_id = ${params.firm} AND m.deleted_at IS NULL
             AND (${match} OR ${MATTER_TRIGRAMS} LIKE ${params.pattern} OR ${params.text} <% ${MATTER_TRIGRAMS})
           UNION
           SELECT m.id FROM contacts c JOIN matters m ON m.client_id = c.id
           WHERE c.firm_id = ${params.firm} AND c.deleted_at IS NULL AND m.firm_id = ${params.firm} AND m.deleted_at IS NULL
             AND (c.name ILIKE ${params.pattern} OR ${params.text} <% c.name)
         )
         SELECT m.id, m.name, m.number, c.name AS client_name, to_char(m.created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS date,
           ${rank} + greatest(${likeness('lower(m.name)')}, 0.9 * ${likeness("lower(coalesce(c.name, ''))")},
             CASE WHEN lower(m.number) = ${params.text} THEN 1 ELSE 0 END) + ${exactness('lower(m.name)')} AS score,
           count(*) OVER () AS total
         FROM found JOIN matters m ON m.id = found.id LEFT JOIN contacts c ON c.id = m.client_id AND c.deleted_at IS NULL
         WHERE m.id IN (${access})
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
    const { values, params, words, likeness, exactness } = statement(search, { matterRule: false });
    const { match, rank } = words('simple', CONTACT_VECTOR);
    const rows: Array<{ id: string; name: string; email: string | null; organization: string | null; photo_url: string | null; score: number; total: string }> =
      await manager.query(
        `SELECT c.id, c.name, c.email, c.organization, c.photo_url,
           ${rank} + greatest(${likeness('lower(c.name)')}, 0.9 * ${likeness("lower(coalesce(c.email, ''))", "lower(coalesce(c.organization, ''))")})
             + ${exactness('lower(c.name)')} AS score,
           count(*) OVER () AS total
         FROM contacts c
         WHERE c.firm_id = ${params.firm} AND c.deleted_at IS NULL
           AND (${match} OR ${CONTACT_TRIGRAMS} LIKE ${params.pattern} OR ${params.text} <% ${CONTACT_TRIGRAMS})
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
    const { values, params, prefix, access, words, likeness, exactness } = statement(search);
    const { match, rank } = words('english', 'd.search_vector');
    const headline =
      prefix === null
        ? 'NULL'
        : `CASE WHEN d.text_content IS NOT NULL AND ${match} THEN
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
    }> = await manager.query(
      `WITH ranked AS (
         SELECT d.id, d.title, d.matter_id, d.uploaded_by_id, coalesce(d.received_date, d.created_at::date)::text AS date,
           ${rank} + ${likeness('lower(d.title)')} + ${exactness('lower(d.title)')} AS score,
           count(*) OVER () AS total
         FROM documents d
         WHERE d.firm_id = ${params.firm} AND (d.matter_id IS NULL OR d.matter_id IN (${access}))
           AND (${match} OR d.title ILIKE ${params.pattern} OR ${params.text} <% d.title)
         ORDER BY score DESC, d.title, d.id
         LIMIT ${params.first}
       )
       SELECT ranked.*, m.name AS matter_name, ${headline} AS headline
       FROM ranked JOIN documents d ON d.id = ranked.id LEFT JOIN matters m ON m.id = ranked.matter_id
       ORDER BY ranked.score DESC, ranked.title, ranked.id`,
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
