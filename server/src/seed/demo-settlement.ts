import type { EntityManager } from 'typeorm';
import { CalendarEvent, CalendarEventAttendee, CalendarEventKind, EventPriority } from '../modules/calendar/calendar.entity';
import { MatterStatute } from '../modules/deadlines/deadline.entity';
import { InsurancePolicy } from '../modules/insurance/insurance.entity';
import { BUILT_IN_FEE_TERMS } from '../modules/settlement/fee.rules';
import { FeeAgreement, FirmFeeDefaults, NegotiationEntry, NegotiationKind, Settlement, SettlementStatement, StatementState } from '../modules/settlement/settlement.entity';
import { DocumentTemplate } from '../modules/templates/template.entity';
import { Party, PartyCategory } from '../modules/matters/matter-parts.entity';

const DAY = 86_400_000;
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
const cents = (dollars: number) => Math.round(dollars * 100);

const DEMAND_LETTER = `{today}

{adjuster.name}
{insurer.name}

Re: Your insured: {insured.name}
Our client: {client.name}
Claim number: {claim.number}; policy {policy.number}
Date of loss: {incident.date}

Dear {adjuster.name}:

We write to demand the limit of your insured's policy, {demand.amount}, in full settlement of our client's claims arising from the collision of {incident.date}.

{incident.description}

Our client's medical specials to date total {damages.medicalBilled}, with {damages.medicalOutstanding} still owed to providers; lost wages and other economic losses bring the total economic damages to {damages.total}. The records and bills are enclosed.

This offer remains open until {demand.responseDue}. If it is not accepted by then, it is withdrawn, and we will proceed to trial.

Sincerely,

{attorney.name}
{firm.name}`;

/**
 * The demo's settlement work: the firm's fee terms and every case's agreement, a demand letter
 * template, the first case's negotiation (a policy-limits demand awaiting its answer this week) and
 * the settled case's settlement with its statement in draft for an attorney to finalize.
 */
export async function seedDemoSettlement(manager: EntityManager, firmId: string, matterIds: string[], staffIds: string[]): Promise<void> {
  const [attorneyId] = staffIds;
  await manager.getRepository(FirmFeeDefaults).insert({ firmId, terms: BUILT_IN_FEE_TERMS });
  for (const matterId of matterIds) {
    await manager.getRepository(FeeAgreement).insert({ firmId, matterId, terms: BUILT_IN_FEE_TERMS, signedOn: isoDay(150), notes: 'Signed at the first meeting.' });
  }
  await manager.getRepository(DocumentTemplate).insert({ firmId, name: 'Policy limits demand', body: DEMAND_LETTER, createdById: attorneyId ?? null });

  // The truck case: a demand, a low offer, then a policy-limits demand whose answer is due in 5 days.
  const truck = matterIds[0]!;
  const liability = await manager.getRepository(InsurancePolicy).findOneByOrFail({ matterId: truck, policyNumber: 'CA-88231-TX' });
  const log: Array<{ daysAgo: number; kind: NegotiationKind; amount: number; dueIn?: number; notes?: string }> = [
    { daysAgo: 45, kind: NegotiationKind.DEMAND, amount: 1_250_000, notes: 'Initial demand with the medical records and bills.' },
    { daysAgo: 30, kind: NegotiationKind.OFFER, amount: 150_000, notes: 'Adjuster disputes the future surgery recommendation.' },
    { daysAgo: 25, kind: NegotiationKind.POLICY_LIMITS_DEMAND, amount: 1_000_000, dueIn: 5, notes: 'Thirty days to tender the limit (Stowers demand).' },
  ];
  for (const entry of log) {
    let calendarEventId: string | null = null;
    if (entry.dueIn !== undefined) {
      const day = new Date(`${isoDay(-entry.dueIn)}T00:00:00Z`);
      const { identifiers } = await manager.getRepository(CalendarEvent).insert({
        firmId, matterId: truck, title: `Response due: Policy-Limits Demand $1,000,000.00 (Alvarez v. Lone Star Freight LLC)`, description: 'The other side must answer the demand by this date.',
        kind: CalendarEventKind.EVENT, priority: EventPriority.HIGH, color: 'red', allDay: true, startsAt: day, endsAt: day, reminderMinutes: 7 * 24 * 60, remindedAt: null, createdById: attorneyId ?? null,
      });
      calendarEventId = String(identifiers[0]!.id);
      await manager.getRepository(CalendarEventAttendee).insert(staffIds.map((userId) => ({ firmId, eventId: calendarEventId!, userId })));
    }
    await manager.getRepository(NegotiationEntry).insert({
      firmId, matterId: truck, happenedOn: isoDay(entry.daysAgo), kind: entry.kind, policyId: liability.id, partyId: null, amountCents: cents(entry.amount),
      responseDueOn: entry.dueIn === undefined ? null : isoDay(-entry.dueIn), calendarEventId, letterDocumentId: null, packageDocumentId: null, notes: entry.notes ?? null, recordedById: attorneyId ?? null,
    });
  }

  // The pedestrian case settled after suit was filed: its statement waits in draft (40 % after filing).
  const settled = matterIds[2]!;
  await manager.getRepository(MatterStatute).insert({ firmId, matterId: settled, satisfiedOn: isoDay(400), satisfiedNote: 'Petition filed in Travis County District Court.' });
  const plaintiff = await manager.getRepository(Party).findOneByOrFail({ matterId: settled, category: PartyCategory.PLAINTIFF });
  for (const [daysAgo, kind, amount] of [[120, NegotiationKind.DEMAND, 95_000], [100, NegotiationKind.OFFER, 22_000], [80, NegotiationKind.COUNTER_DEMAND, 65_000], [70, NegotiationKind.OFFER, 48_000]] as const) {
    await manager.getRepository(NegotiationEntry).insert({
      firmId, matterId: settled, happenedOn: isoDay(daysAgo), kind, policyId: null, partyId: null, amountCents: cents(amount), responseDueOn: null, calendarEventId: null,
      letterDocumentId: null, packageDocumentId: null, notes: daysAgo === 70 ? 'Accepted at mediation.' : null, recordedById: attorneyId ?? null,
    });
  }
  const { identifiers } = await manager.getRepository(Settlement).insert({
    firmId, matterId: settled, amountCents: cents(48_000), settledOn: isoDay(70), policyId: null, terms: 'Full release of Capitol Transit and its driver; payment within 30 days.',
    shares: [{ plaintiffPartyId: plaintiff.id, amountCents: cents(48_000) }], recordedById: attorneyId ?? null,
  });
  await manager.getRepository(SettlementStatement).insert({
    firmId, matterId: settled, settlementId: String(identifiers[0]!.id), plaintiffPartyId: plaintiff.id, revision: 1, state: StatementState.DRAFT,
    choices: { excluded: [], procurement: [], others: [] }, preparedById: staffIds[1] ?? null,
  });
}
