import type { DataSource, EntityManager } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, forbidden, notFound } from '../../graphql/errors';
import { type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import type { ActivityService } from '../activity/activity.service';
import { CalendarEvent, CalendarEventAttendee, CalendarEventKind, EventPriority } from '../calendar/calendar.entity';
import { accessibleMatterIds, staffWhoMaySee } from '../matters/matter.access';
import type { MatterService } from '../matters/matter.service';
import { PartyCategory } from '../matters/matter-parts.entity';
import { NotificationType } from '../notifications/notification.entity';
import type { NotificationService } from '../notifications/notification.service';
import type { FirmClock } from '../firms/firm-clock';
import { daysBetween, dayInZone, isDay, DEFAULT_REMINDER_OFFSETS, formatDay, addDays, STARTER_LIMITATION_RULES, STARTER_RULES_AS_OF, statuteDate, tollingDays, zonedTime } from './calc';
import { FirmDeadlineSettings, LimitationRule, MatterStatute, StatuteTolling } from './deadline.entity';
import {
  StatuteSort,
  StatuteStatus,
  type LimitationRuleInput,
  type LimitationRuleSet,
  type Statute,
  type StatuteKeyInput,
  type StatuteOverrideInput,
  type StatuteSatisfiedInput,
  type StatutesAtRiskArgs,
  type StatuteTollingInput,
} from './deadline.inputs';
import { Role } from '../../graphql/roles';
import { SortDirection } from '../../graphql/sorting';

/** Statutes within this many days are "at risk". */
export const AT_RISK_DAYS = 180;
const STARTER_LOCK = 'limitation-rules:starter';

interface StatuteRow {
  matter_id: string;
  statute_id: string | null;
  plaintiff_party_id: string | null;
  defendant_party_id: string | null;
  firm_id: string;
  incident_date: string | null;
  incident_state: string | null;
  case_type: string | null;
  override_day: string | null;
  override_reason: string | null;
  satisfied_on: string | null;
  satisfied_note: string | null;
  calendar_event_id: string | null;
  rule_id: string | null;
  rule_years: number | null;
  rule_months: number | null;
  rule_days: number | null;
  tolled_days: number;
  computed_on: string | null;
  due_on: string | null;
  matter_name: string;
  matter_number: string;
  plaintiff_name: string | null;
  defendant_name: string | null;
  rule_state: string | null;
  rule_case_type: string | null;
  discovery_note: string | null;
  source: string | null;
  rules_confirmed: boolean;
}

const SORT_SQL: Record<StatuteSort, string> = {
  [StatuteSort.DUE]: 'd.due_on',
  [StatuteSort.CASE]: 'm.number',
  [StatuteSort.STATE]: 'd.incident_state',
};

/** The statute rows with their case, parties and rule, for a WHERE on `d` (the view) and `m` (matters). */
const ROWS_SQL = `
  SELECT d.*, to_char(d.incident_date, 'YYYY-MM-DD') AS incident_date, to_char(d.computed_on, 'YYYY-MM-DD') AS computed_on,
         to_char(d.due_on, 'YYYY-MM-DD') AS due_on, to_char(d.override_day, 'YYYY-MM-DD') AS override_day, to_char(d.satisfied_on, 'YYYY-MM-DD') AS satisfied_on,
         m.name AS matter_name, m.number AS matter_number, pc.name AS plaintiff_name, dc.name AS defendant_name,
         r.state AS rule_state, r.case_type AS rule_case_type, r.discovery_note, r.source,
         (fs.rules_confirmed_at IS NOT NULL) AS rules_confirmed
  FROM matter_statute_dates d
  JOIN matters m ON m.id = d.matter_id
  LEFT JOIN matter_parties pp ON pp.id = d.plaintiff_party_id LEFT JOIN contacts pc ON pc.id = pp.contact_id
  LEFT JOIN matter_parties dp ON dp.id = d.defendant_party_id LEFT JOIN contacts dc ON dc.id = dp.contact_id
  LEFT JOIN limitation_rules r ON r.id = d.rule_id
  LEFT JOIN firm_deadline_settings fs ON fs.firm_id = d.firm_id`;

/**
 * Statutes of limitations: the firm's rules (the shipped starter table until it edits them, which
 * it must confirm), each case's dates (whole case and plaintiff–defendant pairs) with tolling,
 * overrides and the complaint filed, the at-risk list, and the reminders with their calendar
 * entries, which stop once the complaint is filed.
 */
export class StatuteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly activity: ActivityService,
    private readonly notifications: NotificationService,
    private readonly clock: FirmClock,
  ) {}

  /** Writes the shipped starter table (rows without a firm) as this version has it. Idempotent; run at start. */
  async ensureStarterRules(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [STARTER_LOCK]);
      await manager.query('DELETE FROM limitation_rules WHERE firm_id IS NULL');
      const repo = manager.getRepository(LimitationRule);
      for (let i = 0; i < STARTER_LIMITATION_RULES.length; i += 200) {
        await repo.insert(
          STARTER_LIMITATION_RULES.slice(i, i + 200).map((rule) => ({
            firmId: null, state: rule.state, caseType: rule.caseType, years: rule.period.years, months: rule.period.months, days: rule.period.days,
            discoveryNote: rule.discoveryNote, source: rule.source,
          })),
        );
      }
    });
  }

  // --- rules -----------------------------------------------------------------------------------

  async ruleSet(viewer: FirmViewer): Promise<LimitationRuleSet> {
    const settings = await this.settings(viewer.firm.id);
    const rules = await this.dataSource.getRepository(LimitationRule).createQueryBuilder('rule')
      .where(settings.ownRules ? 'rule.firm_id = :firmId' : 'rule.firm_id IS NULL', { firmId: viewer.firm.id })
      .orderBy('rule.state', 'ASC').addOrderBy('rule.case_type', 'ASC', 'NULLS FIRST').getMany();
    return {
      rules,
      ownRules: settings.ownRules,
      confirmedAt: settings.rulesConfirmedAt,
      confirmedBy: settings.rulesConfirmedBy ?? null,
      starterAsOf: STARTER_RULES_AS_OF,
      reminderOffsets: settings.reminderOffsets,
    };
  }

  /** Replaces the firm's rules (its own copy from now on). Firm admins. */
  async setRules(viewer: FirmViewer, rules: LimitationRuleInput[]): Promise<LimitationRuleSet> {
    this.requireAdmin(viewer);
    const seen = new Map<string, number>();
    const errors: Array<{ field: string; messages: string[] }> = [];
    rules.forEach((rule, index) => {
      const key = `${rule.state.trim().toLowerCase()}|${rule.caseType?.trim().toLowerCase() ?? ''}`;
      if (seen.has(key)) errors.push({ field: `rules.${index}.caseType`, messages: ['This state and case type already have a rule.'] });
      seen.set(key, index);
      if (rule.years + rule.months + rule.days === 0) errors.push({ field: `rules.${index}.years`, messages: ['Enter the period.'] });
    });
    if (errors.length) throw badUserInput(errors);
    await this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM limitation_rules WHERE firm_id = $1', [viewer.firm.id]);
      if (rules.length) {
        await manager.getRepository(LimitationRule).insert(
          rules.map((rule) => ({
            firmId: viewer.firm.id, state: rule.state.trim(), caseType: rule.caseType?.trim() || null, years: rule.years, months: rule.months, days: rule.days,
            discoveryNote: rule.discoveryNote?.trim() || null, source: rule.source?.trim() || null,
          })),
        );
      }
      await this.saveSettings(manager, viewer.firm.id, { ownRules: true });
      await this.activity.record(manager, viewer, viewer.firm.id, { action: 'limitation_rules.changed', subjectType: 'firm', subjectId: viewer.firm.id, summary: `Changed the limitation rules (${rules.length} rules)` });
    });
    return this.ruleSet(viewer);
  }

  /** The firm has reviewed its rules and relies on them. Firm admins. */
  async confirmRules(viewer: FirmViewer): Promise<LimitationRuleSet> {
    this.requireAdmin(viewer);
    await this.dataSource.transaction(async (manager) => {
      await this.saveSettings(manager, viewer.firm.id, { rulesConfirmedAt: new Date(), rulesConfirmedById: viewer.user.id });
      await this.activity.record(manager, viewer, viewer.firm.id, { action: 'limitation_rules.confirmed', subjectType: 'firm', subjectId: viewer.firm.id, summary: 'Confirmed the limitation rules' });
    });
    return this.ruleSet(viewer);
  }

  async setReminderOffsets(viewer: FirmViewer, offsets: number[]): Promise<LimitationRuleSet> {
    this.requireAdmin(viewer);
    const clean = [...new Set(offsets)].sort((a, b) => b - a);
    if (clean.some((o) => !Number.isInteger(o) || o < 0 || o > 3650)) throw badUserInput([{ field: 'offsets', messages: ['Use whole days between 0 and 3650.'] }]);
    await this.dataSource.transaction((manager) => this.saveSettings(manager, viewer.firm.id, { reminderOffsets: clean }));
    return this.ruleSet(viewer);
  }

  // --- statutes --------------------------------------------------------------------------------

  /** Every statute of a case: the whole case first, then the pairs. */
  async forMatter(viewer: FirmViewer, matterId: string): Promise<Statute[]> {
    await this.matters.get(viewer, matterId);
    const rows: StatuteRow[] = await this.dataSource.query(
      `${ROWS_SQL} WHERE d.matter_id = $1 ORDER BY (d.plaintiff_party_id IS NOT NULL OR d.defendant_party_id IS NOT NULL), pc.name, dc.name`,
      [matterId],
    );
    return this.toStatutes(rows, this.clock.today(viewer.firm));
  }

  /** Statutes not yet satisfied whose date is within the window (or already passed), for the cases the viewer may open. */
  async atRisk(viewer: FirmViewer, args: StatutesAtRiskArgs): Promise<Page<Statute>> {
    const access = accessibleMatterIds(viewer, 3);
    const where = `WHERE d.firm_id = $1 AND m.status <> 'COMPLETED' AND d.satisfied_on IS NULL AND d.due_on IS NOT NULL AND d.due_on <= $2::date AND d.matter_id IN (${access.sql})`;
    const today = this.clock.today(viewer.firm);
    const horizon = addDays(today, args.withinDays);
    const params = [viewer.firm.id, horizon, ...access.params];
    const direction = args.sortDirection === SortDirection.DESC ? 'DESC' : 'ASC';
    const { offset, limit } = pageWindow(args);
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `${ROWS_SQL} ${where} ORDER BY ${SORT_SQL[args.sortBy]} ${direction} NULLS LAST, d.due_on ASC, m.number ASC, d.statute_id NULLS FIRST
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      ) as Promise<StatuteRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS count FROM matter_statute_dates d JOIN matters m ON m.id = d.matter_id ${where}`, params) as Promise<Array<{ count: number }>>,
    ]);
    return pageWithTotal(args, await this.toStatutes(rows, today), count[0]!.count);
  }

  /** What the statute would be for an intake not yet saved (state, case type, incident date). */
  async preview(viewer: FirmViewer, state: string, caseType: string, incidentDate: string): Promise<Statute> {
    if (!isDay(incidentDate)) throw badUserInput([{ field: 'incidentDate', messages: ['Enter a date as YYYY-MM-DD.'] }]);
    const settings = await this.settings(viewer.firm.id);
    const rows: Array<{ id: string; state: string; case_type: string | null; years: number; months: number; days: number; discovery_note: string | null; source: string | null; due_on: string }> =
      await this.dataSource.query(
        `SELECT lr.*, to_char(($4::date + make_interval(years => lr.years, months => lr.months) + make_interval(days => lr.days))::date, 'YYYY-MM-DD') AS due_on
         FROM limitation_rules lr
         WHERE lower(lr.state) = lower($1) AND (lr.case_type IS NULL OR lower(lr.case_type) = lower($2))
           AND (CASE WHEN $5::boolean THEN lr.firm_id = $3 ELSE lr.firm_id IS NULL END)
         ORDER BY lr.case_type IS NULL LIMIT 1`,
        [state, caseType, viewer.firm.id, incidentDate, settings.ownRules],
      );
    const rule = rows[0];
    return this.toStatute(
      {
        matter_id: '', statute_id: null, plaintiff_party_id: null, defendant_party_id: null, firm_id: viewer.firm.id, incident_date: incidentDate, incident_state: state,
        case_type: caseType, override_day: null, override_reason: null, satisfied_on: null, satisfied_note: null, calendar_event_id: null, rule_id: rule?.id ?? null,
        rule_years: rule?.years ?? null, rule_months: rule?.months ?? null, rule_days: rule?.days ?? null, tolled_days: 0, computed_on: rule?.due_on ?? null,
        due_on: rule?.due_on ?? null, matter_name: '', matter_number: '', plaintiff_name: null, defendant_name: null, rule_state: rule?.state ?? null,
        rule_case_type: rule?.case_type ?? null, discovery_note: rule?.discovery_note ?? null, source: rule?.source ?? null, rules_confirmed: settings.rulesConfirmedAt !== null,
      },
      [],
      this.clock.today(viewer.firm),
    );
  }

  /** Adds a statute for a plaintiff–defendant pair of the case. */
  async addPair(viewer: FirmViewer, key: StatuteKeyInput): Promise<Statute[]> {
    if (!key.plaintiffPartyId || !key.defendantPartyId) throw badUserInput([{ field: 'plaintiffPartyId', messages: ['Choose the plaintiff and the defendant.'] }]);
    await this.write(viewer, key, 'statute.pair_added', async (_manager, _statute, names) => `Added a statute of limitations for ${names}`);
    return this.forMatter(viewer, key.matterId);
  }

  async removePair(viewer: FirmViewer, key: StatuteKeyInput): Promise<Statute[]> {
    if (!key.plaintiffPartyId && !key.defendantPartyId) throw badUserInput([{ field: 'matterId', messages: ["The case's own statute cannot be removed."] }]);
    await this.write(viewer, key, 'statute.pair_removed', async (manager, statute, names) => {
      await this.dropCalendarEntry(manager, statute);
      await manager.delete(MatterStatute, { id: statute.id });
      return `Removed the statute of limitations for ${names}`;
    });
    return this.forMatter(viewer, key.matterId);
  }

  async setOverride(viewer: FirmViewer, input: StatuteOverrideInput): Promise<Statute[]> {
    const reason = input.reason?.trim() || null;
    if (input.day && !reason) throw badUserInput([{ field: 'reason', messages: ['Say why the date is set by hand.'] }]);
    await this.write(viewer, input, 'statute.overridden', async (manager, statute, names) => {
      await manager.update(MatterStatute, { id: statute.id }, { overrideDay: input.day ?? null, overrideReason: input.day ? reason : null });
      return input.day ? `Set the statute of limitations${names ? ` for ${names}` : ''} to ${input.day} by hand: ${reason}` : `Removed the hand-set statute date${names ? ` for ${names}` : ''}`;
    });
    return this.forMatter(viewer, input.matterId);
  }

  async addTolling(viewer: FirmViewer, input: StatuteTollingInput): Promise<Statute[]> {
    const reason = input.reason.trim();
    let days = input.days ?? null;
    if (input.fromDay || input.toDay) {
      if (!input.fromDay || !input.toDay) throw badUserInput([{ field: input.fromDay ? 'toDay' : 'fromDay', messages: ['Enter both days of the range.'] }]);
      if (input.toDay < input.fromDay) throw badUserInput([{ field: 'toDay', messages: ['The range ends before it starts.'] }]);
      days = tollingDays(input.fromDay, input.toDay);
    }
    if (!days || days < 1) throw badUserInput([{ field: 'days', messages: ['Enter the days tolled, or the range.'] }]);
    if (!reason) throw badUserInput([{ field: 'reason', messages: ['Say why the clock stops (e.g. the plaintiff was a minor).'] }]);
    await this.write(viewer, input, 'statute.tolled', async (manager, statute, names) => {
      await manager.getRepository(StatuteTolling).insert({ firmId: statute.firmId, statuteId: statute.id, days, reason, fromDay: input.fromDay ?? null, toDay: input.toDay ?? null });
      return `Tolled the statute of limitations${names ? ` for ${names}` : ''} by ${days} days: ${reason}`;
    });
    return this.forMatter(viewer, input.matterId);
  }

  async removeTolling(viewer: FirmViewer, id: string): Promise<Statute[]> {
    const rows: Array<{ matter_id: string; plaintiff_party_id: string | null; defendant_party_id: string | null }> = await this.dataSource.query(
      `SELECT st.matter_id, st.plaintiff_party_id, st.defendant_party_id FROM statute_tollings t JOIN matter_statutes st ON st.id = t.statute_id WHERE t.id = $1 AND st.firm_id = $2`,
      [id, viewer.firm.id],
    );
    const found = rows[0];
    if (!found) throw notFound('The tolling period');
    const key = { matterId: found.matter_id, plaintiffPartyId: found.plaintiff_party_id, defendantPartyId: found.defendant_party_id };
    await this.write(viewer, key, 'statute.tolling_removed', async (manager, _statute, names) => {
      const tolling = await manager.findOneByOrFail(StatuteTolling, { id });
      await manager.delete(StatuteTolling, { id });
      return `Removed ${tolling.days} tolled days (${tolling.reason}) from the statute of limitations${names ? ` for ${names}` : ''}`;
    });
    return this.forMatter(viewer, key.matterId);
  }

  /** The complaint was filed: the statute is satisfied, its reminders and calendar entry stop. */
  async satisfy(viewer: FirmViewer, input: StatuteSatisfiedInput): Promise<Statute[]> {
    if (input.filedOn > this.clock.today(viewer.firm)) throw badUserInput([{ field: 'filedOn', messages: ['The filing date cannot be in the future.'] }]);
    await this.write(viewer, input, 'statute.satisfied', async (manager, statute, names) => {
      await manager.update(MatterStatute, { id: statute.id }, { satisfiedOn: input.filedOn, satisfiedNote: input.note?.trim() || null });
      await this.dropCalendarEntry(manager, statute);
      return `Recorded the complaint as filed on ${input.filedOn}${names ? ` for ${names}` : ''}: the statute of limitations is satisfied and its reminders stop`;
    });
    return this.forMatter(viewer, input.matterId);
  }

  /** Undoes "complaint filed": the reminders and the calendar entry resume. */
  async unsatisfy(viewer: FirmViewer, key: StatuteKeyInput): Promise<Statute[]> {
    await this.write(viewer, key, 'statute.unsatisfied', async (manager, statute, names) => {
      await manager.update(MatterStatute, { id: statute.id }, { satisfiedOn: null, satisfiedNote: null });
      return `Undid the complaint filing${names ? ` for ${names}` : ''}: the statute of limitations reminders resume`;
    });
    await this.syncCalendar(key.matterId);
    return this.forMatter(viewer, key.matterId);
  }

  // --- reminders and calendar entries -----------------------------------------------------------

  /**
   * The reminder job (every instance runs it; each reminder is claimed once): keeps one all-day
   * calendar entry on each open statute date for the case's staff, and sends the reminder of the
   * latest offset reached (at 09:00 in the firm's time zone; offsets skipped while a case did
   * not exist are not sent late). Satisfied statutes get nothing, and lose their entry.
   */
  async runDue(now = new Date()): Promise<number> {
    await this.syncCalendar(null);
    // Each firm's own today; the query takes a day more on each side (zones differ by at most one).
    const serverToday = dayInZone(now, this.clock.serverZone);
    const rows: Array<StatuteRow & { offsets: number[] | null }> = await this.dataSource.query(
      `${ROWS_SQL.replace('SELECT d.*,', 'SELECT d.*, fs.reminder_offsets AS offsets,')}
       WHERE m.status <> 'COMPLETED' AND d.satisfied_on IS NULL AND d.due_on IS NOT NULL AND d.due_on >= $1::date - 2
         AND d.due_on <= $1::date + 1 + COALESCE((SELECT max(o) FROM unnest(fs.reminder_offsets) o), ${Math.max(...DEFAULT_REMINDER_OFFSETS)})`,
      [serverToday],
    );
    const zones = await this.clock.zonesOf(this.dataSource.manager, rows.map((row) => row.firm_id));
    let sent = 0;
    for (const row of rows) {
      const zone = zones.get(row.firm_id) ?? this.clock.serverZone;
      const today = dayInZone(now, zone);
      if (daysBetween(today, row.due_on!) < -1) continue;
      const offsets = [...(row.offsets ?? DEFAULT_REMINDER_OFFSETS)].sort((a, b) => a - b);
      const left = daysBetween(today, row.due_on!);
      const stage = offsets.find((offset) => left <= offset);
      if (stage === undefined) continue;
      // Due at 09:00 local on the reminder day; a case entered later gets the current stage at once.
      if (left === stage && now < zonedTime(today, '09:00', zone)) continue;
      sent += await this.dataSource.transaction(async (manager) => {
        const statuteId = row.statute_id ?? (await this.ensureRow(manager, row.firm_id, { matterId: row.matter_id, plaintiffPartyId: null, defendantPartyId: null }));
        const claimed: Array<{ statute_id: string }> = await manager.query(
          `INSERT INTO statute_reminders (firm_id, statute_id, due_on, offset_days) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING statute_id`,
          [row.firm_id, statuteId, row.due_on, stage],
        );
        if (!claimed.length) return 0;
        const people = await this.responsible(manager, row.firm_id, row.matter_id);
        const whose = row.plaintiff_name || row.defendant_name ? ` (${[row.plaintiff_name, row.defendant_name].filter(Boolean).join(' v. ')})` : '';
        const when = left === 0 ? 'is today' : left < 0 ? `passed on ${formatDay(row.due_on!)}` : `is in ${left} ${left === 1 ? 'day' : 'days'}, on ${formatDay(row.due_on!)}`;
        await this.notifications.notify(manager, {
          firmId: row.firm_id,
          matterId: row.matter_id,
          userIds: people,
          type: NotificationType.EVENT,
          message: `Statute of limitations for ${row.matter_number} ${row.matter_name}${whose} ${when}. Record the complaint when it is filed.`,
          link: `/cases/caseDetail?id=${row.matter_id}&tab=deadlines`,
        });
        return 1;
      });
    }
    return sent;
  }

  /** One all-day calendar entry per open statute date (case staff attend); none once satisfied or unknown. */
  async syncCalendar(matterId: string | null): Promise<void> {
    const filter = matterId ? 'AND d.matter_id = $2' : '';
    // Open statutes of open cases from the firm's today on have an entry on their date; the rest have none.
    const wanted = `d.due_on IS NOT NULL AND d.satisfied_on IS NULL AND m.status <> 'COMPLETED' AND d.due_on >= (now() AT TIME ZONE COALESCE(f.time_zone, $1))::date`;
    const rows: StatuteRow[] = await this.dataSource.query(
      `${ROWS_SQL} JOIN firms f ON f.id = d.firm_id LEFT JOIN calendar_events ce ON ce.id = d.calendar_event_id
       WHERE ((${wanted} AND (ce.id IS NULL OR (ce.starts_at AT TIME ZONE 'UTC')::date <> d.due_on))
          OR (d.calendar_event_id IS NOT NULL AND NOT (${wanted}))) ${filter}
       LIMIT 500`,
      matterId ? [this.clock.serverZone, matterId] : [this.clock.serverZone],
    );
    const zones = await this.clock.zonesOf(this.dataSource.manager, rows.map((row) => row.firm_id));
    for (const row of rows) {
      const today = dayInZone(new Date(), zones.get(row.firm_id) ?? this.clock.serverZone);
      await this.dataSource.transaction(async (manager) => {
        const statuteId = row.statute_id ?? (await this.ensureRow(manager, row.firm_id, { matterId: row.matter_id, plaintiffPartyId: null, defendantPartyId: null }));
        // Locked: another instance (or this one's write path) may be making the same entry.
        const statute = await manager.findOneOrFail(MatterStatute, { where: { id: statuteId }, lock: { mode: 'pessimistic_write' } });
        const open = row.due_on && !row.satisfied_on && row.due_on >= today;
        if (!open) {
          await this.dropCalendarEntry(manager, statute);
          return;
        }
        const day = new Date(`${row.due_on!}T00:00:00.000Z`);
        const whose = row.plaintiff_name || row.defendant_name ? ` (${[row.plaintiff_name, row.defendant_name].filter(Boolean).join(' v. ')})` : '';
        const title = `Statute of limitations: ${row.matter_number} ${row.matter_name}${whose}`.slice(0, 200);
        if (statute.calendarEventId && (await manager.existsBy(CalendarEvent, { id: statute.calendarEventId }))) {
          await manager.update(CalendarEvent, { id: statute.calendarEventId }, { startsAt: day, endsAt: day, title });
          return;
        }
        const { identifiers } = await manager.getRepository(CalendarEvent).insert({
          firmId: row.firm_id, matterId: row.matter_id, title, kind: CalendarEventKind.EVENT, priority: EventPriority.HIGH, color: 'red', allDay: true,
          startsAt: day, endsAt: day, description: 'The last day to file. Record the complaint on the case’s Deadlines tab when it is filed.', reminderMinutes: null,
          createdById: null,
        });
        const eventId = String(identifiers[0]!.id);
        const people = await this.responsible(manager, row.firm_id, row.matter_id);
        if (people.length) await manager.getRepository(CalendarEventAttendee).insert(people.map((userId) => ({ firmId: row.firm_id, eventId, userId })));
        await manager.update(MatterStatute, { id: statute.id }, { calendarEventId: eventId });
      });
    }
  }

  // --- helpers ---------------------------------------------------------------------------------

  private requireAdmin(viewer: FirmViewer) {
    if (viewer.user.role !== Role.FIRM_ADMIN) throw forbidden('Only a firm admin can change the limitation rules.');
  }

  private async settings(firmId: string): Promise<FirmDeadlineSettings> {
    const found = await this.dataSource.getRepository(FirmDeadlineSettings).findOne({ where: { firmId }, relations: { rulesConfirmedBy: true } });
    return found ?? Object.assign(new FirmDeadlineSettings(), { firmId, ownRules: false, rulesConfirmedAt: null, rulesConfirmedById: null, rulesConfirmedBy: null, reminderOffsets: [...DEFAULT_REMINDER_OFFSETS] });
  }

  private async saveSettings(manager: EntityManager, firmId: string, changes: Partial<FirmDeadlineSettings>): Promise<void> {
    await manager.query('INSERT INTO firm_deadline_settings (firm_id) VALUES ($1) ON CONFLICT (firm_id) DO NOTHING', [firmId]);
    await manager.update(FirmDeadlineSettings, { firmId }, changes);
  }

  /** The statute row for a key (made when first written), after checking the case and its parties. */
  private async write(
    viewer: FirmViewer,
    key: StatuteKeyInput,
    action: string,
    change: (manager: EntityManager, statute: MatterStatute, names: string) => Promise<string>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.matters.get(viewer, key.matterId, manager);
      const names = await this.pairNames(manager, key);
      const id = await this.ensureRow(manager, viewer.firm.id, key);
      const statute = await manager.findOneByOrFail(MatterStatute, { id });
      const summary = await change(manager, statute, names);
      await this.matters.record(manager, viewer, key.matterId, action, summary);
    });
    await this.syncCalendar(key.matterId);
  }

  /** "Dana Whitfield v. Lone Star Freight" for a pair (checking both parties belong to the case), "" for the whole case. */
  private async pairNames(manager: EntityManager, key: StatuteKeyInput): Promise<string> {
    if (!key.plaintiffPartyId && !key.defendantPartyId) return '';
    const check = async (id: string | null | undefined, categories: PartyCategory[], field: string) => {
      if (!id) return null;
      const rows: Array<{ name: string }> = await manager.query(
        `SELECT c.name FROM matter_parties p JOIN contacts c ON c.id = p.contact_id WHERE p.id = $1 AND p.matter_id = $2 AND p.category = ANY($3)`,
        [id, key.matterId, categories],
      );
      if (!rows[0]) throw badUserInput([{ field, messages: [field === 'plaintiffPartyId' ? 'Choose a plaintiff of this case.' : 'Choose a defendant of this case.'] }]);
      return rows[0].name;
    };
    const plaintiff = await check(key.plaintiffPartyId, [PartyCategory.PLAINTIFF, PartyCategory.OTHER_PLAINTIFF], 'plaintiffPartyId');
    const defendant = await check(key.defendantPartyId, [PartyCategory.DEFENDANT, PartyCategory.THIRD_PARTY_ACTION], 'defendantPartyId');
    return [plaintiff, defendant].filter(Boolean).join(' v. ');
  }

  private async ensureRow(manager: EntityManager, firmId: string, key: StatuteKeyInput): Promise<string> {
    const plaintiff = key.plaintiffPartyId ?? null;
    const defendant = key.defendantPartyId ?? null;
    const find = async () =>
      (await manager.query(
        `SELECT id FROM matter_statutes WHERE matter_id = $1 AND plaintiff_party_id IS NOT DISTINCT FROM $2::uuid AND defendant_party_id IS NOT DISTINCT FROM $3::uuid`,
        [key.matterId, plaintiff, defendant],
      )) as Array<{ id: string }>;
    const found = await find();
    if (found[0]) return found[0].id;
    await manager.query(
      `INSERT INTO matter_statutes (firm_id, matter_id, plaintiff_party_id, defendant_party_id, version) VALUES ($1, $2, $3, $4, 1) ON CONFLICT DO NOTHING`,
      [firmId, key.matterId, plaintiff, defendant],
    );
    return (await find())[0]!.id;
  }

  private async dropCalendarEntry(manager: EntityManager, statute: MatterStatute): Promise<void> {
    if (!statute.calendarEventId) return;
    await manager.update(MatterStatute, { id: statute.id }, { calendarEventId: null });
    await manager.delete(CalendarEvent, { id: statute.calendarEventId });
  }

  /** Who is reminded: the case's staff; without staff, the firm's admins and attorneys. */
  /**
   * Who a case's statute is for: its staff, or with none the firm's admins and attorneys; in either
   * case only those who may open the case (a "Specific Users" case is not shown to the rest).
   */
  private async responsible(manager: EntityManager, firmId: string, matterId: string): Promise<string[]> {
    const staff: Array<{ id: string }> = await manager.query(
      `SELECT u.id FROM matter_staff s JOIN users u ON u.id = s.user_id WHERE s.matter_id = $1 AND u.status = 'ACTIVE' ORDER BY s.position`,
      [matterId],
    );
    const candidates = staff.length
      ? staff
      : ((await manager.query(`SELECT id FROM users WHERE firm_id = $1 AND status = 'ACTIVE' AND role IN ('FIRM_ADMIN', 'ATTORNEY')`, [firmId])) as Array<{ id: string }>);
    const allowed = new Set(await staffWhoMaySee(manager, firmId, matterId, candidates.map((row) => row.id)));
    return candidates.map((row) => row.id).filter((id) => allowed.has(id));
  }

  /** `today` is the firm's (statutes are always read for one firm). */
  private async toStatutes(rows: StatuteRow[], today: string): Promise<Statute[]> {
    const ids = rows.map((row) => row.statute_id).filter((id): id is string => id !== null);
    const tollings = ids.length
      ? await this.dataSource.getRepository(StatuteTolling).createQueryBuilder('t').where('t.statute_id IN (:...ids)', { ids }).orderBy('t.created_at', 'ASC').getMany()
      : [];
    return rows.map((row) => this.toStatute(row, tollings.filter((t) => t.statuteId === row.statute_id), today));
  }

  private toStatute(row: StatuteRow, tolling: StatuteTolling[], today: string): Statute {
    const rule = row.rule_id
      ? { state: row.rule_state!, caseType: row.rule_case_type, years: row.rule_years!, months: row.rule_months!, days: row.rule_days!, discoveryNote: row.discovery_note, source: row.source }
      : null;
    const override = row.override_day ? { day: row.override_day, reason: row.override_reason ?? '' } : null;
    let explanation: string;
    let steps: string[];
    if (rule && row.incident_date) {
      const result = statuteDate({
        incidentDate: row.incident_date,
        period: { years: rule.years, months: rule.months, days: rule.days },
        ruleLabel: `${rule.state}, ${rule.caseType ?? row.case_type ?? 'personal injury'}`,
        tolling: tolling.map((t) => ({ days: t.days, reason: t.reason })),
        override,
      });
      explanation = result.explanation;
      steps = result.steps;
    } else if (override) {
      explanation = `set by hand to ${override.day} (${override.reason})`;
      steps = [explanation];
    } else {
      explanation = !row.incident_date
        ? 'Enter the incident date to compute the statute of limitations.'
        : !row.incident_state
          ? 'Enter the incident state to compute the statute of limitations.'
          : `No limitation rule for ${row.incident_state}${row.case_type ? `, ${row.case_type}` : ''}: add one in Deadline Rules, or set the date by hand.`;
      steps = [explanation];
    }
    const daysLeft = row.due_on ? daysBetween(today, row.due_on) : null;
    const status = row.satisfied_on
      ? StatuteStatus.SATISFIED
      : daysLeft === null
        ? StatuteStatus.UNKNOWN
        : daysLeft < 0
          ? StatuteStatus.PASSED
          : daysLeft <= AT_RISK_DAYS
            ? StatuteStatus.AT_RISK
            : StatuteStatus.OPEN;
    return {
      key: [row.matter_id, row.plaintiff_party_id, row.defendant_party_id].filter(Boolean).join(':'),
      matterId: row.matter_id,
      matterName: row.matter_name,
      matterNumber: row.matter_number,
      plaintiffPartyId: row.plaintiff_party_id,
      plaintiffName: row.plaintiff_name,
      defendantPartyId: row.defendant_party_id,
      defendantName: row.defendant_name,
      incidentDate: row.incident_date,
      incidentState: row.incident_state,
      caseType: row.case_type,
      rule,
      tolling,
      computedOn: row.computed_on,
      dueOn: row.due_on,
      overrideDay: row.override_day,
      overrideReason: row.override_reason,
      satisfiedOn: row.satisfied_on,
      satisfiedNote: row.satisfied_note,
      daysLeft,
      status,
      explanation,
      steps,
      rulesConfirmed: row.rules_confirmed,
    };
  }
}
