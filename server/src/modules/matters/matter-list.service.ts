import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { queryPrepared } from '../../db/prepared';
import type { FirmViewer } from '../../graphql/context';
import { likePattern, type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import { SortDirection } from '../../graphql/sorting';
import { openTaskSql, overdueTaskSql } from '../tasks/task.rules';
import { accessParameters, seesEveryMatter, whereAccessible } from './matter.access';
import { Matter, MatterPermission } from './matter.entity';
import { MatterSort, type MattersArgs } from './matter.inputs';
import { listedMatter, listedRowsSql, type ListedRow, type ListedSelection } from './matter.list-rows';
import { FirmCaseCount, PartyCategory } from './matter-parts.entity';
import { casesInsuredBySql, insurerNameSql, LIABILITY_COVERAGES } from '../insurance/insurance.rules';
import { bestOfferSql, currentDemandSql } from '../settlement/negotiation.rules';

/** The values MATTER_SUMMARY_SQL refers to: set on every query that uses it (no value is written into SQL text). */
export const MATTER_SUMMARY_PARAMETERS = {
  summaryDefendant: [PartyCategory.DEFENDANT],
  summaryPlaintiffs: [PartyCategory.PLAINTIFF, PartyCategory.OTHER_PLAINTIFF],
  summaryLiability: LIABILITY_COVERAGES,
};

/** SQL for the name of a matter's first party in the categories of `:summaryDefendant`, on alias `matter`. */
const DEFENDANT_NAME_SQL = `(SELECT c.name FROM matter_parties p JOIN contacts c ON c.id = p.contact_id
    WHERE p.matter_id = matter.id AND p.category IN (:...summaryDefendant)
    ORDER BY p.position LIMIT 1)`;

/** The computed columns of the case list, as SQL on alias `matter`. */
export const MATTER_SUMMARY_SQL = {
  defendantName: DEFENDANT_NAME_SQL,
  // The defendants' liability insurers; the plaintiff's own policies (the insurance module's rule).
  defendantInsurance: insurerNameSql('matter', 'summaryDefendant', 'summaryLiability'),
  plaintiffInsurance: insurerNameSql('matter', 'summaryPlaintiffs'),
  staffNames: `(SELECT string_agg(u.first_name || ' ' || u.last_name, ', ' ORDER BY s.position)
    FROM matter_staff s JOIN users u ON u.id = s.user_id WHERE s.matter_id = matter.id)`,
};

export interface MatterSummary {
  defendantName: string | null;
  defendantInsurance: string | null;
  plaintiffInsurance: string | null;
  staffNames: string | null;
}

const SORT_SQL: Record<MatterSort, string> = {
  [MatterSort.NUMBER]: 'matter.number',
  [MatterSort.NAME]: 'matter.name',
  [MatterSort.INCIDENT_DATE]: 'matter.incident_date',
  [MatterSort.STATUS_DAYS]: 'matter.status_changed_at',
  [MatterSort.DEFENDANT]: MATTER_SUMMARY_SQL.defendantName,
  [MatterSort.DEFENDANT_INSURANCE]: MATTER_SUMMARY_SQL.defendantInsurance,
  [MatterSort.PLAINTIFF_INSURANCE]: MATTER_SUMMARY_SQL.plaintiffInsurance,
  [MatterSort.STATUS]: 'matter.status',
  [MatterSort.TYPE]: 'matter.case_type',
  [MatterSort.STAFF]: MATTER_SUMMARY_SQL.staffNames,
  [MatterSort.STAGE]: 'matter.stage',
  [MatterSort.PRIORITY]: 'matter.priority',
  [MatterSort.CREATED]: 'matter.created_at',
  [MatterSort.NEXT_TASK_DUE]: `(SELECT min(next.due_date) FROM tasks next WHERE next.matter_id = matter.id AND ${openTaskSql('next')})`,
  [MatterSort.DEMAND]: currentDemandSql('matter'),
  [MatterSort.BEST_OFFER]: bestOfferSql('matter'),
};


/** The statement texts kept (list shapes: filters given, order, fields asked, access rule). */
const MAX_STATEMENTS = 500;

/** The list's filters, given or not (the access rule and the order apart). */
function filtersGiven(args: MattersArgs): unknown[] {
  return [args.status, args.overdue, args.staffId, args.inactiveDays, args.contactId, args.search?.trim()];
}

/** Every case the viewer may open, unfiltered (no filter, no set of ids): its total is the firm's kept count (countQueries). */
function isWholeList(args: MattersArgs, ids?: string[]): boolean {
  return !ids && !filtersGiven(args).some(Boolean);
}

/**
 * What shapes `listRows`' statement text: which filters are given (not their values), the order,
 * the fields asked and the viewer's access rule. Everything else is a parameter.
 */
function shapeOf(viewer: FirmViewer, args: MattersArgs, selection: ListedSelection): string {
  const given = filtersGiven(args).map((value) => (value ? 1 : 0)).join('');
  const parts = [...selection.parts].map(([part, fields]) => `${part}(${[...fields].join(',')})`).join(';');
  return `${seesEveryMatter(viewer) ? 'all' : 'rule'}|${given}|${args.sortBy}|${args.sortDirection}|${[...selection.fields].join(',')}|${parts}`;
}

/** The row of `MatterService.listRows`' statement. */
interface ListedResult {
  totalCount: string;
  items: ListedRow[];
}

/** The Cases list: filtered, sorted, counted and paged in SQL, within what the viewer may open. */
export class MatterListService {
  constructor(private readonly dataSource: DataSource) {}

  /** Matters the viewer may open, filtered, sorted and paged in SQL. */
  async list(viewer: FirmViewer, args: MattersArgs, ids?: string[]): Promise<Page<Matter>> {
    const filtered = this.filtered(viewer, args, ids);
    const { offset, limit } = pageWindow(args);
    const page = this.ordered(filtered, viewer, args).offset(offset).limit(limit);
    const [items, totalCount] = await Promise.all([page.getMany(), this.countAccessible(viewer, filtered, isWholeList(args, ids))]);
    return pageWithTotal(args, items, totalCount);
  }

  /**
   * The same page as `list`, read in one statement with the fields and related rows asked (see
   * matter.list-rows.ts): the count, the page's cases and their parts, as JSON. The page window is
   * a parameter, so every page of the same list is one prepared statement.
   */
  async listRows(viewer: FirmViewer, args: MattersArgs, selection: ListedSelection): Promise<Page<Matter>> {
    const { offset, limit } = pageWindow(args);
    const parameters = { ...this.parametersOf(viewer, args), pageOffset: offset, pageLimit: limit };
    const sql = this.statementOf(shapeOf(viewer, args, selection), () => {
      const filtered = this.filtered(viewer, args);
      const ids = this.ordered(filtered, viewer, args).select('matter.id');
      const counts = this.countQueries(viewer, filtered, isWholeList(args));
      const idsSql = `${ids.getQuery()} LIMIT :pageLimit OFFSET :pageOffset`;
      return `SELECT ${counts.map((count) => `(${count.getQuery()})`).join(' + ')} AS "totalCount", ${listedRowsSql(idsSql, selection)} AS items`;
    });
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, parameters);
    // A search's best plan depends on the words typed: it is planned each time. Every other list
    // is prepared once per connection, with a generic plan (data-source.ts).
    const [row] = args.search?.trim()
      ? ((await this.dataSource.query(text, values)) as ListedResult[])
      : await queryPrepared<ListedResult>(this.dataSource, text, values);
    return pageWithTotal(args, row!.items.map(listedMatter), Number(row!.totalCount));
  }

  /**
   * The statement's text (named parameters) for a shape of request, written by the query builders
   * the first time only: every page of the same list, for everyone with the same access rule,
   * is the same text with other values (`parametersOf`), so a request builds no query.
   */
  private statementOf(shape: string, write: () => string): string {
    let sql = this.statements.get(shape);
    if (sql === undefined) {
      sql = write();
      if (this.statements.size >= MAX_STATEMENTS) this.statements.clear();
      this.statements.set(shape, sql);
    }
    return sql;
  }

  private readonly statements = new Map<string, string>();

  /** When each of these cases last had something recorded on it (Recent Activity), else when it was opened. */
  async lastActivity(viewer: FirmViewer, ids: readonly string[]): Promise<Map<string, Date>> {
    if (!ids.length) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT m.id, greatest(m.created_at, (SELECT max(act.created_at) FROM activity_entries act
                                            WHERE act.firm_id = m.firm_id AND act.subject_type = 'matter' AND act.subject_id = m.id)) AS at
       FROM matters m WHERE m.firm_id = $1 AND m.id = ANY($2::uuid[])`,
      [viewer.firm.id, [...ids]],
    )) as Array<{ id: string; at: Date }>;
    return new Map(rows.map((row) => [row.id, row.at]));
  }

  /**
   * Every value the list's statements name (filters, access rule, counts), for this viewer and
   * request: the builders below write names only, so a kept statement text (listRows) takes its
   * values from here without building a query.
   */
  private parametersOf(viewer: FirmViewer, args: MattersArgs, ids?: string[]): Record<string, unknown> {
    const search = args.search?.trim();
    return {
      ...MATTER_SUMMARY_PARAMETERS,
      ...accessParameters(viewer),
      firmId: viewer.firm.id,
      everyone: MatterPermission.EVERYONE,
      grantedUserId: viewer.user.id,
      status: args.status,
      staffId: args.staffId,
      inactiveDays: args.inactiveDays,
      contactId: args.contactId,
      ids: ids && (ids.length ? ids : ['00000000-0000-0000-0000-000000000000']),
      pattern: search && likePattern(search),
      lowered: search && likePattern(search.toLowerCase()),
    };
  }

  /** The case list's filters, without the access rule: the page adds the rule, the count splits it (below). */
  private filtered(viewer: FirmViewer, args: MattersArgs, ids?: string[]): SelectQueryBuilder<Matter> {
    const query = this.dataSource
      .getRepository(Matter)
      .createQueryBuilder('matter')
      .where('matter.firm_id = :firmId AND matter.deleted_at IS NULL')
      .setParameters(this.parametersOf(viewer, args, ids));
    if (args.status) query.andWhere('matter.status = :status');
    if (args.overdue) {
      query.andWhere(`EXISTS (SELECT 1 FROM tasks overdue WHERE overdue.matter_id = matter.id AND ${overdueTaskSql('overdue')})`);
    }
    if (args.staffId) query.andWhere('EXISTS (SELECT 1 FROM matter_staff mine WHERE mine.matter_id = matter.id AND mine.user_id = :staffId)');
    if (args.inactiveDays) {
      // The case's audit trail (Recent Activity) is what was done on it: nothing in the window, and opened before it.
      query.andWhere(
        `matter.status <> 'COMPLETED' AND matter.created_at < now() - make_interval(days => :inactiveDays)
         AND NOT EXISTS (SELECT 1 FROM activity_entries act WHERE act.firm_id = :firmId AND act.subject_type = 'matter' AND act.subject_id = matter.id
                         AND act.created_at >= now() - make_interval(days => :inactiveDays))`,
      );
    }
    if (ids) query.andWhere('matter.id IN (:...ids)');
    if (args.contactId) {
      query.andWhere('(matter.client_id = :contactId OR EXISTS (SELECT 1 FROM matter_parties p WHERE p.matter_id = matter.id AND p.contact_id = :contactId))');
    }
    if (args.search?.trim()) {
      // Every arm reads an index (name and number: matters_search_trgm on lower(name || ' ' ||
      // number); client and parties: the ids of the contacts whose name matches), so PostgreSQL
      // combines them instead of checking every case of the firm.
      query.andWhere(
        `(lower(matter.name || ' ' || matter.number) LIKE :lowered
          OR matter.client_id = ANY (ARRAY(SELECT named.id FROM contacts named WHERE named.firm_id = :firmId AND named.name ILIKE :pattern))
          OR matter.id = ANY (ARRAY(SELECT p.matter_id FROM matter_parties p JOIN contacts named ON named.id = p.contact_id
                                    WHERE p.firm_id = :firmId AND named.name ILIKE :pattern))
          OR matter.id = ANY (ARRAY(${casesInsuredBySql('firmId', 'pattern')})))`,
      );
    }
    return query;
  }

  /** The filtered matters the viewer may open, in the requested order (ties: newest, then id). */
  private ordered(filtered: SelectQueryBuilder<Matter>, viewer: FirmViewer, args: MattersArgs): SelectQueryBuilder<Matter> {
    // Status Days grows as the status date goes back: its order is the date's, reversed.
    const flip = args.sortBy === MatterSort.STATUS_DAYS;
    const ascending = (args.sortDirection === SortDirection.ASC) !== flip;
    const page = whereAccessible(filtered.clone(), 'matter', viewer).orderBy(SORT_SQL[args.sortBy], ascending ? 'ASC' : 'DESC', 'NULLS LAST');
    if (args.sortBy !== MatterSort.CREATED) page.addOrderBy('matter.created_at', 'DESC');
    return page.addOrderBy('matter.id', 'ASC');
  }

  /**
   * How many of the filtered matters the viewer may open. The access rule's OR would make
   * PostgreSQL read every matter row; counted as its two halves (open to everyone, from the
   * narrow list index; restricted and listing the viewer, from matter_access) it stays a few
   * milliseconds on a firm of tens of thousands of cases. The whole list (no filter) reads the
   * first half, or a firm admin's whole count, from the counts the database keeps per firm
   * (firm_case_counts, migration CaseCounts) instead of counting.
   */
  private async countAccessible(viewer: FirmViewer, filtered: SelectQueryBuilder<Matter>, whole: boolean): Promise<number> {
    const counts = await Promise.all(this.countQueries(viewer, filtered, whole).map((query) => query.getRawOne<{ count: string }>()));
    return counts.reduce((total, row) => total + Number(row?.count ?? 0), 0);
  }

  /** The counts whose sum is `countAccessible` (one for a firm admin, the two halves for everyone else). */
  private countQueries(viewer: FirmViewer, filtered: SelectQueryBuilder<Matter>, whole: boolean): Array<SelectQueryBuilder<ObjectLiteral>> {
    const count = (query: SelectQueryBuilder<Matter>) => query.select('COUNT(*)', 'count');
    /** The firm's kept count (none kept yet: no case). */
    const kept = (column: 'open_cases' | 'open_to_everyone') =>
      this.dataSource
        .createQueryBuilder()
        .select(`COALESCE(SUM(kept.${column}), 0)`, 'count')
        .from(FirmCaseCount, 'kept')
        .where('kept.firm_id = :firmId')
        .setParameters(filtered.getParameters());
    if (seesEveryMatter(viewer)) return [whole ? kept('open_cases') : count(filtered.clone())];
    return [
      whole ? kept('open_to_everyone') : count(filtered.clone().andWhere('matter.permission = :everyone')),
      count(
        filtered
          .clone()
          .innerJoin('matter_access', 'granted', 'granted.matter_id = matter.id AND granted.user_id = :grantedUserId')
          .andWhere('matter.permission <> :everyone'),
      ),
    ];
  }

  /** The case-list columns computed from parties and staff, for many matters in one query. */
  async summaries(firmId: string, ids: readonly string[]): Promise<Map<string, MatterSummary>> {
    const rows = await this.dataSource
      .getRepository(Matter)
      .createQueryBuilder('matter')
      .select('matter.id', 'id')
      .addSelect(MATTER_SUMMARY_SQL.defendantName, 'defendantName')
      .addSelect(MATTER_SUMMARY_SQL.defendantInsurance, 'defendantInsurance')
      .addSelect(MATTER_SUMMARY_SQL.plaintiffInsurance, 'plaintiffInsurance')
      .addSelect(MATTER_SUMMARY_SQL.staffNames, 'staffNames')
      .where('matter.firm_id = :firmId AND matter.id IN (:...ids)', { firmId, ids })
      .setParameters(MATTER_SUMMARY_PARAMETERS)
      .getRawMany<MatterSummary & { id: string }>();
    return new Map(rows.map(({ id, ...summary }) => [id, summary]));
  }
}
