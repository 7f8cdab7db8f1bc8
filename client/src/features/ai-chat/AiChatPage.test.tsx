import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AiChatMessagesDocument, AiEventsDocument, SendAiMessageDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { AiChatPage } from './AiChatPage';

const message = (id: string, role: 'USER' | 'ASSISTANT', content: string, status: 'COMPLETE' | 'STREAMING' = 'COMPLETE') => ({
  __typename: 'AiMessage' as const,
  id,
  chatId: 'chat-1',
  role,
  content,
  status,
  createdAt: '2026-11-22T15:00:00.000Z',
});
const quiet = { request: { query: AiEventsDocument, variables: { after: null } }, result: { data: undefined }, delay: 1_000_000, maxUsageCount: 10 };

describe('AiChatPage', () => {
  it('starts empty, ignores a blank question, and opens the new chat after the first one', async () => {
    let sent: { input: { id: string; chatId: string | null; content: string } } | undefined;
    const { router } = renderScreen(<AiChatPage />, {
      path: '/ai-chat',
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        quiet,
        {
          request: {
            query: SendAiMessageDocument,
            variables: (variables: typeof sent) => {
              sent = variables;
              return true;
            },
          },
          result: { data: { sendAiMessage: message('q1', 'USER', 'What is a demand letter?') } },
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'What can I help with?' })).toBeInTheDocument();
    // Attaching files to a chat is not there yet: no buttons that could never be used.
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attach' })).not.toBeInTheDocument();
    const input = screen.getByLabelText('Ask anything');
    await userEvent.type(input, '   {Enter}');
    expect(sent).toBeUndefined();
    await userEvent.type(input, 'What is a demand letter?{Enter}');
    await waitFor(() => expect(sent?.input).toMatchObject({ chatId: null, content: 'What is a demand letter?' }));
    await waitFor(() => expect(router.state.location.search).toBe('?chat=chat-1'));
  });

  it('shows a chat with the note under the input', async () => {
    renderScreen(<AiChatPage />, {
      path: '/ai-chat?chat=chat-1',
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        quiet,
        {
          request: { query: AiChatMessagesDocument, variables: { chatId: 'chat-1' } },
          result: { data: { aiChatMessages: [message('q1', 'USER', 'What is a demand letter?'), message('a1', 'ASSISTANT', 'A letter asking the insurer to pay.')] } },
        },
      ],
    });
    expect(await screen.findByText('A letter asking the insurer to pay.')).toBeInTheDocument();
    expect(screen.getByLabelText('Type a message')).toBeInTheDocument();
    expect(screen.getByText('AI can make mistakes. Check important info.')).toBeInTheDocument();
  });
});
