import DataLoader from 'dataloader';
import type { FirmViewer, Viewer } from '../../graphql/context';
import type { AppModule } from '../../http/app-module';
import type { AiChatAttachment } from './ai.inputs';
import { AiChat, AiChatDocument, AiMessage, AiUsage } from './ai.entity';
import { AiResolver } from './ai.resolver';
import type { AiService } from './ai.service';

declare module '../../graphql/context' {
  interface AppServices {
    ai: AiService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
  interface AppLoaders extends ReturnType<typeof createAiLoaders> {}
}

/** The documents attached to a page of chats, in two queries (the viewer's firm and access). */
function createAiLoaders(ai: AiService, viewer: Viewer | null) {
  return {
    attachmentsByChat: new DataLoader<string, AiChatAttachment[]>(async (ids) => (viewer?.firm ? ai.attachmentsOfChats(viewer as FirmViewer, ids) : ids.map(() => []))),
  };
}

/** The AI chat: chats, streamed replies, words used. */
export const aiModule: AppModule = {
  name: 'ai',
  entities: [AiChat, AiMessage, AiUsage, AiChatDocument],
  resolvers: [AiResolver],
  loaders: ({ services }, viewer) => createAiLoaders(services.ai, viewer),
};
