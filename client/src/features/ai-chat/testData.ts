import { AiChatDocument, AiEventsDocument, type AiMessageFieldsFragment, type AiSourceKind } from '../../gql/graphql';
import { always } from '../../test/mocks';

type Source = AiMessageFieldsFragment['sources'][number];

export const source = (kind: AiSourceKind, id: string, label: string, matterId: string | null = null, day: string | null = null): Source => ({
  __typename: 'AiSource',
  kind,
  id,
  label,
  matterId,
  day,
});

export const message = (
  id: string,
  role: 'USER' | 'ASSISTANT',
  content: string,
  { status = 'COMPLETE', sources = [] }: { status?: AiMessageFieldsFragment['status']; sources?: Source[] } = {},
): AiMessageFieldsFragment => ({
  __typename: 'AiMessage',
  id,
  chatId: 'chat-1',
  role,
  content,
  status,
  createdAt: '2026-11-22T15:00:00.000Z',
  sources,
});

export const BELL = { __typename: 'AiChatSubject' as const, id: 'm1', name: 'Bell v. Harmon', number: '2026-0002' };

/** The chat's case and documents, as the server tells them (every time asked). */
export const chatDetails = (matter: typeof BELL | null = null, attachments: Array<{ documentId: string; title: string }> = []) =>
  always(AiChatDocument, {
    data: { aiChat: { __typename: 'AiChat', id: 'chat-1', matter, attachments: attachments.map((a) => ({ __typename: 'AiChatAttachment', matterId: 'm1', ...a })) } },
  });

/** The assistant's events, subscribed to but never arriving. */
export const quiet = { request: { query: AiEventsDocument, variables: () => true }, result: { data: undefined }, delay: 1_000_000, maxUsageCount: 10 };
