import { Field, ObjectType } from 'type-graphql';
import type { EntityManager } from 'typeorm';
import type { EventBus } from '../../events/event-bus';

/** The live topic of what people may do: their role, or their firm's permission choices, changed. */
export const ACCESS_TOPIC = 'access';

export interface AccessChangePayload {
  change: 'ROLE' | 'PERMISSIONS';
}

@ObjectType({ simpleResolvers: true, description: 'What you may do changed (your role, or your firm\'s permissions): read `me` again.' })
export class AccessChange {
  @Field({ description: 'Pass the last one you saw as `after` when you subscribe again.' }) cursor: string;
  @Field({ description: 'ROLE or PERMISSIONS.' }) change: string;
}

/** Tells `userIds` (in the writer's transaction, so once it commits) that what they may do changed. */
export async function announceAccessChange(manager: EntityManager, events: EventBus, firmId: string, userIds: string[], change: AccessChangePayload['change']): Promise<void> {
  if (userIds.length) await events.publish<AccessChangePayload>(manager, { firmId, topic: ACCESS_TOPIC, recipientIds: userIds, payload: { change } });
}
