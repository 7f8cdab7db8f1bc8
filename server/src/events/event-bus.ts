import { asSystem, runInScope } from '../db/scope';
import { FixedBuffer, Repeater } from '@graphql-yoga/subscription';
import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../logger';

export const EVENTS_CHANNEL = 'matterhorn_events';
/** Sessions that ended (sign-out, expiry, suspension), so every instance closes their sockets. */
export const SESSION_ENDED_CHANNEL = 'matterhorn_session_ended';
/** Taken by every event writer until commit, so event ids are committed in id order. */
const EVENT_WRITE_LOCK = 7_263_001;
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
const REPLAY_PAGE = 500;
// Queries order by `events.id` (the bigint), never by the `id::text` they return: "10" < "9".
const SUBSCRIBER_BUFFER = 10_000;
/** Events are kept this long for replay; a tab away longer reloads its lists anyway. */
export const EVENT_RETENTION_DAYS = 7;

export interface AppEvent<P = unknown> {
  /** Orders every firm's events (never shown to anyone: it would count other firms' events). */
  id: string;
  /** The cursor the firm's people see and resume from: 1, 2, 3, … per firm, as a decimal string. */
  cursor: string;
  firmId: string;
  topic: string;
  recipientIds: string[];
  payload: P;
  createdAt: Date;
}

export interface EventFilter {
  topic: string;
  firmId: string;
  userId: string;
}

interface EventRowRaw {
  id: string;
  firm_seq: string;
  firm_id: string;
  topic: string;
  recipient_ids: string[];
  payload: unknown;
  created_at: Date;
}

const fromRow = (row: EventRowRaw): AppEvent => ({
  id: String(row.id),
  cursor: String(row.firm_seq),
  firmId: row.firm_id,
  topic: row.topic,
  recipientIds: row.recipient_ids,
  payload: row.payload,
  createdAt: row.created_at,
});

/** The largest event id (events.id is a bigint). */
const MAX_CURSOR = 9_223_372_036_854_775_807n;

/** Whether `text` is an event cursor: a decimal event id, 0 up to the largest bigint. */
export function isEventCursor(text: string): boolean {
  return /^\d{1,19}$/.test(text) && BigInt(text) <= MAX_CURSOR;
}

const matches = (event: AppEvent, filter: EventFilter) =>
  event.topic === filter.topic && event.firmId === filter.firmId && event.recipientIds.includes(filter.userId);

/**
 * Live updates across server instances. `publish` writes an event row in the caller's transaction
 * and NOTIFYs its id, which PostgreSQL delivers only once the transaction commits. Every instance
 * LISTENs on one dedicated connection (with a heartbeat that replaces a silent one), reads each
 * new event once, in id order, and hands it to its own subscribers. `stream` replays what a
 * subscriber missed after its cursor, then continues live, without gaps or repeats.
 */
export class EventBus {
  private readonly listeners = new Set<(event: AppEvent) => void>();
  private client: pg.Client | null = null;
  private lastDispatched = 0n;
  /** Each firm's cursor as of `lastDispatched`, for the firms this instance has needed or seen. */
  private readonly firmCursors = new Map<string, string>();
  private catchingUp: Promise<void> = Promise.resolve();
  private heartbeat: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly databaseUrl: string,
    private readonly logger: Logger,
    /** Hears every SESSION_ENDED_CHANNEL notification (payload: the JSON sent). */
    private readonly onSessionEnded: (payload: string) => void = () => {},
  ) {}

  /**
   * Writes the event in `manager`'s transaction; subscribers hear of it once that commits. One
   * statement: the write lock (taken before the id, so ids commit in order), the row, the notice.
   */
  async publish<P>(manager: EntityManager, event: { firmId: string; topic: string; recipientIds: string[]; payload: P }): Promise<string> {
    // The firm's next sequence number comes from its counter row (ON CONFLICT DO UPDATE reads the
    // latest committed value and holds the row until commit), so the firm's numbers follow commit order.
    const rows: Array<{ id: string }> = await manager.query(
      `WITH locked AS MATERIALIZED (SELECT pg_advisory_xact_lock($5) AS held),
       counted AS MATERIALIZED (
         INSERT INTO firm_event_counters (firm_id, last_seq) SELECT $1::uuid, 1 FROM locked
         ON CONFLICT (firm_id) DO UPDATE SET last_seq = firm_event_counters.last_seq + 1 RETURNING last_seq),
       written AS (INSERT INTO events (firm_id, firm_seq, topic, recipient_ids, payload) SELECT $1::uuid, last_seq, $2, $3::uuid[], $4::jsonb FROM counted RETURNING id)
       SELECT id::text AS id, pg_notify($6, id::text) FROM written`,
      [event.firmId, event.topic, [...new Set(event.recipientIds)], JSON.stringify(event.payload), EVENT_WRITE_LOCK, EVENTS_CHANNEL],
    );
    return rows[0]!.id;
  }

  /**
   * The firm's cursor: every one of its events up to it has been committed (ids are taken under one
   * lock, so they commit in order, and a firm's sequence follows them). A client that loads its data
   * after hearing this cursor and subscribes from it misses nothing: whatever came later is
   * replayed, and what its data already shows arrives again (once). Per firm, so that no firm
   * learns how much any other does.
   */
  async cursorOf(firmId: string): Promise<string> {
    const known = this.firmCursors.get(firmId);
    if (known !== undefined) return known;
    const upTo = this.lastDispatched.toString();
    const rows = (await runInScope({ kind: 'firm', firmId }, () =>
      this.dataSource.query('SELECT COALESCE(MAX(firm_seq), 0)::text AS seq FROM events WHERE firm_id = $1 AND id <= $2::bigint', [firmId, upTo]),
    )) as Array<{ seq: string }>;
    const seq = rows[0]?.seq ?? '0';
    // An event of the firm dispatched meanwhile has set a newer one.
    if (!this.firmCursors.has(firmId)) this.firmCursors.set(firmId, seq);
    return this.firmCursors.get(firmId)!;
  }

  /** Starts listening; events already in the log are only replayed to subscribers that ask. */
  async start(): Promise<void> {
    const rows = (await this.dataSource.query('SELECT COALESCE(MAX(id), 0)::text AS max FROM events')) as Array<{ max: string }>;
    this.lastDispatched = BigInt(rows[0]?.max ?? '0');
    await this.connect();
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** Deletes events older than `days` (they are only needed to replay what a tab missed). */
  async purgeOlderThan(days: number): Promise<number> {
    const result: [unknown, number] = await this.dataSource.query(`DELETE FROM events WHERE created_at < now() - make_interval(days => $1)`, [days]);
    return result[1] ?? 0;
  }

  /** Calls `listener` with every new event this instance reads; returns the way to stop. */
  onEvent(listener: (event: AppEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The events for one subscriber after a cursor, oldest first. */
  async replay(filter: EventFilter, after: string, limit = REPLAY_PAGE): Promise<AppEvent[]> {
    const rows: EventRowRaw[] = await runInScope({ kind: 'firm', firmId: filter.firmId }, () => this.dataSource.query(
      `SELECT id::text AS id, firm_seq::text AS firm_seq, firm_id, topic, recipient_ids, payload, created_at FROM events
       WHERE topic = $1 AND firm_id = $2 AND $3 = ANY(recipient_ids) AND events.firm_seq > $4::bigint
       ORDER BY events.firm_seq LIMIT $5`,
      [filter.topic, filter.firmId, filter.userId, after, limit],
    ));
    return rows.map(fromRow);
  }

  /**
   * One subscriber's events: first every one after `after` (when given) from the log, then the
   * live ones, each once and in order. Live events that arrive during the replay wait in a queue.
   */
  stream(filter: EventFilter, after?: string | null): AsyncIterableIterator<AppEvent> {
    // Callers check what a client sent (eventCursorArg); anything else here is a programming error.
    if (after != null && !isEventCursor(after)) throw new RangeError(`Not an event cursor: ${JSON.stringify(after.slice(0, 40))}`);
    return new Repeater<AppEvent>(async (push, stop) => {
      const queue: AppEvent[] = [];
      let replaying = true;
      let cursor = after != null ? BigInt(after) : null;
      const deliver = async (event: AppEvent) => {
        const id = BigInt(event.cursor);
        if (cursor !== null && id <= cursor) return;
        cursor = id;
        await push(event);
      };
      const unsubscribe = this.onEvent((event) => {
        if (!matches(event, filter)) return;
        if (replaying) queue.push(event);
        else void deliver(event);
      });
      try {
        if (cursor !== null) {
          for (;;) {
            const page = await this.replay(filter, cursor.toString());
            for (const event of page) await deliver(event);
            if (page.length < REPLAY_PAGE) break;
          }
        }
        while (queue.length) await deliver(queue.shift()!);
        replaying = false;
        await stop;
      } finally {
        unsubscribe();
      }
      // A subscriber far behind fails rather than losing events; it resumes from its cursor.
    }, new FixedBuffer(SUBSCRIBER_BUFFER)) as unknown as AsyncIterableIterator<AppEvent>;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'matterhorn-events' });
    client.on('notification', (message) => {
      if (message.channel === SESSION_ENDED_CHANNEL) this.onSessionEnded(message.payload ?? '');
      else this.scheduleCatchUp();
    });
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'Event listener connection failed; reconnecting');
      void this.reconnect(client);
    });
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    await client.query(`LISTEN ${SESSION_ENDED_CHANNEL}`);
    this.client = client;
    // Whatever was committed while no connection listened.
    this.scheduleCatchUp();
  }

  private async reconnect(broken: pg.Client): Promise<void> {
    if (this.stopped || this.client !== broken) return;
    this.client = null;
    await broken.end().catch(() => undefined);
    for (let attempt = 0; !this.stopped && !this.client; attempt += 1) {
      try {
        await this.connect();
        this.logger.info('Event listener reconnected');
      } catch (error) {
        this.logger.warn({ err: error }, 'Event listener could not reconnect yet');
        await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** attempt)));
      }
    }
  }

  /** A connection that no longer answers is replaced (a silent network drop raises no error). */
  private async beat(): Promise<void> {
    const client = this.client;
    if (!client || this.stopped) return;
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('heartbeat timed out')), HEARTBEAT_TIMEOUT_MS).unref());
    try {
      await Promise.race([client.query('SELECT 1'), timeout]);
    } catch (error) {
      this.logger.warn({ err: error }, 'Event listener heartbeat failed; reconnecting');
      await this.reconnect(client);
    }
  }

  /** Reads the new events once, in id order, one catch-up at a time. */
  private scheduleCatchUp(): void {
    // The listener reads every firm's events (and hands each only to that firm's subscribers).
    this.catchingUp = this.catchingUp.then(() => asSystem(() => this.catchUp())).catch((error: unknown) => this.logger.error({ err: error }, 'Reading events failed'));
  }

  private async catchUp(): Promise<void> {
    for (;;) {
      const rows: EventRowRaw[] = await this.dataSource.query(
        `SELECT id::text AS id, firm_seq::text AS firm_seq, firm_id, topic, recipient_ids, payload, created_at FROM events WHERE events.id > $1::bigint ORDER BY events.id LIMIT $2`,
        [this.lastDispatched.toString(), REPLAY_PAGE],
      );
      for (const row of rows) {
        const event = fromRow(row);
        this.lastDispatched = BigInt(event.id);
        this.firmCursors.set(event.firmId, event.cursor);
        for (const listener of this.listeners) {
          try {
            listener(event);
          } catch (error) {
            this.logger.error({ err: error }, 'An event listener failed');
          }
        }
      }
      if (rows.length < REPLAY_PAGE) return;
    }
  }
}
