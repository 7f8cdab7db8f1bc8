import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConflictCheckDocument } from '../../gql/graphql';
import { always } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { answerLeaveQuestion, leaveQuestion } from '../../test/unsavedChanges';
import { AddContactDialog } from './AddContactDialog';

const noConflicts = always(ConflictCheckDocument, { data: { conflictCheck: [] } });
const open = (onClose: () => void) =>
  renderScreen(<AddContactDialog opened initialKind="PERSON" onClose={onClose} onSaved={() => {}} />, { viewer: viewerWith('ATTORNEY'), mocks: [noConflicts] });

describe('Add Contact with unsaved changes', () => {
  it('asks before Escape or Cancel throws the typing away: Stay keeps it, Leave closes', async () => {
    const onClose = jest.fn();
    open(onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' });
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Delgado');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Last Name')).toHaveValue('Delgado');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks after the other kind is picked too, and closes at once when nothing was changed', async () => {
    const onClose = jest.fn();
    open(onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(leaveQuestion()).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByText('Company'));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Add Company' })).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Stay');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
