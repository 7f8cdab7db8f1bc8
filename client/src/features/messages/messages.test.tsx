import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ConversationHistoryDocument,
  ConversationsDocument,
  MarkConversationReadDocument,
  MessageEventsDocument,
  MessageRecipientsDocument,
  SendMessageDocument,
  StartConversationDocument,
  ViewConversationDocument,
  type ConversationFieldsFragment,
} from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { MessagesPage } from './MessagesPage';
import { MessagesPanel } from './MessagesPanel';
import { dayLabel, lastSeenText } from './presence';

const now = new Date('2026-11-22T15:00:00');

describe('presence and day labels', () => {
  it('says Online for a fresh last-seen, else when', () => {
    expect(lastSeenText('2026-11-22T14:59:30', now)).toBe('Online');
    expect(lastSeenText(null, now)).toBe('Not seen yet');
    expect(lastSeenText('2026-11-22T09:05:00', now)).toMatch(/^Last seen 9:05/);
    expect(dayLabel(new Date('2026-11-22T08:00:00'), now)).toBe('Today');
    expect(dayLabel(new Date('2026-11-21T08:00:00'), now)).toBe('Yesterday');
  });
});

const conversation = (overrides: Partial<ConversationFieldsFragment> = {}): ConversationFieldsFragment => ({
  __typename: 'Conversation',
  id: 'conv-1',
  lastMessageAt: '2026-11-22T14:00:00.000Z',
  unreadCount: 2,
  lastMessage: { __typename: 'Message', id: 'm1', body: 'Can we talk about the settlement?', senderId: 'client-1', conversationId: 'conv-1', createdAt: '2026-11-22T14:00:00.000Z' },
  other: { __typename: 'User', id: 'client-1', fullName: 'Chris Walker', avatarUrl: null, lastSeenAt: null, role: 'CLIENT' },
  ...overrides,
});
const list = (items: ConversationFieldsFragment[]) => ({ data: { conversations: { __typename: 'ConversationPage', totalCount: items.length, items } } });
const quiet = { request: { query: MessageEventsDocument, variables: () => true }, result: { data: undefined }, delay: 1_000_000, maxUsageCount: 10 };

describe('MessagesPanel', () => {
  it('lists conversations with their unread count, and starts one from a contact search', async () => {
    const { router } = renderScreen(<MessagesPanel />, {
      path: '/message',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        { request: { query: ConversationsDocument, variables: { page: 1 } }, result: list([conversation()]), maxUsageCount: 5 },
        quiet,
        {
          request: { query: MessageRecipientsDocument, variables: { search: 'Dana' } },
          result: { data: { messageRecipients: { __typename: 'UserPage', items: [{ __typename: 'User', id: 'u9', fullName: 'Dana Cole', avatarUrl: null, role: 'PARALEGAL' }] } } },
        },
        { request: { query: StartConversationDocument, variables: { userId: 'u9' } }, result: { data: { startConversation: conversation({ id: 'conv-9', unreadCount: 0, lastMessage: null }) } } },
      ],
    });
    const entry = await screen.findByRole('listitem', { name: 'Chris Walker, 2 unread' });
    // Cut to the row's width with '…', the whole text in the tooltip.
    expect(within(entry).getByText('Can we talk about the settlement?')).toHaveAttribute('title', 'Can we talk about the settlement?');
    expect(within(entry).getByText('Chris Walker')).toHaveAttribute('data-truncate', 'end');
    await userEvent.type(screen.getByLabelText('Search Contacts'), 'Dana');
    await userEvent.click(await screen.findByText('Dana Cole'));
    await waitFor(() => expect(router.state.location.search).toBe('?c=conv-9'));
  });

  it('shows a client only their conversations, without search', async () => {
    renderScreen(<MessagesPanel />, {
      path: '/message',
      viewer: viewerWith('CLIENT'),
      mocks: [{ request: { query: ConversationsDocument, variables: { page: 1 } }, result: list([conversation()]) }, quiet],
    });
    expect(await screen.findByRole('listitem', { name: /Chris Walker/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Search Contacts')).not.toBeInTheDocument();
  });
});

describe('MessagesPage', () => {
  it('shows the history under day dividers, marks it read, and sends on Enter with its own id (blank never)', async () => {
    let sent: { input: { id: string; body: string; conversationId: string } } | undefined;
    let read = false;
    renderScreen(<MessagesPage />, {
      path: '/message?c=conv-1',
      viewer: viewerWith('ATTORNEY', { id: 'me' }),
      mocks: [
        { request: { query: ConversationsDocument, variables: { page: 1 } }, result: list([conversation()]), maxUsageCount: 5 },
        quiet,
        {
          request: { query: ConversationHistoryDocument, variables: { conversationId: 'conv-1', before: null } },
          result: {
            data: {
              conversationMessages: {
                __typename: 'MessageHistory',
                hasMore: false,
                items: [{ __typename: 'Message', id: 'm1', body: 'Can we talk about the settlement?', senderId: 'client-1', conversationId: 'conv-1', createdAt: new Date().toISOString() }],
              },
            },
          },
        },
        {
          request: { query: ViewConversationDocument, variables: () => true },
          result: { data: { viewConversation: true } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        {
          request: { query: MarkConversationReadDocument, variables: { conversationId: 'conv-1' } },
          result: () => {
            read = true;
            return { data: { markConversationRead: { __typename: 'Conversation', id: 'conv-1' } } };
          },
        },
        {
          request: {
            query: SendMessageDocument,
            variables: (variables: typeof sent) => {
              sent = variables;
              return true;
            },
          },
          result: () => ({ data: { sendMessage: { __typename: 'Message', id: sent!.input.id, body: 'Of course, call me at 3.', senderId: 'me', conversationId: 'conv-1', createdAt: new Date().toISOString() } } }),
        },
      ],
    });
    expect(await screen.findByText('Today')).toBeInTheDocument();
    expect(screen.getAllByText('Can we talk about the settlement?').length).toBeGreaterThan(0);
    await waitFor(() => expect(read).toBe(true));
    const input = screen.getByLabelText('Message');
    await userEvent.type(input, '   {Enter}');
    expect(sent).toBeUndefined();
    await userEvent.clear(input);
    await userEvent.type(input, '  Of course, call me at 3.  {Enter}');
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.input).toMatchObject({ conversationId: 'conv-1', body: 'Of course, call me at 3.' });
    expect(sent!.input.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Of course, call me at 3.')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });
});
