import { entityColumns } from '../../db/entity-columns';
import { queryPrepared } from '../../db/prepared';
import { asSystem, runInScope, type DatabaseScope } from '../../db/scope';
import { SESSION_ENDED_CHANNEL } from '../../events/event-bus';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { forbidden, tooManyRequests, unauthenticated } from '../../graphql/errors';
import type { Viewer } from '../../graphql/context';
import { viewerScope } from '../../graphql/viewer-scope';
import type { SessionEndReason } from '../../graphql/pubsub';
import { Firm, FirmStatus } from '../firms/firm.entity';
import { User, UserStatus } from '../users/user.entity';
import { LoginAttempt } from './login-attempt.entity';
import { verifyPassword } from './password';
import { Session } from './session.entity';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** A viewer as a session gives it: the user and firm are the entities (every layer sees them as Viewer). */
export interface SessionViewer extends Viewer {
  user: User;
  firm: Firm | null;
}

/** The signed-in user of a viewer the context holds (always a session's: see resolveSession). */
export function sessionUserOf(viewer: Viewer): User {
  if (!(viewer.user instanceof User)) throw new Error('The viewer was not read from a session');
  return viewer.user;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  viewer: SessionViewer;
}

/** How often a session's last activity is written back (so idle timeout is accurate to this). */
const TOUCH_INTERVAL_MS = 60_000;

/** The advisory-lock namespaces (first key) that serialise guesses per email and per address. */
const LOCK_NAMESPACE_EMAIL = 41_001;
const LOCK_NAMESPACE_IP = 41_002;

/** How many sessions' scopes an instance remembers (see AuthService.resolveSession). */
const SCOPE_HINTS = 10_000;

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export class AuthService {
  /** The database scope each recently seen session resolved to, by session id. */
  private readonly scopeHints = new Map<string, DatabaseScope>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
  ) {}

  private get sessions() {
    return this.dataSource.getRepository(Session);
  }

  private get attempts() {
    return this.dataSource.getRepository(LoginAttempt);
  }

  /**
   * Checks the password and opens a server-side session; the caller sets the cookie. The account is
   * looked up across firms (nobody is known yet): system scope.
   */
  signIn(email: string, password: string, client: ClientInfo): Promise<SignedIn> {
    return asSystem(() => this.checkPassword(email, password, client));
  }

  private async checkPassword(email: string, password: string, client: ClientInfo): Promise<SignedIn> {
    const normalisedEmail = email.trim().toLowerCase();
    const attempt = await this.reserveAttempt(normalisedEmail, client.ip);

    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .leftJoinAndSelect('user.firm', 'firm')
      .where('user.email = :email', { email: normalisedEmail })
      .getOne();
    const passwordMatches = await verifyPassword(user?.passwordHash, password);
    // A wrong guess keeps its reserved attempt: that row is the recorded failure.
    if (!user || !passwordMatches) throw unauthenticated('Wrong email or password.');
    await attempt.succeeded();
    if (user.status !== UserStatus.ACTIVE) {
      throw forbidden('This account is not active. Please contact your firm administrator.');
    }
    if (user.firm && user.firm.status !== FirmStatus.ACTIVE) {
      throw forbidden("Your firm's account is suspended. Please contact Matterhorn support.");
    }
    return this.openSession(user, client);
  }

  /**
   * Checks a password the signed-in user typed again (Change Password) under the same limit as
   * signing in: a guess at someone's password counts against their account whichever form it comes
   * through.
   */
  async checkOwnPassword(user: { email: string }, ip: string, check: () => Promise<boolean>): Promise<boolean> {
    const attempt = await asSystem(() => this.reserveAttempt(user.email, ip, 'Too many wrong passwords.'));
    const matches = await check();
    if (matches) await asSystem(() => attempt.succeeded());
    return matches;
  }

  /**
   * Opens a new server-side session for a user already known to be allowed in (a checked password,
   * or an accepted invitation), in `manager`'s transaction when given; the caller sets the cookie.
   */
  async openSession(user: User, client: ClientInfo, manager: EntityManager = this.dataSource.manager): Promise<SignedIn> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.config.session.absoluteTimeoutMs);
    const sessionId = sessionIdOf(token);
    await manager.getRepository(Session).insert({
      id: sessionId,
      userId: user.id,
      lastSeenAt: now,
      expiresAt,
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    });
    // A plain UPDATE: signing in is not an edit of the user record (no version bump).
    await manager.query('UPDATE users SET last_sign_in_at = $1 WHERE id = $2', [now, user.id]);
    user.lastSignInAt = now;
    delete (user as Partial<User>).passwordHash;
    const viewer: SessionViewer = { sessionId, user, firm: user.firm ?? null };
    this.rememberScope(viewer);
    return { token, expiresAt, viewer };
  }

  /**
   * Ends every session of a user (but `exceptSessionId`) in `manager`'s transaction: the rows go,
   * and the session-ended notices reach every instance when that transaction commits (NOTIFY is
   * transactional), so open tabs return to sign-in and sockets close.
   */
  async endUserSessions(
    manager: EntityManager,
    userId: string,
    reason: SessionEndReason,
    exceptSessionId?: string,
  ): Promise<number> {
    // DELETE … RETURNING answers [rows, count] through TypeORM's pg driver.
    const [rows] = (await manager.query(
      'DELETE FROM sessions WHERE user_id = $1 AND ($2::text IS NULL OR id <> $2) RETURNING id',
      [userId, exceptSessionId ?? null],
    )) as [Array<{ id: string }>, number];
    for (const { id } of rows) {
      await manager.query('SELECT pg_notify($1, $2)', [SESSION_ENDED_CHANNEL, JSON.stringify({ sessionId: id, reason })]);
    }
    return rows.length;
  }

  /**
   * The viewer behind a session token, or null when the session is unknown, idle too long, past its
   * absolute lifetime, or its user or firm is no longer active (such sessions are deleted).
   *
   * Before the session is read nobody is known, so a first lookup runs in the system scope. Each
   * later one runs in the scope the session resolved to before (its firm): the pooled connections
   * then stay in the firm's scope instead of switching to the system scope and back on every
   * request (two round trips each). The remembered scope grants nothing: the row-level security
   * policies show the session only if its user belongs to that firm; when they do not (or the
   * session is gone), the lookup is repeated in the system scope. The session row is read every
   * time, so signing out, suspension and expiry take effect at once.
   */
  async resolveSession(token: string | undefined): Promise<SessionViewer | null> {
    if (!token) return null;
    const id = sessionIdOf(token);
    const hint = this.scopeHints.get(id);
    if (hint) {
      const viewer = await runInScope(hint, () => this.readSession(id));
      if (viewer) return viewer;
      this.scopeHints.delete(id);
    }
    const viewer = await asSystem(() => this.readSession(id));
    if (viewer) this.rememberScope(viewer);
    return viewer;
  }

  private rememberScope(viewer: Viewer): void {
    const scope = viewerScope(viewer);
    if (scope.kind === 'none') return;
    this.scopeHints.delete(viewer.sessionId);
    this.scopeHints.set(viewer.sessionId, scope);
    // A Map keeps insertion order: forget the session remembered first.
    if (this.scopeHints.size > SCOPE_HINTS) this.scopeHints.delete(this.scopeHints.keys().next().value!);
  }

  private lookup?: { sql: string; read(row: Record<string, unknown>): { session: Session; user: User; firm: Firm | null } };

  /**
   * The session row with its user and firm: one prepared statement, written once from the entities
   * (on first use: the data source knows its entities once initialized). It runs on every request,
   * so no query is built per call.
   */
  private get sessionLookup() {
    if (!this.lookup) {
      const [session, user, firm] = [entityColumns(this.dataSource, Session, 'session'), entityColumns(this.dataSource, User, 'user'), entityColumns(this.dataSource, Firm, 'firm')];
      this.lookup = {
        sql: `SELECT ${session.list}, ${user.list}, ${firm.list} FROM sessions "session" JOIN users "user" ON "user".id = "session".user_id
              LEFT JOIN firms "firm" ON "firm".id = "user".firm_id WHERE "session".id = $1`,
        read: (row) => ({ session: session.read(row), user: user.read(row), firm: row.firm_id == null ? null : firm.read(row) }),
      };
    }
    return this.lookup;
  }

  private async readSession(id: string): Promise<SessionViewer | null> {
    const [row] = await queryPrepared(this.dataSource, this.sessionLookup.sql, [id]);
    if (!row) return null;

    const now = Date.now();
    const { session, user, firm } = this.sessionLookup.read(row);
    user.firm = firm;
    const ended =
      now >= session.expiresAt.getTime() ||
      now - session.lastSeenAt.getTime() > this.config.session.idleTimeoutMs ||
      user.status !== UserStatus.ACTIVE ||
      (user.firm != null && user.firm.status !== FirmStatus.ACTIVE);
    if (ended) {
      const reason = user.status !== UserStatus.ACTIVE ? 'ACCOUNT_SUSPENDED' : user.firm != null && user.firm.status !== FirmStatus.ACTIVE ? 'FIRM_SUSPENDED' : 'EXPIRED';
      await this.endSession(id, reason);
      return null;
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.sessions.update({ id }, { lastSeenAt: new Date(now) });
    }
    return { sessionId: id, user, firm: user.firm ?? null };
  }

  async endSession(sessionId: string, reason: SessionEndReason): Promise<void> {
    this.scopeHints.delete(sessionId);
    await asSystem(() => this.sessions.delete({ id: sessionId }));
    // Every instance (this one too) hears it through LISTEN and tells its own tabs and sockets.
    await this.sessions.query('SELECT pg_notify($1, $2)', [SESSION_ENDED_CHANNEL, JSON.stringify({ sessionId, reason })]);
  }

  /** Deletes sessions past their lifetime and sign-in failures past the rate-limit window. */
  purgeExpired(): Promise<void> {
    return asSystem(() => this.purge());
  }

  private async purge(): Promise<void> {
    const idleCutoff = new Date(Date.now() - this.config.session.idleTimeoutMs);
    await this.sessions
      .createQueryBuilder()
      .delete()
      .where('expires_at <= now() OR last_seen_at < :idleCutoff', { idleCutoff })
      .execute();
    const windowStart = new Date(Date.now() - this.config.loginLimits.windowMs);
    await this.attempts.createQueryBuilder().delete().where('attempted_at < :windowStart', { windowStart }).execute();
  }

  /**
   * Reserves one guess of the password for `email` from `ip`, or refuses with TOO_MANY_REQUESTS when
   * either has used its allowance in the window. Checking the count and recording the attempt are
   * one step: the transaction holds an advisory lock per email and per address (always the email's
   * first, so two reservations never wait on each other in a circle), and the attempt row is written
   * before the password is verified. Simultaneous guesses therefore queue here, and no more of them
   * are verified than the limit allows. The row stays as the failure unless the guess was right.
   */
  private async reserveAttempt(email: string, ip: string, refusal = 'Too many sign-in attempts.'): Promise<{ succeeded(): Promise<void> }> {
    const { maxFailuresPerEmail, maxFailuresPerIp, windowMs } = this.config.loginLimits;
    const since = new Date(Date.now() - windowMs);
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_NAMESPACE_EMAIL, email]);
      await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_NAMESPACE_IP, ip]);
      const blockedUntil = Math.max(
        await this.blockedUntil(manager, 'email', email, maxFailuresPerEmail, since),
        await this.blockedUntil(manager, 'ip', ip, maxFailuresPerIp, since),
      );
      const waitMs = blockedUntil - Date.now();
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        throw tooManyRequests(`${refusal} Try again in ${plural(minutes, 'minute')}.`, Math.ceil(waitMs / 1000));
      }
      await manager.getRepository(LoginAttempt).insert({ email, ip });
    });
    // A right password clears the email's failures (this reservation among them).
    return { succeeded: async () => void (await this.attempts.delete({ email })) };
  }

  /** When the failures for this email or address drop below the limit again (0 if they are below it). */
  private async blockedUntil(manager: EntityManager, column: 'email' | 'ip', value: string, limit: number, since: Date): Promise<number> {
    const oldestCounted = await manager
      .getRepository(LoginAttempt)
      .createQueryBuilder('attempt')
      .where(`attempt.${column} = :value`, { value })
      .andWhere('attempt.attemptedAt > :since', { since })
      .orderBy('attempt.attemptedAt', 'DESC')
      .offset(limit - 1)
      .limit(1)
      .getOne();
    return oldestCounted ? oldestCounted.attemptedAt.getTime() + this.config.loginLimits.windowMs : 0;
  }
}
