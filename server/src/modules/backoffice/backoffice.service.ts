import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '../../graphql/context';
import { conflict, notFound } from '../../graphql/errors';
import type { SessionEndReason } from '../../graphql/pubsub';
import { likePattern, type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import type { AuthService } from '../auth/auth.service';
import { Firm, FirmStatus } from '../firms/firm.entity';
import type { InvitationService } from '../invitations/invitation.service';
import { User, UserStatus } from '../users/user.entity';
import {
  AiUsagePeriod,
  AiUsageRange,
  type ActiveFirm,
  type AiUsageSeries,
  type AiUsageTotal,
  type BackOfficeFigure,
  type BackOfficeFirm,
  type BackOfficeFirmsArgs,
  type BackOfficePeopleArgs,
  type BackOfficeStatus,
  type BackOfficeTotals,
  type CreatedFirm,
  type CreateFirmInput,
  FirmSort,
  PersonSort,
  type UpdateBackOfficePersonInput,
  type UpdateFirmInput,
} from './backoffice.inputs';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';
import { SortDirection } from '../../graphql/sorting';
import { trimToNull } from '../../graphql/text';

/** How far back "active" looks for the Top 5 Active Firms. */
export const ACTIVITY_WINDOW_DAYS = 30;

/** The roles the back office may edit, suspend and delete across firms. */
const PEOPLE_ROLES: readonly string[] = [Role.ATTORNEY, Role.PARALEGAL];

/** Firm members: staff roles (clients are contacts with portal access, not members). */
const MEMBER_ROLES_SQL = FIRM_STAFF_ROLES.map((role) => `'${role}'`).join(', ');

/** When a row stopped counting: its deletion time (users deleted by other screens fall back to their last change). */
const FIRM_DELETED_AT = `CASE WHEN f.status = 'DELETED' THEN COALESCE(f.deleted_at, f.updated_at) END`;
const USER_DELETED_AT = `CASE WHEN u.status = 'DELETED' THEN COALESCE(u.deleted_at, u.updated_at) END`;
/** Whether a firm (f) or user (u) existed, not yet deleted, at the time in `at`. */
const firmAliveAt = (at: string) => `(f.created_at <= ${at} AND (${FIRM_DELETED_AT} IS NULL OR ${FIRM_DELETED_AT} > ${at}))`;
const userAliveAt = (at: string) => `(u.created_at <= ${at} AND (${USER_DELETED_AT} IS NULL OR ${USER_DELETED_AT} > ${at}) AND ${firmAliveAt(at)})`;

const TOTAL_MEMBERS_SQL = `(SELECT count(*) FROM users m WHERE m.firm_id = f.id AND m.status <> 'DELETED' AND m.role IN (${MEMBER_ROLES_SQL}))::int`;

const FIRM_SORT_SQL: Record<FirmSort, string> = {
  [FirmSort.NAME]: 'lower(f.name)',
  [FirmSort.EMAIL]: 'lower(f.email)',
  [FirmSort.MEMBERS]: 'total_members',
  [FirmSort.CREATED]: 'f.created_at',
};

const PERSON_SORT_SQL: Record<PersonSort, string> = {
  [PersonSort.NAME]: "lower(u.first_name || ' ' || u.last_name)",
  [PersonSort.EMAIL]: 'u.email',
  [PersonSort.PHONE]: 'u.phone',
  [PersonSort.FIRM]: 'lower(f.name)',
  [PersonSort.CREATED]: 'u.created_at',
};

const PERIOD_START_SQL: Record<AiUsagePeriod, string> = {
  [AiUsagePeriod.DAY]: 'CURRENT_DATE',
  [AiUsagePeriod.WEEK]: "date_trunc('week', CURRENT_DATE)::date",
  [AiUsagePeriod.MONTH]: "date_trunc('month', CURRENT_DATE)::date",
  [AiUsagePeriod.YEAR]: "date_trunc('year', CURRENT_DATE)::date",
};

interface FirmRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: FirmStatus;
  avatar_url: string | null;
  created_at: Date;
  version: number;
  total_members: number;
}

const FIRM_COLUMNS = `f.id, f.name, f.email, f.phone, f.status, f.avatar_url, f.created_at, f.version, ${TOTAL_MEMBERS_SQL} AS total_members`;

function firmOf(row: FirmRow): BackOfficeFirm {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    avatarUrl: row.avatar_url,
    createdAt: row.created_at,
    version: row.version,
    totalMembers: row.total_members,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;


/**
 * The platform admin's back office: platform-wide figures, firms and their attorneys and paralegals,
 * suspension and deletion that take effect at once. It never reads a firm's matters, contacts,
 * documents, messages or invoices; the only per-firm figures are head counts, sign-in times and AI words.
 */
export class BackOfficeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly invitations: InvitationService,
  ) {}

  /** Firms, attorneys and paralegals now and at this moment yesterday (existing and not deleted at each time). */
  async totals(): Promise<BackOfficeTotals> {
    const [firms]: Array<{ now: number; yesterday: number }> = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE ${firmAliveAt('now()')})::int AS now,
              count(*) FILTER (WHERE ${firmAliveAt("now() - interval '1 day'")})::int AS yesterday
         FROM firms f`,
    );
    const people: Array<{ role: Role; now: number; yesterday: number }> = await this.dataSource.query(
      `SELECT u.role,
              count(*) FILTER (WHERE ${userAliveAt('now()')})::int AS now,
              count(*) FILTER (WHERE ${userAliveAt("now() - interval '1 day'")})::int AS yesterday
         FROM users u JOIN firms f ON f.id = u.firm_id
        WHERE u.role IN ('ATTORNEY', 'PARALEGAL')
        GROUP BY u.role`,
    );
    const figure = (row?: { now: number; yesterday: number }): BackOfficeFigure => ({ total: row?.now ?? 0, yesterday: row?.yesterday ?? 0 });
    return {
      firms: figure(firms),
      attorneys: figure(people.find((r) => r.role === Role.ATTORNEY)),
      paralegals: figure(people.find((r) => r.role === Role.PARALEGAL)),
    };
  }

  /** AI words of all firms in the period up to today (the same database date the words are recorded under). */
  async aiUsage(period: AiUsagePeriod): Promise<AiUsageTotal> {
    const [row]: Array<{ words: string; from: string; to: string }> = await this.dataSource.query(
      `SELECT COALESCE((SELECT sum(words) FROM ai_usage WHERE day >= s.start AND day <= CURRENT_DATE), 0)::bigint AS words,
              to_char(s.start, 'YYYY-MM-DD') AS "from", to_char(CURRENT_DATE, 'YYYY-MM-DD') AS "to"
         FROM (SELECT ${PERIOD_START_SQL[period]} AS start) s`,
    );
    return { period, words: Number(row!.words), from: row!.from, to: row!.to };
  }

  /** The chart: words per day of the current month, or per month of the current year, zero where none. */
  async aiUsageSeries(range: AiUsageRange): Promise<AiUsageSeries> {
    const month = range === AiUsageRange.MONTH;
    const rows: Array<{ label: string; start: string; words: string }> = await this.dataSource.query(
      month
        ? `SELECT to_char(d, 'DD') AS label, to_char(d, 'YYYY-MM-DD') AS start, COALESCE(sum(a.words), 0)::bigint AS words
             FROM generate_series(date_trunc('month', CURRENT_DATE), date_trunc('month', CURRENT_DATE) + interval '1 month' - interval '1 day', interval '1 day') d
             LEFT JOIN ai_usage a ON a.day = d::date
            GROUP BY d ORDER BY d`
        : `SELECT to_char(d, 'Mon') AS label, to_char(d, 'YYYY-MM-DD') AS start, COALESCE(sum(a.words), 0)::bigint AS words
             FROM generate_series(date_trunc('year', CURRENT_DATE), date_trunc('year', CURRENT_DATE) + interval '11 months', interval '1 month') d
             LEFT JOIN ai_usage a ON a.day >= d::date AND a.day < (d + interval '1 month')::date
            GROUP BY d ORDER BY d`,
    );
    return { range, points: rows.map((r) => ({ label: r.label, start: r.start, words: Number(r.words) })) };
  }

  /**
   * Active firms ranked by activity over the last 30 days: first the members who signed in or were
   * connected in that time, then the AI words they used, then by name.
   */
  async topFirms(limit = 5): Promise<ActiveFirm[]> {
    const rows: Array<FirmRow & { active_members: number; ai_words: string }> = await this.dataSource.query(
      `SELECT ${FIRM_COLUMNS},
              (SELECT count(*) FROM users m WHERE m.firm_id = f.id AND m.status = 'ACTIVE' AND m.role IN (${MEMBER_ROLES_SQL})
                  AND GREATEST(m.last_sign_in_at, m.last_seen_at) >= now() - make_interval(days => $1))::int AS active_members,
              COALESCE((SELECT sum(a.words) FROM ai_usage a WHERE a.firm_id = f.id AND a.day > CURRENT_DATE - $1::int), 0)::bigint AS ai_words
         FROM firms f
        WHERE f.status = 'ACTIVE'
        ORDER BY active_members DESC, ai_words DESC, lower(f.name), f.id
        LIMIT $2`,
      [ACTIVITY_WINDOW_DAYS, limit],
    );
    return rows.map((row) => ({ firm: firmOf(row), activeMembers: row.active_members, aiWords: Number(row.ai_words) }));
  }

  /** Firms of one status (never deleted ones), searched, sorted and paged in SQL, with their head count. */
  async firms(args: BackOfficeFirmsArgs): Promise<Page<BackOfficeFirm>> {
    const params: unknown[] = [args.status];
    let where = 'f.status = $1';
    const search = trimToNull(args.search);
    if (search) {
      params.push(likePattern(search));
      where += ` AND (f.name ILIKE $2 OR f.email ILIKE $2 OR f.phone ILIKE $2)`;
    }
    const { offset, limit } = pageWindow(args);
    const direction = args.sortDirection === SortDirection.DESC ? 'DESC' : 'ASC';
    const rows: Array<FirmRow & { total: number }> = await this.dataSource.query(
      `SELECT ${FIRM_COLUMNS}, count(*) OVER ()::int AS total
         FROM firms f WHERE ${where}
        ORDER BY ${FIRM_SORT_SQL[args.sortBy]} ${direction} NULLS LAST, lower(f.name), f.id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    let totalCount = rows[0]?.total ?? 0;
    if (!rows.length && offset > 0) {
      const [counted]: Array<{ total: number }> = await this.dataSource.query(`SELECT count(*)::int AS total FROM firms f WHERE ${where}`, params);
      totalCount = counted?.total ?? 0;
    }
    return pageWithTotal(args, rows.map(firmOf), totalCount);
  }

  /** Attorneys or paralegals of every firm that is not deleted, of one status, searched, sorted and paged in SQL. */
  async people(args: BackOfficePeopleArgs): Promise<Page<User>> {
    const params: unknown[] = [args.role, args.status];
    let where = `u.role = $1 AND u.status = $2 AND f.status <> 'DELETED'`;
    const search = trimToNull(args.search);
    if (search) {
      params.push(likePattern(search));
      where += ` AND (u.first_name || ' ' || u.last_name ILIKE $3 OR u.email ILIKE $3 OR u.phone ILIKE $3 OR f.name ILIKE $3)`;
    }
    const { offset, limit } = pageWindow(args);
    const direction = args.sortDirection === SortDirection.DESC ? 'DESC' : 'ASC';
    const from = `FROM users u JOIN firms f ON f.id = u.firm_id WHERE ${where}`;
    const rows: Array<{ id: string; total: number }> = await this.dataSource.query(
      `SELECT u.id, count(*) OVER ()::int AS total ${from}
        ORDER BY ${PERSON_SORT_SQL[args.sortBy]} ${direction} NULLS LAST, lower(u.last_name), lower(u.first_name), u.id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    let totalCount = rows[0]?.total ?? 0;
    if (!rows.length && offset > 0) {
      const [counted]: Array<{ total: number }> = await this.dataSource.query(`SELECT count(*)::int AS total ${from}`, params);
      totalCount = counted?.total ?? 0;
    }
    const found = rows.length ? await this.dataSource.getRepository(User).findBy({ id: In(rows.map((r) => r.id)) }) : [];
    const byId = new Map(found.map((user) => [user.id, user]));
    const items = rows.map((r) => byId.get(r.id)).filter((user): user is User => !!user);
    return pageWithTotal(args, items, totalCount);
  }

  /**
   * Creates a firm and its first firm admin (no password yet) and issues the admin's sign-in
   * invitation, all or nothing. `requestOrigin` makes the link absolute when PUBLIC_URL is not set.
   */
  async createFirm(viewer: Viewer, input: CreateFirmInput, requestOrigin?: string): Promise<CreatedFirm> {
    const adminEmail = input.admin.email.trim().toLowerCase();
    return this.dataSource.transaction(async (manager) => {
      const taken = await manager.getRepository(User).existsBy({ email: adminEmail });
      if (taken) throw conflict('Someone already signs in with this email address. Use another one for the firm admin.');
      const firm = await manager.getRepository(Firm).save(
        manager.getRepository(Firm).create({
          name: input.name.trim(),
          email: input.email.trim().toLowerCase(),
          phone: trimToNull(input.phone),
          status: FirmStatus.ACTIVE,
          avatarUrl: null,
          deletedAt: null,
        }),
      );
      const admin = await manager.getRepository(User).save(
        manager.getRepository(User).create({
          firmId: firm.id,
          role: Role.FIRM_ADMIN,
          firstName: input.admin.firstName.trim(),
          lastName: input.admin.lastName.trim(),
          email: adminEmail,
          phone: null,
          avatarUrl: null,
          status: UserStatus.ACTIVE,
          passwordHash: null,
          lastSignInAt: null,
          lastSeenAt: null,
          deletedAt: null,
        }),
      );
      const invitation = await this.invitations.issue(manager, admin, viewer.user.id, requestOrigin);
      return { firm: await this.firm(manager, firm.id), admin, invitationUrl: invitation.url, invitationExpiresAt: invitation.expiresAt };
    });
  }

  /** Edits a firm with the version seen; suspending it ends the sessions of all its people at once. */
  updateFirm(input: UpdateFirmInput): Promise<BackOfficeFirm> {
    return this.changeFirm(input.id, input.version, {
      name: input.name.trim(),
      email: trimToNull(input.email)?.toLowerCase() ?? null,
      phone: trimToNull(input.phone),
      status: input.status as unknown as FirmStatus,
    });
  }

  /** Suspends or activates a firm; suspending ends the sessions of all its people at once. */
  setFirmStatus(id: string, version: number, status: BackOfficeStatus): Promise<BackOfficeFirm> {
    return this.changeFirm(id, version, { status: status as unknown as FirmStatus });
  }

  /** Soft-deletes a firm: status DELETED, its data kept; nobody of it can sign in and their sessions end now. */
  async deleteFirm(id: string, version: number): Promise<boolean> {
    await this.changeFirm(id, version, { status: FirmStatus.DELETED });
    return true;
  }

  /** Edits an attorney or paralegal with the version seen; suspending ends their sessions at once. */
  updatePerson(input: UpdateBackOfficePersonInput): Promise<User> {
    return this.changePerson(input.id, input.version, {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phone: trimToNull(input.phone),
      status: input.status as unknown as UserStatus,
    });
  }

  setPersonStatus(id: string, version: number, status: BackOfficeStatus): Promise<User> {
    return this.changePerson(id, version, { status: status as unknown as UserStatus });
  }

  /** Soft-deletes an attorney or paralegal (status DELETED); their sessions end at once. */
  async deletePerson(id: string, version: number): Promise<boolean> {
    await this.changePerson(id, version, { status: UserStatus.DELETED });
    return true;
  }

  private async changeFirm(
    id: string,
    version: number,
    changes: { name?: string; email?: string | null; phone?: string | null; status: FirmStatus },
  ): Promise<BackOfficeFirm> {
    if (!UUID.test(id)) throw notFound('The firm');
    return this.dataSource.transaction(async (manager) => {
      const sets: string[] = ['status = $3', 'version = version + 1', 'updated_at = now()'];
      const params: unknown[] = [id, version, changes.status];
      for (const [column, value] of [
        ['name', changes.name],
        ['email', changes.email],
        ['phone', changes.phone],
      ] as const) {
        if (value === undefined) continue;
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      }
      if (changes.status === FirmStatus.DELETED) sets.push('deleted_at = now()');
      const [updated]: [Array<{ id: string }>, number] = await manager.query(
        `UPDATE firms SET ${sets.join(', ')} WHERE id = $1 AND version = $2 AND status <> 'DELETED' RETURNING id`,
        params,
      );
      if (!updated.length) await this.whyFirmUnchanged(manager, id);
      if (changes.status !== FirmStatus.ACTIVE) {
        const withSessions: Array<{ user_id: string }> = await manager.query(
          'SELECT DISTINCT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.firm_id = $1',
          [id],
        );
        await this.endSessions(manager, withSessions.map((r) => r.user_id), 'FIRM_SUSPENDED');
      }
      return this.firm(manager, id);
    });
  }

  private async changePerson(
    id: string,
    version: number,
    changes: { firstName?: string; lastName?: string; phone?: string | null; status: UserStatus },
  ): Promise<User> {
    if (!UUID.test(id)) throw notFound('The person');
    return this.dataSource.transaction(async (manager) => {
      const sets: string[] = ['status = $3', 'version = version + 1', 'updated_at = now()'];
      const params: unknown[] = [id, version, changes.status, PEOPLE_ROLES];
      for (const [column, value] of [
        ['first_name', changes.firstName],
        ['last_name', changes.lastName],
        ['phone', changes.phone],
      ] as const) {
        if (value === undefined) continue;
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      }
      if (changes.status === UserStatus.DELETED) sets.push('deleted_at = now()');
      const [updated]: [Array<{ id: string }>, number] = await manager.query(
        `UPDATE users u SET ${sets.join(', ')}
          WHERE u.id = $1 AND u.version = $2 AND u.role::text = ANY($4) AND u.status <> 'DELETED'
            AND EXISTS (SELECT 1 FROM firms f WHERE f.id = u.firm_id AND f.status <> 'DELETED')
          RETURNING u.id`,
        params,
      );
      if (!updated.length) {
        const exists: Array<{ id: string }> = await manager.query(
          `SELECT u.id FROM users u JOIN firms f ON f.id = u.firm_id
            WHERE u.id = $1 AND u.role::text = ANY($2) AND u.status <> 'DELETED' AND f.status <> 'DELETED'`,
          [id, PEOPLE_ROLES],
        );
        if (!exists.length) throw notFound('The person');
        throw conflict('Someone changed this person since you opened it. Reload and try again.');
      }
      if (changes.status !== UserStatus.ACTIVE) await this.endSessions(manager, [id]);
      return manager.getRepository(User).findOneByOrFail({ id });
    });
  }

  private async whyFirmUnchanged(manager: EntityManager, id: string): Promise<never> {
    const exists: Array<{ id: string }> = await manager.query(`SELECT id FROM firms WHERE id = $1 AND status <> 'DELETED'`, [id]);
    if (!exists.length) throw notFound('The firm');
    throw conflict('Someone changed this firm since you opened it. Reload and try again.');
  }

  /** Ends every session of these users in this transaction; the notices go out when it commits. */
  private async endSessions(manager: EntityManager, userIds: readonly string[], reason: SessionEndReason = 'ACCOUNT_SUSPENDED'): Promise<void> {
    for (const userId of userIds) await this.auth.endUserSessions(manager, userId, reason);
  }

  private async firm(manager: EntityManager, id: string): Promise<BackOfficeFirm> {
    const [row]: FirmRow[] = await manager.query(`SELECT ${FIRM_COLUMNS} FROM firms f WHERE f.id = $1`, [id]);
    if (!row) throw notFound('The firm');
    return firmOf(row);
  }
}
