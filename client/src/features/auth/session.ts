import type { ApolloClient } from '@apollo/client';
import { MeDocument } from '../../gql/graphql';

/**
 * What the sign-in page says when a session ended elsewhere, by the server's SessionEndReason.
 * Keyed by string so that a reason the server adds (FIRM_SUSPENDED) can be here before the schema has it.
 */
export const SIGNED_OUT_MESSAGES: Readonly<Record<string, string>> = {
  SIGNED_OUT: 'You signed out in another tab.',
  EXPIRED: 'Your session expired. Sign in again to continue.',
  ACCOUNT_SUSPENDED: "Your account was suspended. Ask your firm's administrator to reactivate it.",
  FIRM_SUSPENDED: "Your firm's account is suspended. Please contact Matterhorn support.",
  PASSWORD_CHANGED: 'Your password was changed in another session. Sign in with the new password.',
};

/** The message for the sign-in page's `?signedOut=` reason; null without one, or for a reason it does not know. */
export function signedOutMessage(reason: string | null): string | null {
  return reason !== null && Object.hasOwn(SIGNED_OUT_MESSAGES, reason) ? (SIGNED_OUT_MESSAGES[reason] ?? null) : null;
}

/** Why this tab's session last ended (null: signed out here, or never signed in). */
let endReason: string | null = null;

/**
 * Forgets the signed-in user in this tab; the signed-in routes then redirect to sign-in, which says
 * why when `reason` (a SessionEndReason) is given.
 */
export function forgetViewer(client: ApolloClient, reason: string | null = null): void {
  endReason = reason;
  client.cache.writeQuery({ query: MeDocument, data: { me: null } });
}

/**
 * A request was refused as UNAUTHENTICATED: when someone was signed in, their session ran out
 * (expired while the tab was closed or idle). Nothing more when the viewer is already forgotten
 * (the server said why first, over sessionEnded).
 */
export function sessionRefused(client: ApolloClient): void {
  if (client.cache.readQuery({ query: MeDocument })?.me) forgetViewer(client, 'EXPIRED');
}

/** Why the session ended, for the redirect to sign-in (`?signedOut=`); null when there is nothing to say. */
export function sessionEndReason(): string | null {
  return endReason;
}

/** The page to return to after sign-in: only paths inside this app. */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/signin')) return '/';
  return next;
}
