import { screen, within } from '@testing-library/react';
import { AiChatsDocument, AiEventsDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { AiChatPanel } from './AiChatPanel';

const TITLE = 'Which medical bills from the Alvarez collision still need a records request?';
const chats = {
  request: { query: AiChatsDocument },
  result: { data: { aiChats: { __typename: 'AiChatPage', totalCount: 1, items: [{ __typename: 'AiChat', id: 'chat-1', title: TITLE, updatedAt: '2026-11-22T15:00:00.000Z' }] } } },
};
const quiet = { request: { query: AiEventsDocument, variables: { after: null } }, result: { data: undefined }, delay: 1_000_000, maxUsageCount: 10 };

describe('AiChatPanel', () => {
  it("ends a long chat title in '…' within the history's width, and gives the whole title as its tooltip", async () => {
    renderScreen(<AiChatPanel />, { path: '/ai-chat?chat=chat-1', viewer: viewerWith('PARALEGAL'), mocks: [chats, quiet] });
    const history = await screen.findByRole('list', { name: 'Chat history' });
    const title = await within(history).findByText(TITLE);
    expect(title).toHaveAttribute('data-truncate', 'end');
    expect(title).toHaveAttribute('title', TITLE);
    // The history scrolls only up and down, so a title never widens it past the side navigation.
    expect(history.closest('[data-scrollarea-viewport]')).toHaveStyle({ overflowX: 'hidden' });
  });
});
