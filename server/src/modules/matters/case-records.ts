import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { EntityManager } from 'typeorm';
import type { AppEvent, EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { staffWhoMaySee } from './matter.access';
import type { MatterService } from './matter.service';

/** The live topic of a case's own records (insurance, medical, liens, costs, damages). */
export const CASE_RECORD_TOPIC = 'case_record';

/** Which list of a case changed. */
export enum CaseRecordKind {
  INSURANCE = 'INSURANCE',
  TREATMENT = 'TREATMENT',
  RECORDS_REQUEST = 'RECORDS_REQUEST',
  MEDICAL_BILL = 'MEDICAL_BILL',
  LIEN = 'LIEN',
  COST = 'COST',
  DAMAGE = 'DAMAGE',
  FEE_AGREEMENT = 'FEE_AGREEMENT',
  NEGOTIATION = 'NEGOTIATION',
  SETTLEMENT = 'SETTLEMENT',
  STATEMENT = 'STATEMENT',
  TRUST = 'TRUST',
}
registerEnumType(CaseRecordKind, { name: 'CaseRecordKind', description: "Which of a case's lists a record belongs to." });

export enum CaseRecordChange {
  ADDED = 'ADDED',
  CHANGED = 'CHANGED',
  REMOVED = 'REMOVED',
}
registerEnumType(CaseRecordChange, { name: 'CaseRecordChange' });

export interface CaseRecordPayload {
  matterId: string;
  kind: CaseRecordKind;
  recordId: string;
  change: CaseRecordChange;
}

@ObjectType({ simpleResolvers: true, description: "A record of a case changed: the case's screens read that list again." })
export class CaseRecordEvent {
  @Field({ description: 'Pass the last one you saw as `after` when you subscribe again.' }) cursor: string;
  @Field(() => ID) matterId: string;
  @Field(() => CaseRecordKind) kind: CaseRecordKind;
  @Field(() => ID) recordId: string;
  @Field(() => CaseRecordChange) change: CaseRecordChange;
}

/**
 * Tells everyone who may open the case (in the writer's transaction, so only once it commits) that
 * one of its records changed; each module of a case's records calls this.
 */
export async function announceCaseRecord(manager: EntityManager, events: EventBus, viewer: FirmViewer, payload: CaseRecordPayload): Promise<void> {
  const recipientIds = await staffWhoMaySee(manager, viewer.firm.id, payload.matterId);
  await events.publish<CaseRecordPayload>(manager, { firmId: viewer.firm.id, topic: CASE_RECORD_TOPIC, recipientIds, payload });
}

/**
 * A record of a case was added, changed or removed: a line on the case's Recent Activity (`summary`)
 * and a live event to everyone who may open the case, in the writer's transaction.
 */
export async function caseRecordChanged(
  manager: EntityManager,
  matters: Pick<MatterService, 'record'>,
  events: EventBus,
  viewer: FirmViewer,
  payload: CaseRecordPayload,
  summary: string,
): Promise<void> {
  await matters.record(manager, viewer, payload.matterId, `${payload.kind.toLowerCase()}.${payload.change.toLowerCase()}`, summary);
  await announceCaseRecord(manager, events, viewer, payload);
}

/** The viewer's case-record events (of one case) after `after`, then live. */
export async function* caseRecordStream(events: EventBus, viewer: FirmViewer, matterId: string, after: string | null): AsyncGenerator<AppEvent<CaseRecordPayload>> {
  for await (const event of events.stream({ topic: CASE_RECORD_TOPIC, firmId: viewer.firm.id, userId: viewer.user.id }, after)) {
    const typed = event as AppEvent<CaseRecordPayload>;
    if (typed.payload.matterId === matterId) yield typed;
  }
}
