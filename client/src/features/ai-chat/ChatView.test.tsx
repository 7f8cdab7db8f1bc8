import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AddMatterNoteDocument,
  AiChatMessagesDocument,
  AiEventsDocument,
  CaseDocumentPickerDocument,
  DetachAiChatDocumentDocument,
  MatterPickerDocument,
  SendAiMessageDocument,
} from '../../gql/graphql';
import { always, capture, refusedFields } from '../../test/mocks';
import { renderScreen, TEST_LIVE_CURSOR, viewerWith } from '../../test/render';
import { sendFile } from '../../lib/fileUpload';
import { AiChatPage } from './AiChatPage';
import { BELL, chatDetails, message, quiet, source } from './testData';

jest.mock('../../lib/fileUpload', () => ({ ...jest.requireActual('../../lib/fileUpload'), sendFile: jest.fn() }));

const QUESTION = message('q1', 'USER', 'Where does the Bell case stand?');
const REPLY = 'Bell v. Harmon is in negotiation; the statute runs on 2027-03-01.';
const SOURCES = [
  source('CASE', 'm1', 'Bell v. Harmon (2026-0002)', 'm1'),
  source('TASK', 't1', 'Call the adjuster', 'm1', '2026-12-01'),
  source('TASK', 't2', 'Order toner'),
  source('EVENT', 'e1', 'Deposition of J. Harmon', 'm1', '2026-12-03'),
  source('STATUTE', 'm1', 'Statute of limitations', 'm1'),
  source('POLICY', 'm1', 'State Farm policy', 'm1'),
  source('MEDICAL', 'm1', 'Medical bills', 'm1'),
  source('CONTACT', 'c1', 'Dana Whitfield'),
  source('DOCUMENT', 'd1', 'Police report.pdf', 'm1'),
];
const EXPECTED_LINKS: Array<[string, string]> = [
  ['Bell v. Harmon (2026-0002)', '/cases/caseDetail?id=m1'],
  ['Call the adjuster', '/cases/caseDetail?id=m1&tab=task'],
  ['Order toner', '/tasks?q=Order%20toner'],
  ['Deposition of J. Harmon', '/officeCalendar?date=2026-12-03'],
  ['Statute of limitations', '/cases/caseDetail?id=m1&tab=deadlines'],
  ['State Farm policy', '/cases/caseDetail?id=m1&tab=insurance'],
  ['Medical bills', '/cases/caseDetail?id=m1&tab=medical'],
  ['Dana Whitfield', '/contactsPage?id=c1'],
  ['Police report.pdf', '/cases/caseDetail?id=m1&tab=documents&q=Police%20report.pdf'],
];

const loaded = (...messages: ReturnType<typeof message>[]) => always(AiChatMessagesDocument, { data: { aiChatMessages: messages } });
const openChat = (mocks: Parameters<typeof renderScreen>[1] extends infer O ? (O extends { mocks?: infer M } ? M : never) : never) =>
  renderScreen(<AiChatPage />, { path: '/ai-chat?chat=chat-1', viewer: viewerWith('PARALEGAL'), mocks });
const sourceLinks = async () => within(await screen.findByRole('group', { name: 'Sources' })).getAllByRole('link');

describe('a chat', () => {
  it('shows the note under the input', async () => {
    openChat([quiet, chatDetails(), loaded(QUESTION, message('a1', 'ASSISTANT', 'A letter asking the insurer to pay.'))]);
    expect(await screen.findByText('A letter asking the insurer to pay.')).toBeInTheDocument();
    expect(screen.getByLabelText('Type a message')).toBeInTheDocument();
    expect(screen.getByText('AI can make mistakes. Check important info.')).toBeInTheDocument();
    // A reply from no record has no Sources row; nothing is about a case, so there is no Save as note.
    expect(screen.queryByRole('group', { name: 'Sources' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as note' })).not.toBeInTheDocument();
  });

  it("links each source of a reply to where its record is, and names the chat's case above it", async () => {
    openChat([quiet, chatDetails(BELL), loaded(QUESTION, message('a1', 'ASSISTANT', REPLY, { sources: SOURCES }))]);
    const links = await sourceLinks();
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(EXPECTED_LINKS);
    expect(await screen.findByRole('link', { name: 'About: Bell v. Harmon (2026-0002)' })).toHaveAttribute('href', '/cases/caseDetail?id=m1');
  });

  it('shows the sources of a reply that finishes while the chat is open (the DONE event)', async () => {
    const done = {
      request: { query: AiEventsDocument, variables: { after: TEST_LIVE_CURSOR } },
      result: {
        data: {
          aiEvents: { __typename: 'AiEvent', cursor: '7', type: 'DONE', chatId: 'chat-1', messageId: 'a1', token: null, message: message('a1', 'ASSISTANT', REPLY, { sources: SOURCES }) },
        },
      },
      delay: 200,
    };
    openChat([done, chatDetails(), loaded(QUESTION, message('a1', 'ASSISTANT', '', { status: 'STREAMING' }))]);
    expect(await screen.findByLabelText('The assistant is writing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    expect(await screen.findByText(REPLY)).toBeInTheDocument();
    expect((await sourceLinks()).map((link) => [link.textContent, link.getAttribute('href')])).toEqual(EXPECTED_LINKS);
  });

  it('copies a reply', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const show = jest.spyOn(notifications, 'show');
    openChat([quiet, chatDetails(), loaded(QUESTION, message('a1', 'ASSISTANT', REPLY))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(REPLY);
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Copied.' })));
  });

  it("saves a reply about a case as a note of the case, and says why when it can't", async () => {
    const show = jest.spyOn(notifications, 'show');
    const added: unknown[] = [];
    const note = { __typename: 'Note', id: 'n1', version: 1, type: 'AI draft', body: REPLY, createdAt: '2026-11-22T15:01:00.000Z', updatedAt: '2026-11-22T15:01:00.000Z', author: null };
    openChat([
      quiet,
      chatDetails(BELL),
      loaded(QUESTION, message('a1', 'ASSISTANT', REPLY, { sources: SOURCES })),
      { ...capture(AddMatterNoteDocument, added, { data: { addMatterNote: note } }), maxUsageCount: 1 },
      capture(AddMatterNoteDocument, added, refusedFields({ body: 'A note can be at most 20,000 characters.' })),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Save as note' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Saved as a note of Bell v. Harmon (2026-0002).' })));
    expect(added).toEqual([{ matterId: 'm1', type: 'AI draft', body: REPLY }]);

    await userEvent.click(screen.getByRole('button', { name: 'Save as note' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'A note can be at most 20,000 characters.' })));
  });

  it('saves a reply about a case as a text document of the case', async () => {
    const show = jest.spyOn(notifications, 'show');
    jest.mocked(sendFile).mockReturnValue({ done: Promise.resolve({ id: 'd7', title: 'AI draft.txt', originalName: 'AI draft.txt', matterId: 'm1' }), abort: () => {} });
    openChat([quiet, chatDetails(BELL), loaded(QUESTION, message('a1', 'ASSISTANT', REPLY, { sources: SOURCES }))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Save as document' }));
    const [file, fields] = jest.mocked(sendFile).mock.calls[0]!;
    expect(file.name).toMatch(/^AI draft \d{4}-\d{2}-\d{2}\.txt$/);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(file);
    });
    expect(text).toBe(REPLY);
    expect(fields).toEqual(expect.objectContaining({ matterId: 'm1', title: file.name }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: `Saved as ${file.name}, a document of Bell v. Harmon (2026-0002).` })));
  });

  it("shows the chat's documents as chips whose × detaches them", async () => {
    const detached: unknown[] = [];
    openChat([
      quiet,
      chatDetails(BELL, [{ documentId: 'd1', title: 'Police report.pdf' }, { documentId: 'd2', title: 'ER records.pdf' }]),
      loaded(QUESTION),
      capture(DetachAiChatDocumentDocument, detached, {
        data: { detachAiChatDocument: { __typename: 'AiChat', id: 'chat-1', attachments: [{ __typename: 'AiChatAttachment', documentId: 'd2', title: 'ER records.pdf', matterId: 'm1' }] } },
      }),
    ]);
    const chips = await screen.findByRole('group', { name: 'Attached documents' });
    expect(within(chips).getByText('Police report.pdf')).toBeInTheDocument();
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove Police report.pdf' }));
    await waitFor(() => expect(detached).toEqual([{ chatId: 'chat-1', documentId: 'd1' }]));
    await waitFor(() => expect(within(chips).queryByText('Police report.pdf')).not.toBeInTheDocument());
    expect(within(chips).getByText('ER records.pdf')).toBeInTheDocument();
  });

  it('sends a document attached in the chat with the next message, then shows it as attached to the chat', async () => {
    const sent: unknown[] = [];
    openChat([
      quiet,
      { ...chatDetails(BELL), maxUsageCount: 1 },
      chatDetails(BELL, [{ documentId: 'd1', title: 'Police report.pdf' }]),
      loaded(QUESTION),
      always(MatterPickerDocument, { data: { matters: { __typename: 'MatterPage', items: [{ __typename: 'Matter', id: 'm1', name: 'Bell v. Harmon', number: '2026-0002' }] } } }),
      always(CaseDocumentPickerDocument, { data: { documents: { __typename: 'DocumentEntryPage', items: [{ __typename: 'Document', id: 'd1', title: 'Police report.pdf' }] } } }),
      capture(SendAiMessageDocument, sent, { data: { sendAiMessage: message('q2', 'USER', 'Summarize it') } }),
    ]);
    await screen.findByRole('link', { name: 'About: Bell v. Harmon (2026-0002)' });
    await userEvent.click(screen.getByRole('button', { name: 'Attach a document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach a document' });
    // The chat's case is chosen to start with.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Case' })).toHaveValue('2026-0002 · Bell v. Harmon'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Document' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Police report.pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByTitle('Sent with your next message')).toHaveTextContent('Police report.pdf');
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Type a message'), 'Summarize it{Enter}');
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ chatId: 'chat-1', content: 'Summarize it', documentIds: ['d1'] })]));
    expect(await screen.findByTitle('Attached to this chat')).toHaveTextContent('Police report.pdf');
    expect(screen.queryByTitle('Sent with your next message')).not.toBeInTheDocument();
  });
});
