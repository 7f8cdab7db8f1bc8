import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AllOptionListsDocument, SetOptionListDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
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
});
