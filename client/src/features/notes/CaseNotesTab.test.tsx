import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddMatterNoteDocument, MatterNotesDocument, UpdateNoteDocument, type NoteFieldsFragment } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { CaseNotesTab } from './CaseNotesTab';

const note = (id: string, body: string, overrides: Partial<NoteFieldsFragment> = {}): NoteFieldsFragment => ({
  __typename: 'Note',
  id,
  version: 1,
  type: 'Phone Call',
  body,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  author: { __typename: 'User', id: 'user-1', fullName: 'Jordan Reyes' },
  ...overrides,
});

const capture = <T,>(query: T, into: unknown[], result: object) => ({
  request: {
    query,
    variables: (variables: { input?: unknown }) => {
      into.push(variables.input ?? variables);
      return true;
    },
  },
  result,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('CaseNotesTab', () => {
  it('lists the notes with date, staff, note and type, newest first, and exports them', async () => {
    const asked: unknown[] = [];
    renderScreen(<CaseNotesTab matterId="m1" />, {
      path: '/cases/caseDetail?id=m1&tab=notes',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        capture(MatterNotesDocument, asked, {
          data: { matterNotes: { __typename: 'NotePage', totalCount: 2, items: [note('n1', 'Called the adjuster'), note('n2', 'Records requested', { type: 'Letter', author: { __typename: 'User', id: 'u9', fullName: 'Priya Shah' } })] } },
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Notes' });
    const row = (await within(table).findByText('Called the adjuster')).closest('tr')!;
    expect(within(row).getByText('Jordan Reyes')).toBeInTheDocument();
    expect(within(row).getByText('Phone Call')).toBeInTheDocument();
    // Only the author (or a firm admin) gets the row menu.
    expect(within(row).getByRole('button', { name: /Actions for note/ })).toBeInTheDocument();
    expect(within(within(table).getByText('Records requested').closest('tr')!).queryByRole('button', { name: /Actions/ })).not.toBeInTheDocument();
    expect(asked[0]).toMatchObject({ matterId: 'm1', sortBy: 'DATE', sortDirection: 'DESC', page: 1, pageSize: 10 });
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute('href', '/api/export/matters/m1/notes');
  });

  it('adds a note (not blank) and edits one over its version', async () => {
    const added: unknown[] = [];
    const updated: unknown[] = [];
    renderScreen(<CaseNotesTab matterId="m1" />, {
      path: '/cases/caseDetail?id=m1&tab=notes',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        capture(MatterNotesDocument, [], { data: { matterNotes: { __typename: 'NotePage', totalCount: 1, items: [note('n1', 'Called the adjuster', { version: 4 })] } } }),
        capture(AddMatterNoteDocument, added, { data: { addMatterNote: note('n3', 'Meeting booked', { type: 'Meeting' }) } }),
        capture(UpdateNoteDocument, updated, { data: { updateNote: note('n1', 'Called the adjuster twice', { version: 5 }) } }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Note' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Write the note.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Meeting' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Meeting booked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added).toEqual([{ matterId: 'm1', type: 'Meeting', body: 'Meeting booked' }]));
    // Saving ends when the list is read again and the dialog closes; only then, as for a user, the next step.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Note' })).not.toBeInTheDocument());

    await userEvent.click(await screen.findByRole('button', { name: /Actions for note/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Note' });
    await userEvent.type(within(edit).getByRole('textbox', { name: 'Note' }), ' twice');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updated).toEqual([{ id: 'n1', version: 4, type: 'Phone Call', body: 'Called the adjuster twice' }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Note' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('asks before Cancel throws away a note being written; an untouched one closes at once', async () => {
    renderScreen(<CaseNotesTab matterId="m1" />, {
      path: '/cases/caseDetail?id=m1&tab=notes',
      viewer: viewerWith('ATTORNEY'),
      mocks: [capture(MatterNotesDocument, [], { data: { matterNotes: { __typename: 'NotePage', totalCount: 0, items: [] } } })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Note' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add New Note' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Note' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add New Note' }));
    dialog = await screen.findByRole('dialog', { name: 'Add New Note' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Client called about the bill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Client called about the bill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Note' })).not.toBeInTheDocument());
  });
});
