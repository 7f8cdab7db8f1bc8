import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateEmailDocument, type CaseEmailFieldsFragment } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { answerLeaveQuestion, leaveQuestion } from '../../test/unsavedChanges';
import { EmailDialog } from './EmailDialog';

const email: CaseEmailFieldsFragment = {
  __typename: 'CaseEmail',
  id: 'e1',
  version: 1,
  description: 'Claim 77-1: recorded statement',
  category: 'Insurance',
  subCategory: null,
  reviewed: false,
  reviewedAt: null,
  reviewedBy: null,
  sentAt: '2026-11-10T20:30:00.000Z',
  fromAddress: 'Dana Adjuster <dana@lonestar-ins.example>',
  toAddresses: 'avery@summit-law.example',
  direction: 'INBOUND',
  origin: 'IMPORTED',
  bodyText: 'Please call me about the statement.',
  attachmentCount: 0,
  attachmentDocumentIds: [],
};
const open = (onClose: () => void, edited: CaseEmailFieldsFragment | null = null) =>
  renderScreen(<EmailDialog matterId="m1" email={edited} onClose={onClose} />, { viewer: viewerWith('ATTORNEY') });

describe('Add Email with unsaved changes', () => {
  it('asks before Escape or Cancel throws the typing away: Stay keeps it, Leave closes', async () => {
    const onClose = jest.fn();
    open(onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Add Email' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Following up on the MRI bill');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Text' })).toHaveValue('Following up on the MRI bill');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing was typed', async () => {
    const onClose = jest.fn();
    open(onClose);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Add Email' })).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(leaveQuestion()).not.toBeInTheDocument();
  });

  it('Edit asks only once something is changed', async () => {
    const onClose = jest.fn();
    open(onClose, email);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Email' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(leaveQuestion()).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Sub-Category' }), 'Statement');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('Edit Email saves', () => {
  it('with Enter in a field as with Save, sending what was typed, then closes', async () => {
    const sent: unknown[] = [];
    const onClose = jest.fn();
    renderScreen(<EmailDialog matterId="m1" email={email} onClose={onClose} />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        {
          request: {
            query: UpdateEmailDocument,
            variables: (variables: { input: unknown }) => {
              sent.push(variables.input);
              return true;
            },
          },
          result: { data: { updateEmail: { ...email, subCategory: 'Statement', version: 2 } } },
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Email' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Sub-Category' }), 'Statement{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ id: 'e1', version: 1, description: 'Claim 77-1: recorded statement', category: 'Insurance', subCategory: 'Statement' }]);
    expect(leaveQuestion()).not.toBeInTheDocument();
  });
});
