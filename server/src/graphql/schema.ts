import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './auth-checker';
import { assertFailsClosed } from './public-operations';
import { createAppPubSub, type AppPubSub } from './pubsub';
import { cacheValidationRules } from './validation-cache';

/** A class (a resolver, an entity): what type-graphql and TypeORM are given. */
export type ClassOf = abstract new (...args: never) => unknown;

/**
 * Builds the executable schema from the modules' resolvers (the composition root collects them);
 * class-validator rules on every input always run (their lookup kept per class: validation-cache.ts).
 * Refuses to build when a root field could run without a session and is not one of the public
 * operations.
 */
export async function buildAppSchema(resolvers: readonly ClassOf[], pubSub: AppPubSub = createAppPubSub()): Promise<GraphQLSchema> {
  assertFailsClosed(resolvers);
  const [first, ...rest] = resolvers;
  if (!first) throw new Error('No resolvers');
  cacheValidationRules();
  return buildSchema({
    resolvers: [first, ...rest],
    authChecker,
    pubSub,
    validate: true,
    emitSchemaFile: false,
  });
}
