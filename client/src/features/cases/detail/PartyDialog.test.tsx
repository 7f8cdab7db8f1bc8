import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPickerDocument, OptionListsDocument, PartyConflictsDocument, type PartyFieldsFragment } from '../../../gql/graphql';
import { always } from '../../../test/mocks';
import { renderScreen, viewerWith } from '../../../test/render';
import { answerLeaveQuestion, leaveQuestion } from '../../../test/unsavedChanges';
import { DEFENDANT_SUB_TABS } from './caseTabs';
import { PartyDialog } from './PartyDialog';

const defendants = DEFENDANT_SUB_TABS[0]!;
const party: PartyFieldsFragment = {
  __typename: 'Party',
  id: 'p1',
  version: 2,
  category: 'DEFENDANT',
  role: 'Defendant',
  primaryLabel: null,
  groupName: null,
  comment: null,
  primaryComment: null,
  relatedPartyId: null,
  contact: { __typename: 'Contact', id: 'c1', name: 'Lone Star Freight', kind: 'COMPANY', email: null, primaryPhone: null },
};
const mocks = [
  always(OptionListsDocument, { data: { optionLists: [] } }),
  always(PartyConflictsDocument, { data: { conflictCheck: [] } }),
  always(ContactPickerDocument, { data: { contacts: { __typename: 'ContactPage', items: [] } } }),
];
const open = (onClose: () => void, edited: PartyFieldsFragment | null) =>
  renderScreen(<PartyDialog matterId="m1" subTab={defendants} party={edited} opened onClose={onClose} />, { viewer: viewerWith('ATTORNEY'), mocks });

describe('the party dialog with unsaved changes', () => {
  it('asks before Escape or Cancel throws the typing away: Stay keeps it, Leave closes', async () => {
    const onClose = jest.fn();
    open(onClose, party);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lone Star Freight' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Served at the Dallas office');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveValue('Served at the Dallas office');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing was typed', async () => {
    const onClose = jest.fn();
    open(onClose, party);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Edit Lone Star Freight' })).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(leaveQuestion()).not.toBeInTheDocument();
  });

  it('Add closes at once untouched, and asks about a new contact typed', async () => {
    const onClose = jest.fn();
    open(onClose, null);
    const dialog = await screen.findByRole('dialog', { name: defendants.addLabel });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.click(within(dialog).getByText('New contact'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Cole');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Stay');
    expect(within(dialog).getByRole('textbox', { name: 'Last Name' })).toHaveValue('Cole');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
