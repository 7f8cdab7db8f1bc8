import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { DocumentCategoriesDocument } from '../../gql/graphql';
import { always } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { answerLeaveQuestion, leaveQuestion } from '../../test/unsavedChanges';
import { FolderDialog } from './FolderDialog';
import { RenameDialog } from './RenameDialog';
import type { Entry } from './types';
import { UploadDialog } from './UploadDialog';

const folder: Entry = {
  __typename: 'DocumentFolder',
  id: 'f1',
  name: 'Medical Records',
  category: 'Medical Records',
  matterId: 'm1',
  parentId: null,
  itemCount: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  version: 1,
  matter: { __typename: 'Matter', id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' },
};
const matter = { id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' };
const mocks = [always(DocumentCategoriesDocument, { data: { documentCategories: [] } })];

/** Each dialog as the Documents screen opens it, the field typed into and what it then holds. */
const dialogs: Array<[string, (onClose: () => void) => ReactElement, string, string]> = [
  ['Create Folder', (onClose) => <FolderDialog opened place={{ matterId: 'm1', parentId: null, label: 'Alvarez v. Lone Star' }} onClose={onClose} />, 'Folder Name', 'Police reports'],
  ['Rename folder', (onClose) => <RenameDialog entry={folder} onClose={onClose} />, 'Folder Name', 'Medical RecordsPolice reports'],
  ['Upload Document', (onClose) => <UploadDialog opened place={{ matter, fixedMatter: true, folder: null }} onClose={onClose} onUpload={jest.fn()} />, 'File Name', 'Police reports'],
];

describe('the documents dialogs with unsaved changes', () => {
  it.each(dialogs)('%s asks before Escape or Cancel throws the typing away: Stay keeps it, Leave closes', async (title, dialogOf, field, typed) => {
    const onClose = jest.fn();
    renderScreen(dialogOf(onClose), { viewer: viewerWith('ATTORNEY'), mocks });
    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.type(within(dialog).getByRole('textbox', { name: field }), 'Police reports');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: field })).toHaveValue(typed);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each(dialogs)('%s closes at once when nothing was typed', async (title, dialogOf) => {
    const onClose = jest.fn();
    renderScreen(dialogOf(onClose), { viewer: viewerWith('ATTORNEY'), mocks });
    await userEvent.click(within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(leaveQuestion()).not.toBeInTheDocument();
  });
});
