import type { AppModule } from '../../http/app-module';
import { AiChat, AiChatDocument, AiMessage, AiUsage } from './ai.entity';
import { AiResolver } from './ai.resolver';
import type { AiService } from './ai.service';

declare module '../../graphql/context' {
  interface AppServices {
    ai: AiService;
  }
}

/** The AI chat: chats, streamed replies, words used. */
export const aiModule: AppModule = {
  name: 'ai',
  entities: [AiChat, AiMessage, AiUsage, AiChatDocument],
  resolvers: [AiResolver],
};
