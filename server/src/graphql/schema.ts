import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ContactResolver } from '../modules/contacts/contact.resolver';
import { NoteResolver } from '../modules/notes/note.resolver';
import { UserResolver } from '../modules/users/user.resolver';
import { authChecker } from './auth-checker';
import { createAppPubSub, type AppPubSub } from './pubsub';

export const resolvers = [AuthResolver, ContactResolver, NoteResolver, UserResolver] as const;

/** Builds the executable schema; class-validator rules on every input always run. */
export function buildAppSchema(pubSub: AppPubSub = createAppPubSub()): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    pubSub,
    validate: true,
    emitSchemaFile: false,
  });
}
