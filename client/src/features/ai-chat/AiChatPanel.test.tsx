import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AiChatsDocument, AiEventsDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { answerLeaveQuestion, leaveQuestion } from '../../test/unsavedChanges';
import { AiChatPanel } from './AiChatPanel';

const TITLE = 'Which medical bills from the Alvarez collision still need a records request?';
const chats = {
  request: { query: AiChatsDocument },
  result: { data: { aiChats: { __typename: 'AiChatPage', totalCount: 1, items: [{ __typename: 'AiChat', id: 'chat-1', title: TITLE, updatedAt: '2026-11-22T15:00:00.000Z' }] } } },
};
const quiet = { request: { query: AiEventsDocument, variables: () => true }, result: { data: undefined }, delay: 1_000_000, maxUsageCount: 10 };

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

  it('asks before Rename chat throws a title typed away: Stay keeps it, Leave closes; untouched it closes at once', async () => {
    renderScreen(<AiChatPanel />, { path: '/ai-chat?chat=chat-1', viewer: viewerWith('PARALEGAL'), mocks: [{ ...chats, maxUsageCount: 10 }, quiet] });
    const rename = async () => {
      await userEvent.click(await screen.findByRole('button', { name: `More options for ${TITLE}` }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
      return screen.findByRole('dialog', { name: 'Rename chat' });
    };
    const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename chat' })).not.toBeInTheDocument());

    await userEvent.click(within(await rename()).getByRole('button', { name: 'Cancel' }));
    await closed();
    expect(leaveQuestion()).not.toBeInTheDocument();

    const dialog = await rename();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Alvarez records');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Alvarez records');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    await closed();
  });
});
