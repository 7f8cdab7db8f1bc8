import type { ApolloClient } from '@apollo/client';
import { MeDocument } from '../../gql/graphql';

/** Forgets the signed-in user in this tab; the signed-in routes then redirect to sign-in. */
export function forgetViewer(client: ApolloClient): void {
  client.cache.writeQuery({ query: MeDocument, data: { me: null } });
}

/** The page to return to after sign-in: only paths inside this app. */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/signin')) return '/';
  return next;
}
