import type { EntityManager } from 'typeorm';
import { ActivityEntry } from '../modules/activity/activity.entity';
import { AccidentTiming, Incident, InjuryLocation, Matter, MatterPermission, MatterPriority, MatterStatus, ReferralSource } from '../modules/matters/matter.entity';
import { MatterStaff, MatterStatusChange, Party, PartyCategory, TimelineEntry } from '../modules/matters/matter-parts.entity';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const isoDay = (days: number) => daysAgo(days).toISOString().slice(0, 10);

interface DemoParty {
  contact: string;
  category: PartyCategory;
  role: string;
  primaryLabel?: string;
}

interface DemoMatter {
  name: string;
  client: string;
  caseType: string;
  stage: string;
  status: MatterStatus;
  statusDaysAgo: number;
  priority: MatterPriority;
  incidentDaysAgo: number;
  facts: string;
  court?: string;
  parties: DemoParty[];
  timeline: Array<{ title: string; daysAgo: number; time?: string }>;
}

const DEMO_MATTERS: DemoMatter[] = [
  {
    name: 'Alvarez v. Lone Star Freight LLC', client: 'Maria Alvarez', caseType: 'Truck Accident', stage: 'Demand', status: MatterStatus.IN_PROGRESS,
    statusDaysAgo: 34, priority: MatterPriority.HIGH, incidentDaysAgo: 120, court: 'Travis County District Court',
    facts: 'Client was rear-ended by a freight truck at a red light on I-35; lower back and neck injuries, ongoing physical therapy.',
    parties: [
      { contact: 'Lone Star Freight LLC', category: PartyCategory.DEFENDANT, role: 'Defendant', primaryLabel: 'Primary Defendant' },
      { contact: 'Rudy Marsh', category: PartyCategory.DEFENDANT, role: 'Defendant', primaryLabel: 'Co-Defendant' },
      { contact: 'Gulf States Mutual Insurance', category: PartyCategory.NON_PARTY_CONTACT, role: 'Insurance Company' },
      { contact: 'Grace Okafor', category: PartyCategory.NON_PARTY_CONTACT, role: 'Witness', primaryLabel: 'Key Witness' },
      { contact: 'Capitol Spine & Rehab', category: PartyCategory.PLAINTIFF_CONTACT, role: 'Medical Provider' },
      { contact: 'Laura Kim', category: PartyCategory.NON_PARTY_CONTACT, role: 'Attorney' },
    ],
    timeline: [
      { title: 'Accident on I-35', daysAgo: 120 },
      { title: 'Client signed retainer', daysAgo: 110, time: '10:00' },
      { title: 'Demand letter sent to Gulf States Mutual', daysAgo: 20, time: '15:30' },
    ],
  },
  {
    name: 'Bell – Slip and Fall', client: 'Marcus Bell', caseType: 'Slip and Fall', stage: 'Investigation', status: MatterStatus.PENDING,
    statusDaysAgo: 6, priority: MatterPriority.NORMAL, incidentDaysAgo: 12,
    facts: 'Slipped on an unmarked wet floor at a grocery store; wrist fracture.',
    parties: [],
    timeline: [{ title: 'Incident at the grocery store', daysAgo: 12 }],
  },
  {
    name: 'Brooks v. Capitol Transit', client: 'Ethan Brooks', caseType: 'Pedestrian Accident', stage: 'Settlement', status: MatterStatus.COMPLETED,
    statusDaysAgo: 60, priority: MatterPriority.LOW, incidentDaysAgo: 700,
    facts: 'Struck by a bus while crossing at a marked crosswalk; settled after mediation.',
    parties: [{ contact: 'Anil Mehta', category: PartyCategory.PLAINTIFF_CONTACT, role: 'Expert', primaryLabel: 'Medical Expert' }],
    timeline: [{ title: 'Mediation; settlement reached', daysAgo: 62, time: '09:00' }],
  },
];

/** A few demo cases built on the demo contacts: parties, staff, timeline, status history, activity. */
export async function seedDemoMatters(manager: EntityManager, firmId: string, contacts: Map<string, string>, staffIds: string[]): Promise<string[]> {
  const year = new Date().getFullYear();
  const ids: string[] = [];
  for (const [index, demo] of DEMO_MATTERS.entries()) {
    const clientId = contacts.get(demo.client)!;
    const incident = Object.assign(new Incident(), {
      state: 'Texas', date: isoDay(demo.incidentDaysAgo), liabilityCode: null, comments: null, facts: demo.facts, mergedFacts: null,
      accidentTiming: demo.incidentDaysAgo > 730 ? AccidentTiming.MORE_THAN_TWO_YEARS : demo.incidentDaysAgo < 14 ? AccidentTiming.LESS_THAN_TWO_WEEKS : AccidentTiming.TWO_WEEKS_TO_TWO_YEARS,
      previousAttorney: false, injuryLocation: index === 1 ? InjuryLocation.STORE_RETAIL : InjuryLocation.ROAD, propertyOwner: null,
      reportedIncident: true, seriousInjury: index === 0, noInjury: false, injuredPlaintiffId: clientId, otherInjuries: null,
    });
    const referral = Object.assign(new ReferralSource(), {
      advertisingSource: index === 0 ? 'Google Ads' : null, advertisingComments: null, lawFirm: null, attorney: null, lawFirmComments: null,
      sourceName: index === 0 ? null : 'Former Client', relationship: index === 0 ? null : 'Friend', otherComments: null,
    });
    const matter = await manager.getRepository(Matter).save(
      manager.getRepository(Matter).create({
        firmId, number: `${year}-${String(index + 1).padStart(4, '0')}`, name: demo.name, clientId, caseGroup: 'Personal Injury',
        caseType: demo.caseType, practiceArea: 'Personal Injury', stage: demo.stage, court: demo.court ?? null, facts: demo.facts,
        status: demo.status, statusChangedAt: daysAgo(demo.statusDaysAgo), priority: demo.priority, permission: MatterPermission.EVERYONE,
        incident, referral,
      }),
    );
    ids.push(matter.id);
    await manager.getRepository(MatterStatusChange).insert({ firmId, matterId: matter.id, fromStatus: null, toStatus: demo.status, changedById: staffIds[0] ?? null, changedAt: daysAgo(demo.statusDaysAgo) });
    const parties = [{ contact: demo.client, category: PartyCategory.PLAINTIFF, role: 'Plaintiff', primaryLabel: 'Primary Plaintiff' }, ...demo.parties];
    for (const [position, party] of parties.entries()) {
      await manager.getRepository(Party).insert({
        firmId, matterId: matter.id, contactId: contacts.get(party.contact)!, category: party.category, role: party.role,
        primaryLabel: party.primaryLabel ?? null, position,
      });
    }
    for (const [position, userId] of staffIds.entries()) await manager.getRepository(MatterStaff).insert({ firmId, matterId: matter.id, userId, position });
    for (const entry of demo.timeline) {
      await manager.getRepository(TimelineEntry).insert({ firmId, matterId: matter.id, title: entry.title, date: isoDay(entry.daysAgo), time: entry.time ?? null });
    }
    await manager.getRepository(ActivityEntry).insert({
      firmId, actorId: staffIds[0] ?? null, action: 'matter.created', subjectType: 'matter', subjectId: matter.id,
      summary: `Opened the case ${matter.number}`, createdAt: daysAgo(demo.incidentDaysAgo > 200 ? 200 : demo.incidentDaysAgo),
    });
  }
  return ids;
}
