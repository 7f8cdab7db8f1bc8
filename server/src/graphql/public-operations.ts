import { getMetadataStorage } from 'type-graphql';

/**
 * The only root fields anyone may call without a session: signing in and out, who is signed in
 * (null when nobody), and an invitation link's page and acceptance. Every other Query, Mutation and
 * Subscription answers UNAUTHENTICATED without a session (tests/api/unauthenticated.test.ts).
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set(['Mutation.login', 'Mutation.logout', 'Query.me', 'Query.invitation', 'Mutation.acceptInvitation']);

/**
 * Fails closed by construction: refuses to build a schema in which a root field of these resolver
 * classes carries no `@Authorized` (on its class or itself) and is not a public operation. A method
 * added to a class without a decorator would otherwise run for anyone.
 */
export function assertFailsClosed(resolvers: readonly unknown[]): void {
  const storage = getMetadataStorage();
  const ours = new Set<unknown>(resolvers);
  const classGuarded = new Set(storage.authorizedResolver.map((entry) => entry.target));
  const fieldGuarded = new Set(storage.authorizedFields.map((entry) => `${entry.target.name}.${entry.fieldName}`));
  const roots = [
    ...storage.queries.map((handler) => ({ handler, type: 'Query' })),
    ...storage.mutations.map((handler) => ({ handler, type: 'Mutation' })),
    ...storage.subscriptions.map((handler) => ({ handler, type: 'Subscription' })),
  ];
  const open = roots
    .filter(({ handler }) => ours.has(handler.target))
    .filter(({ handler }) => !classGuarded.has(handler.target) && !fieldGuarded.has(`${handler.target.name}.${handler.methodName}`))
    .map(({ handler, type }) => `${type}.${handler.schemaName}`)
    .filter((name) => !PUBLIC_OPERATIONS.has(name));
  if (open.length) throw new Error(`These operations have no @Authorized and are not public: ${open.join(', ')}`);
}
