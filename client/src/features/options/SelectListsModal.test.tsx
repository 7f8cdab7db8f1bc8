import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AllOptionListsDocument, SetOptionListDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { answerLeaveQuestion, leaveQuestion } from '../../test/unsavedChanges';
import { SelectListsModal } from './SelectListsModal';

const list = (key: string, values: string[], customized = false) => ({ __typename: 'OptionList' as const, key, values, customized });

describe('Select Lists', () => {
  it("shows a list's choices and saves the firm's version", async () => {
    let sent: unknown;
    renderScreen(<SelectListsModal opened onClose={() => {}} />, {
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        {
          request: { query: AllOptionListsDocument },
          result: { data: { optionLists: [list('CASE_TYPES', ['Car Accident', 'Dog Bite']), list('STATES', ['Texas'])] } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        {
          request: {
            query: SetOptionListDocument,
            variables: (variables: unknown) => {
              sent = variables;
              return true;
            },
          },
          result: { data: { setOptionList: list('CASE_TYPES', ['Car Accident', 'Dog Bite', 'Boating Accident'], true) } },
        },
      ],
    });
    expect(await screen.findByText('Dog Bite')).toBeInTheDocument();
    expect(screen.getByText('Defaults')).toBeInTheDocument();
    await userEvent.type(screen.getAllByLabelText('Choices').find((element) => element.tagName === 'INPUT')!, 'Boating Accident{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual({ input: { key: 'CASE_TYPES', values: ['Car Accident', 'Dog Bite', 'Boating Accident'] } }));
  });

  it('asks before Escape or Close throws choices not saved away: Stay keeps them, Leave closes and forgets them', async () => {
    const onClose = jest.fn();
    const lists = { request: { query: AllOptionListsDocument }, result: { data: { optionLists: [list('CASE_TYPES', ['Car Accident', 'Dog Bite'])] } }, maxUsageCount: Number.POSITIVE_INFINITY };
    renderScreen(<SelectListsModal opened onClose={onClose} />, { viewer: viewerWith('FIRM_ADMIN'), mocks: [lists] });
    const dialog = await screen.findByRole('dialog', { name: 'Select Lists' });
    expect(await within(dialog).findByText('Dog Bite')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(leaveQuestion()).not.toBeInTheDocument();

    const choices = () => within(dialog).getAllByLabelText('Choices').find((element) => element.tagName === 'INPUT')!;
    await userEvent.type(choices(), 'Boating Accident{Enter}');
    // Escape in the choices field closes its own list first: leave the field.
    await userEvent.click(within(dialog).getByText(/The choices offered in the intake wizard/));
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(within(dialog).getByText('Boating Accident')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await answerLeaveQuestion('Leave');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(within(dialog).queryByText('Boating Accident')).not.toBeInTheDocument();
  });
});
