import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AiChatCaseDocument, AiChatMessagesDocument, CaseDocumentPickerDocument, DocumentUploadLimitDocument, MatterPickerDocument, SendAiMessageDocument } from '../../gql/graphql';
import { sendFile } from '../../lib/fileUpload';
import { always, capture } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { answerLeaveQuestion } from '../../test/unsavedChanges';
import { AiChatPage } from './AiChatPage';
import { chatDetails, message, quiet } from './testData';

jest.mock('../../lib/fileUpload', () => ({ ...jest.requireActual('../../lib/fileUpload'), sendFile: jest.fn() }));

type Sent = { id: string; chatId: string | null; content: string; matterId?: string; documentIds?: string[] };
const sendMessage = (sent: Sent[]) => capture(SendAiMessageDocument, sent, { data: { sendAiMessage: message('q1', 'USER', 'What is a demand letter?') } });
const cases = always(MatterPickerDocument, {
  data: { matters: { __typename: 'MatterPage', items: [{ __typename: 'Matter', id: 'm1', name: 'Bell v. Harmon', number: '2026-0002' }, { __typename: 'Matter', id: 'm2', name: 'Alvarez v. Lone Star', number: '2026-0001' }] } },
});
const documentsOfBell = always(CaseDocumentPickerDocument, {
  data: { documents: { __typename: 'DocumentEntryPage', items: [{ __typename: 'Document', id: 'd1', title: 'Police report.pdf' }, { __typename: 'Document', id: 'd2', title: 'ER records.pdf' }] } },
});
/** What opening the chat after the first question asks. */
const theNewChat = [always(AiChatMessagesDocument, { data: { aiChatMessages: [] } }), chatDetails()];

async function chooseOption(dialog: HTMLElement, field: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('AiChatPage, before the first question', () => {
  it('starts empty, ignores a blank question, and opens the new chat after the first one', async () => {
    const sent: Sent[] = [];
    const { router } = renderScreen(<AiChatPage />, { path: '/ai-chat', viewer: viewerWith('PARALEGAL'), mocks: [quiet, sendMessage(sent), ...theNewChat] });
    expect(screen.getByRole('heading', { name: 'What can I help with?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attach a document' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Upload a document' })).toBeEnabled();
    expect(screen.queryByText(/^About:/)).not.toBeInTheDocument();
    const input = screen.getByLabelText('Ask anything');
    await userEvent.type(input, '   {Enter}');
    expect(sent).toEqual([]);
    await userEvent.type(input, 'What is a demand letter?{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    // No case and no documents: neither is sent.
    expect(sent[0]).toEqual({ id: expect.any(String), chatId: null, content: 'What is a demand letter?' });
    await waitFor(() => expect(router.state.location.search).toBe('?chat=chat-1'));
  });

  it('opened from a case (?matter=), says which case the chat is about and sends it with the first question', async () => {
    const sent: Sent[] = [];
    const { router } = renderScreen(<AiChatPage />, {
      path: '/ai-chat?matter=m1',
      viewer: viewerWith('PARALEGAL'),
      mocks: [quiet, always(AiChatCaseDocument, { data: { matter: { __typename: 'Matter', id: 'm1', name: 'Bell v. Harmon', number: '2026-0002' } } }), sendMessage(sent), ...theNewChat],
    });
    const about = await screen.findByRole('link', { name: 'About: Bell v. Harmon (2026-0002)' });
    expect(about).toHaveAttribute('href', '/cases/caseDetail?id=m1');
    await userEvent.type(screen.getByLabelText('Ask anything'), 'When does the statute run?{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ chatId: null, content: 'When does the statute run?', matterId: 'm1' });
    await waitFor(() => expect(router.state.location.search).toBe('?chat=chat-1'));
  });

  it('attaches a document of a case chosen in "Attach a document", shows it as a chip, and sends it with the first question', async () => {
    const sent: Sent[] = [];
    renderScreen(<AiChatPage />, { path: '/ai-chat', viewer: viewerWith('PARALEGAL'), mocks: [quiet, cases, documentsOfBell, sendMessage(sent), ...theNewChat] });
    await userEvent.click(screen.getByRole('button', { name: 'Attach a document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach a document' });
    expect(within(dialog).getByRole('button', { name: 'Attach' })).toBeDisabled();
    await chooseOption(dialog, 'Case', '2026-0002 · Bell v. Harmon');
    await chooseOption(dialog, 'Document', 'Police report.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attach a document' })).not.toBeInTheDocument());

    const chips = screen.getByRole('group', { name: 'Attached documents' });
    expect(within(chips).getByText('Police report.pdf')).toBeInTheDocument();
    // A chip taken off is not sent.
    await userEvent.click(screen.getByRole('button', { name: 'Attach a document' }));
    const again = await screen.findByRole('dialog', { name: 'Attach a document' });
    await chooseOption(again, 'Case', '2026-0002 · Bell v. Harmon');
    await chooseOption(again, 'Document', 'ER records.pdf');
    await userEvent.click(within(again).getByRole('button', { name: 'Attach' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove ER records.pdf' }));
    expect(screen.queryByText('ER records.pdf')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Ask anything'), 'Summarize the police report{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ chatId: null, content: 'Summarize the police report', documentIds: ['d1'] });
  });

  it('asks before "Attach a document" throws a choice away', async () => {
    renderScreen(<AiChatPage />, { path: '/ai-chat', viewer: viewerWith('PARALEGAL'), mocks: [quiet, cases, documentsOfBell] });
    await userEvent.click(screen.getByRole('button', { name: 'Attach a document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach a document' });
    await chooseOption(dialog, 'Case', '2026-0002 · Bell v. Harmon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Stay');
    expect(within(dialog).getByRole('combobox', { name: 'Case' })).toHaveValue('2026-0002 · Bell v. Harmon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attach a document' })).not.toBeInTheDocument());
    expect(screen.queryByRole('group', { name: 'Attached documents' })).not.toBeInTheDocument();
  });

  it('uploads a file as a document of the chosen case, then attaches it', async () => {
    const sent: Sent[] = [];
    jest.mocked(sendFile).mockReturnValue({ done: Promise.resolve({ id: 'd9', title: 'Witness statement.docx', originalName: 'Witness statement.docx', matterId: 'm1' }), abort: () => {} });
    renderScreen(<AiChatPage />, {
      path: '/ai-chat',
      viewer: viewerWith('PARALEGAL'),
      mocks: [quiet, cases, always(DocumentUploadLimitDocument, { data: { documentUploadLimit: 50 * 1024 * 1024 } }), sendMessage(sent), ...theNewChat],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upload a document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a document' });
    await chooseOption(dialog, 'Case', '2026-0002 · Bell v. Harmon');
    const file = new File(['He ran the light.'], 'Witness statement.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload and attach' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload a document' })).not.toBeInTheDocument());
    expect(sendFile).toHaveBeenCalledWith(file, expect.objectContaining({ matterId: 'm1', title: 'Witness statement.docx' }), expect.any(Function));
    expect(within(screen.getByRole('group', { name: 'Attached documents' })).getByText('Witness statement.docx')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Ask anything'), 'What did the witness see?{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ documentIds: ['d9'] });
  });
});
