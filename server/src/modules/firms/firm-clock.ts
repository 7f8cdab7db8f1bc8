import type { EntityManager } from 'typeorm';
import { dayInZone } from '../deadlines/calc/zoned-time';

/**
 * Today in the firm's time zone, as SQL, for statements run in a firm's scope (its `app.firm_id`):
 * one lookup per statement (an uncorrelated subquery); the database's date where the firm has no
 * zone of its own or no firm is in scope.
 */
export const FIRM_TODAY_SQL = `(now() AT TIME ZONE COALESCE((SELECT zone.time_zone FROM firms zone WHERE zone.id = NULLIF(current_setting('app.firm_id', true), '')::uuid), current_setting('TimeZone')))::date`;

/** What the clock needs of a firm: its own time zone, when it has chosen one. */
export interface ZonedFirm {
  readonly timeZone: string | null;
}

/**
 * A firm's clock: its time zone (chosen on Firm Profile, else the server's TIME_ZONE) and what the
 * server writes with it: "today" for its dates, the day and time in its notifications, reminders,
 * documents, exports and links. One per process; formatters are made once per zone.
 */
export class FirmClock {
  private readonly formats = new Map<string, { when: Intl.DateTimeFormat; day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

  constructor(readonly serverZone: string) {}

  /** The firm's zone (the viewer's firm is read with the session, so this costs nothing). */
  zoneOf(firm: ZonedFirm | null | undefined): string {
    return firm?.timeZone ?? this.serverZone;
  }

  /** The firm's calendar day now (or at `instant`), YYYY-MM-DD. */
  today(firm: ZonedFirm | null | undefined, instant = new Date()): string {
    return dayInZone(instant, this.zoneOf(firm));
  }

  /** The calendar day of `instant` in `zone`, YYYY-MM-DD. */
  dayOf(instant: Date, zone: string): string {
    return this.formatsOf(zone).day.format(instant);
  }

  /** "Mon, Dec 7, 10:00" in `zone` (24-hour, as the product writes times). */
  dateTimeOf(instant: Date, zone: string): string {
    return this.formatsOf(zone).when.format(instant);
  }

  /** "2026-11-27 14:05" in `zone` (exports). */
  minuteOf(instant: Date, zone: string): string {
    return `${this.dayOf(instant, zone)} ${this.formatsOf(zone).time.format(instant)}`;
  }

  /** The zones of firms by id, for work no person asked for (reminders, sweeps): one query. */
  async zonesOf(manager: EntityManager, firmIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(firmIds)];
    const zones = new Map<string, string>();
    if (!ids.length) return zones;
    const rows = (await manager.query('SELECT id, time_zone FROM firms WHERE id = ANY($1)', [ids])) as Array<{ id: string; time_zone: string | null }>;
    for (const row of rows) zones.set(row.id, row.time_zone ?? this.serverZone);
    return zones;
  }

  /** One firm's zone by id. */
  async zoneOfFirm(manager: EntityManager, firmId: string): Promise<string> {
    return (await this.zonesOf(manager, [firmId])).get(firmId) ?? this.serverZone;
  }

  private formatsOf(zone: string) {
    let found = this.formats.get(zone);
    if (!found) {
      found = {
        when: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }),
        day: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }),
        time: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }),
      };
      this.formats.set(zone, found);
    }
    return found;
  }
}
