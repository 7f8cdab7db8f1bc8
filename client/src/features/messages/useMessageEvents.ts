import { MessageEventsDocument, type MessageEventsSubscription } from '../../gql/graphql';
import { useLiveEvents } from '../../live/useLiveEvents';

export type MessageEvent = MessageEventsSubscription['messageEvents'];

/** Each new message or read receipt of the viewer's conversations, once and in order. */
export function useMessageEvents(onEvent: (event: MessageEvent) => void): void {
  useLiveEvents(MessageEventsDocument, (data) => data.messageEvents, onEvent);
}
