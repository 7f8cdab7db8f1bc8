import type { AppModule } from '../../http/app-module';
import { Conversation, ConversationMember, Message } from './message.entity';
import { createMessageLoaders } from './message.loaders';
import { MessageResolver } from './message.resolver';
import type { MessageService } from './message.service';

declare module '../../graphql/context' {
  interface AppServices {
    messages: MessageService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createMessageLoaders> {}
}

/** Conversations between staff and clients, delivered live. */
export const messagesModule: AppModule = {
  name: 'messages',
  entities: [Conversation, ConversationMember, Message],
  resolvers: [MessageResolver],
  loaders: ({ services }, viewer) => createMessageLoaders(services.messages, viewer),
};
