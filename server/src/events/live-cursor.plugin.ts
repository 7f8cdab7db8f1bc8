import type { ApolloServerPlugin } from '@apollo/server';
import type { EventBus } from './event-bus';

/**
 * Adds `extensions.liveCursor` to every query and mutation answer: the event cursor as it stood
 * when the request began. A screen that subscribes from the cursor it last heard misses no change
 * made between loading its data and its subscription reaching the server.
 */
export function liveCursor(events: Pick<EventBus, 'cursor'>): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const cursor = events.cursor;
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, liveCursor: cursor };
        },
      };
    },
  };
}
