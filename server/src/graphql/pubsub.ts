import { createPubSub } from '@graphql-yoga/subscription';

/** Every topic published inside this server process. */
export enum Topic {
  SESSION_ENDED = 'SESSION_ENDED',
}

export type SessionEndReason = 'SIGNED_OUT' | 'EXPIRED' | 'ACCOUNT_SUSPENDED' | 'FIRM_SUSPENDED' | 'PASSWORD_CHANGED';

export interface SessionEndedPayload {
  sessionId: string;
  reason: SessionEndReason;
}

export function createAppPubSub() {
  return createPubSub<{ [Topic.SESSION_ENDED]: [SessionEndedPayload] }>();
}

export type AppPubSub = ReturnType<typeof createAppPubSub>;
