import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ConversationHistoryDocument, MessageEventsDocument, SendMessageDocument, ViewConversationDocument, type ConversationFieldsFragment } from '../../gql/graphql';
import { ViewerProvider } from '../../lib/viewer';
import { viewerWith } from '../../test/render';
import { byId, inOrder, useConversation, type ShownMessage } from './useConversation';

const message = (id: string, createdAt: string, state?: ShownMessage['state']): ShownMessage => ({
  __typename: 'Message',
  id,
  body: `Message ${id}`,
  senderId: 'client-1',
  conversationId: 'conv-1',
  createdAt,
  state,
});

const conversation = {
  __typename: 'Conversation',
  id: 'conv-1',
  unreadCount: 0,
  other: { __typename: 'User', id: 'client-1', fullName: 'Chris Walker', avatarUrl: null, lastSeenAt: null, role: 'CLIENT' },
} as unknown as ConversationFieldsFragment;

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const history = {
  request: { query: ConversationHistoryDocument, variables: { conversationId: 'conv-1', before: null } },
  result: { data: { conversationMessages: { __typename: 'MessageHistory', hasMore: false, items: [message('m1', '2026-11-22T14:00:00.000Z')] } } },
  ...always,
};
const viewing = { request: { query: ViewConversationDocument, variables: () => true }, result: { data: { viewConversation: true } }, ...always };
const quiet = { request: { query: MessageEventsDocument, variables: () => true }, result: { data: undefined }, delay: 1_000_000, ...always };

function renderConversation(mocks: MockedProviderProps['mocks']) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks}>
      <ViewerProvider viewer={viewerWith('ATTORNEY', { id: 'me' })}>{children}</ViewerProvider>
    </MockedProvider>
  );
  return renderHook(() => useConversation(conversation), { wrapper });
}

describe('conversation messages', () => {
  it('keeps one entry per message, the later state winning, oldest first', () => {
    const merged = byId([message('a', '2026-11-22T14:00:00Z'), message('b', '2026-11-22T13:00:00Z', 'sending')], [message('b', '2026-11-22T13:00:00Z')]);
    expect(merged.map((m) => [m.id, m.state])).toEqual([
      ['a', undefined],
      ['b', undefined],
    ]);
    expect(inOrder(merged).map((m) => m.id)).toEqual(['b', 'a']);
    expect(inOrder([message('y', '2026-11-22T13:00:00Z'), message('x', '2026-11-22T13:00:00Z')]).map((m) => m.id)).toEqual(['x', 'y']);
  });
});

describe('useConversation', () => {
  it('shows a send at once, marks it not sent when it fails, and retries it with the same id', async () => {
    const sent: string[] = [];
    const refusal = {
      request: { query: SendMessageDocument, variables: (v: { input: { id: string } }) => (sent.push(v.input.id), true) },
      error: new Error('offline'),
    };
    const accepted = {
      request: { query: SendMessageDocument, variables: (v: { input: { id: string } }) => (sent.push(v.input.id), true) },
      result: () => ({ data: { sendMessage: { __typename: 'Message', id: sent[sent.length - 1], body: 'Call me at 3.', senderId: 'me', conversationId: 'conv-1', createdAt: new Date().toISOString() } } }),
    };
    const { result } = renderConversation([history, viewing, quiet, refusal, accepted]);
    await waitFor(() => expect(result.current.messages.map((m) => m.id)).toEqual(['m1']));

    act(() => result.current.send('Call me at 3.'));
    expect(result.current.messages[1]).toMatchObject({ body: 'Call me at 3.', senderId: 'me', state: 'sending' });
    await waitFor(() => expect(result.current.messages[1]?.state).toBe('failed'));

    act(() => result.current.retry(result.current.messages[1]!));
    await waitFor(() => expect(result.current.messages[1]?.state).toBeUndefined());
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(result.current.messages).toHaveLength(2);
  });

  it('says why the server refused a message, with no Retry that could not succeed', async () => {
    const refused = {
      request: { query: SendMessageDocument, variables: () => true },
      result: { errors: [{ message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'body', messages: ['Use at most 10,000 characters (this has 10,001).'] }] } }] },
    };
    const { result } = renderConversation([history, viewing, quiet, refused]);
    await waitFor(() => expect(result.current.messages.map((m) => m.id)).toEqual(['m1']));
    act(() => result.current.send('Too long.'));
    await waitFor(() => expect(result.current.messages[1]).toMatchObject({ state: 'refused', problem: 'Use at most 10,000 characters (this has 10,001).' }));
  });
});
