import { asSystem, runInScope } from '../../db/scope';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { FirmStatus } from '../firms/firm.entity';
import type { Task } from '../tasks/task.entity';
import type { TaskService } from '../tasks/task.service';
import { UserStatus } from '../users/user.entity';
import { CalendarFeed, type CalendarEvent } from './calendar.entity';
import type { CalendarService } from './calendar.service';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';

const DAY = 86_400_000;
/** What a feed holds: from a month ago to a year ahead. */
const FEED_PAST_DAYS = 30;
const FEED_FUTURE_DAYS = 365;
/** 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const FEED_PATH = '/api/calendar/feed';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface FeedContents {
  owner: FirmViewer;
  events: CalendarEvent[];
  tasks: Task[];
}

/**
 * Private iCalendar subscriptions: one per user, addressed by a random token that is the only
 * credential (calendar apps send no cookies). The token is shown once; only its hash is stored.
 */
export class CalendarFeedService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly calendar: CalendarService,
    private readonly tasks: TaskService,
    private readonly publicUrl: string | undefined,
  ) {}

  /** The viewer's feed (without its address, which only its creation shows), or null. */
  async get(viewer: FirmViewer): Promise<CalendarFeed | null> {
    const feed = await this.dataSource.getRepository(CalendarFeed).findOneBy({ userId: viewer.user.id, firmId: viewer.firm.id });
    return feed ? Object.assign(feed, { url: null }) : null;
  }

  /** A new address for the viewer's feed; the previous one (if any) stops working at once. */
  async reset(viewer: FirmViewer, requestOrigin: string | undefined): Promise<CalendarFeed> {
    const token = randomBytes(32).toString('base64url');
    const rows: Array<{ id: string; created_at: Date; last_used_at: Date | null }> = await this.dataSource.query(
      `INSERT INTO calendar_feeds (user_id, firm_id, token_hash) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET firm_id = EXCLUDED.firm_id, token_hash = EXCLUDED.token_hash, created_at = now(), last_used_at = NULL
       RETURNING id, created_at, last_used_at`,
      [viewer.user.id, viewer.firm.id, hashOf(token)],
    );
    const row = rows[0]!;
    const base = this.publicUrl ?? requestOrigin ?? '';
    return Object.assign(new CalendarFeed(), {
      id: row.id,
      userId: viewer.user.id,
      firmId: viewer.firm.id,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      url: `${base}${FEED_PATH}/${token}.ics`,
    });
  }

  /** Ends the viewer's feed; false when there was none. */
  async revoke(viewer: FirmViewer): Promise<boolean> {
    const result = await this.dataSource.getRepository(CalendarFeed).delete({ userId: viewer.user.id, firmId: viewer.firm.id });
    return (result.affected ?? 0) > 0;
  }

  /**
   * What the feed of `token` shows: the events its owner attends or created and their open tasks'
   * due dates, within what they may see today. Null for an unknown or revoked token, and for an
   * owner who may no longer sign in (suspended, deleted, no longer staff, firm suspended).
   */
  async contents(token: string, now = new Date()): Promise<FeedContents | null> {
    if (!TOKEN.test(token)) return null;
    // The token is the credential: found across firms, then everything else as the owner's firm.
    const feed = await asSystem(() =>
      this.dataSource.getRepository(CalendarFeed).findOne({ where: { tokenHash: hashOf(token) }, relations: { user: { firm: true } } }),
    );
    const user = feed?.user;
    const firm = user?.firm;
    if (!feed || !user || !firm || firm.id !== feed.firmId) return null;
    if (user.status !== UserStatus.ACTIVE || firm.status !== FirmStatus.ACTIVE || !(FIRM_STAFF_ROLES as readonly string[]).includes(user.role)) return null;
    const owner: FirmViewer = { sessionId: '', user, firm };
    return runInScope({ kind: 'firm', firmId: firm.id }, () => this.feedOf(feed, owner, now));
  }

  private async feedOf(feed: CalendarFeed, owner: FirmViewer, now: Date): Promise<FeedContents> {
    const from = new Date(now.getTime() - FEED_PAST_DAYS * DAY);
    const to = new Date(now.getTime() + FEED_FUTURE_DAYS * DAY);
    const [events, tasks] = await Promise.all([
      this.calendar.ofPerson(owner, from, to),
      this.tasks.dueFor(owner, from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)),
    ]);
    await this.dataSource.getRepository(CalendarFeed).update({ id: feed.id }, { lastUsedAt: now });
    return { owner, events, tasks };
  }
}
