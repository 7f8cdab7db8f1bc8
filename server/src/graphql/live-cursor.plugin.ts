import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from './context';
import type { EventBus } from '../events/event-bus';

/**
 * Adds `extensions.liveCursor` to every query and mutation answer of a firm member: their firm's
 * event cursor as it stood when the request began. A screen that subscribes from the cursor it last
 * heard misses no change made between loading its data and its subscription reaching the server.
 * Answers to nobody in particular (signed out, the back office) carry none.
 */
export function liveCursor(events: Pick<EventBus, 'cursorOf'>): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      let cursor: Promise<string> | null = null;
      return {
        async didResolveOperation({ contextValue }) {
          const firmId = contextValue.viewer?.firm?.id;
          if (firmId) cursor = events.cursorOf(firmId);
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single' || !cursor) return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, liveCursor: await cursor };
        },
      };
    },
  };
}
