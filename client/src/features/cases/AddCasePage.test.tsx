import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedProviderProps } from '@apollo/client/testing/react';
import {
  ContactPickerDocument,
  FirmStaffDocument,
  CreateMatterDocument,
  FirmFeeDefaultsDocument,
  OptionListsDocument,
  type CreateMatterMutationVariables,
} from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { AddCasePage } from './AddCasePage';

const contact = (id: string, name: string) => ({ __typename: 'Contact' as const, id, name, kind: 'PERSON', email: null, primaryPhone: null });
const user = (id: string, fullName: string, role: string) => ({ __typename: 'User' as const, id, fullName, role, email: `${id}@example.com`, avatarUrl: null });

/** The lists, users, client searches and the firm's fee terms the form loads, however often. */
const formMocks = [
  {
    request: { query: FirmFeeDefaultsDocument },
    result: {
      data: {
        firmFeeDefaults: {
          __typename: 'FirmFeeDefaults', version: 1, updatedAt: '2026-11-01T10:00:00.000Z',
          terms: {
            __typename: 'FeeTerms', kind: 'CONTINGENCY', basis: 'GROSS', flatCents: null, hourlyRateCents: null,
            tiers: [{ __typename: 'FeeTier', stage: 'PRE_SUIT', upToCents: null, rate: '33.33' }, { __typename: 'FeeTier', stage: 'FILED', upToCents: null, rate: '40' }],
          },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: OptionListsDocument, variables: { keys: ['PRACTICE_AREAS', 'MATTER_STAGES'] } },
    result: {
      data: {
        optionLists: [
          { __typename: 'OptionList', key: 'PRACTICE_AREAS', values: ['Personal Injury', 'Workers Compensation'] },
          { __typename: 'OptionList', key: 'MATTER_STAGES', values: ['Intake', 'Treatment', 'Demand'] },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: FirmStaffDocument, variables: { search: null } },
    result: {
      data: {
        firmUsers: {
          __typename: 'UserPage',
          items: [user('u1', 'Avery Chen', 'ATTORNEY'), user('u2', 'Sam Ortiz', 'PARALEGAL'), user('u3', 'Pat Client', 'CLIENT')],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: ContactPickerDocument, variables: () => true },
    result: (variables: { search?: string | null }) => ({
      data: {
        contacts: {
          __typename: 'ContactPage',
          items: variables.search ? [contact('c1', 'Dana Whitfield')] : [contact('c1', 'Dana Whitfield'), contact('c2', 'Rosa Delgado')],
        },
      },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

/**
 * An option of the open select. jsdom has no layout: once Mantine's popover has measured it, it
 * hides the dropdown as "detached" from its input (which cannot happen in a browser), so the
 * options are looked up whether or not they count as visible.
 */
const findOption = (name: string) => screen.findByRole('option', { name, hidden: true });

/** A createMatter mock that keeps what was sent and answers with `answer`. */
function createMock(sent: { variables?: CreateMatterMutationVariables }, answer: object) {
  return {
    request: {
      query: CreateMatterDocument,
      variables: (variables: CreateMatterMutationVariables) => {
        sent.variables = variables;
        return true;
      },
    },
    result: answer,
  };
}

describe('AddCasePage', () => {
  it('requires a case name, then sends every field with the permission, users and folders', async () => {
    const sent: { variables?: CreateMatterMutationVariables } = {};
    const { router } = renderScreen(<AddCasePage />, {
      path: '/cases/addCase',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        ...formMocks,
        createMock(sent, { data: { createMatter: { __typename: 'Matter', id: 'm9', name: 'Whitfield v. Metro', number: '2026-0042' } } }),
      ],
    });
    const u = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { name: 'Add New Case' })).toBeInTheDocument();
    for (const section of ['Matter Details', 'Matter Permission', 'Fee Agreement', 'Document folders']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    // The case starts with the firm's fee terms of the day.
    expect(await screen.findByTestId('firm-fee-terms')).toHaveTextContent("The case starts with your firm’s fee agreement: Before suit: 33.33 % · After filing: 40 %, of the gross recovery.");
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/cases');

    await u.click(screen.getByRole('button', { name: 'Save Matter' }));
    expect(await screen.findByText('Enter the case name.')).toBeInTheDocument();
    expect(sent.variables).toBeUndefined();

    // Matter Details
    await u.type(screen.getByRole('combobox', { name: 'Client' }), 'Dana');
    await u.click(await findOption('Dana Whitfield'));
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Dana Whitfield');
    await u.type(screen.getByLabelText(/Case Name/), 'Whitfield v. Metro');
    await u.type(screen.getByLabelText('Case Number'), '2026-0042');
    await u.type(screen.getByLabelText('Court'), 'Travis County District Court');
    await u.click(screen.getByRole('combobox', { name: 'Practice Area' }));
    await u.click(await findOption('Personal Injury'));
    await u.click(screen.getByRole('combobox', { name: 'Matter Stage' }));
    await u.click(await findOption('Treatment'));
    await u.type(screen.getByLabelText('Description'), 'Rear-ended at a light.');

    // Matter Permission: firm staff only (not the client user)
    expect(screen.queryByRole('combobox', { name: 'Users' })).not.toBeInTheDocument();
    await u.click(screen.getByLabelText('Specific User'));
    await u.click(screen.getByRole('combobox', { name: 'Users' }));
    expect(screen.queryByRole('option', { name: /Pat Client/, hidden: true })).not.toBeInTheDocument();
    await u.click(await findOption('Sam Ortiz (Paralegal)'));

    // Document folders: the button, Enter, a duplicate and a removal
    await u.click(screen.getByRole('button', { name: 'Add document folder' }));
    expect(screen.getByLabelText('Folder Name')).toHaveFocus();
    await u.type(screen.getByLabelText('Folder Name'), 'Medical Records');
    await u.click(screen.getByRole('button', { name: 'Create Folder' }));
    await u.type(screen.getByLabelText('Folder Name'), 'Police Report{Enter}');
    await u.type(screen.getByLabelText('Folder Name'), 'medical records{Enter}');
    expect(screen.getByText('This folder is already in the list.')).toBeInTheDocument();
    await u.clear(screen.getByLabelText('Folder Name'));
    await u.type(screen.getByLabelText('Folder Name'), 'Photos{Enter}');
    const folders = screen.getByRole('list', { name: 'Folders to create' });
    expect(within(folders).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Medical Records', 'Police Report', 'Photos']);
    await u.click(screen.getByRole('button', { name: 'Remove folder Photos' }));
    expect(sent.variables).toBeUndefined();

    await u.click(screen.getByRole('button', { name: 'Save Matter' }));
    await waitFor(() => expect(sent.variables).toBeDefined());
    expect(sent.variables).toEqual({
      input: {
        name: 'Whitfield v. Metro',
        number: '2026-0042',
        clientId: 'c1',
        court: 'Travis County District Court',
        practiceArea: 'Personal Injury',
        stage: 'Treatment',
        description: 'Rear-ended at a light.',
        permission: 'SPECIFIC_USERS',
        userIds: ['u2'],
        folders: ['Medical Records', 'Police Report'],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases/caseDetail'));
    expect(router.state.location.search).toBe('?id=m9');
  }, 30_000);

  it('leaves the number to the server, lets everyone open the case by default and keeps a typed folder', async () => {
    const sent: { variables?: CreateMatterMutationVariables } = {};
    renderScreen(<AddCasePage />, {
      path: '/cases/addCase',
      viewer: viewerWith('PARALEGAL'),
      mocks: [...formMocks, createMock(sent, { data: { createMatter: { __typename: 'Matter', id: 'm10', name: 'Delgado', number: '2026-0043' } } })],
    });
    await userEvent.type(screen.getByLabelText(/Case Name/), '  Delgado  ');
    await userEvent.type(screen.getByLabelText('Folder Name'), 'Intake'); // typed, Create Folder not clicked
    await userEvent.click(screen.getByRole('button', { name: 'Save Matter' }));
    await waitFor(() => expect(sent.variables).toBeDefined());
    expect(sent.variables).toEqual({
      input: {
        name: 'Delgado', number: null, clientId: null, court: null, practiceArea: null, stage: null, description: null,
        permission: 'EVERYONE', userIds: [], folders: ['Intake'],
      },
    });
  });

  describe('leaving with unsaved changes', () => {
    const caseList = { path: '/cases', element: <p>Case list</p> };
    const render = (mocks: NonNullable<MockedProviderProps['mocks']> = []) =>
      renderScreen(<AddCasePage />, { path: '/cases/addCase', viewer: viewerWith('ATTORNEY'), mocks: [...formMocks, ...mocks], routes: [caseList] });
    const leaveQuestion = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

    it('asks first: Stay keeps the page and what was typed, Leave goes', async () => {
      const { router } = render();
      await userEvent.type(screen.getByLabelText(/Case Name/), 'Whitfield v. Metro');
      await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));

      const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
      expect(question).toHaveTextContent('Your changes to this form are not saved. If you leave, they are lost.');
      await userEvent.click(within(question).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(leaveQuestion()).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/cases/addCase');
      expect(screen.getByLabelText(/Case Name/)).toHaveValue('Whitfield v. Metro');

      await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
      await userEvent.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
      expect(await screen.findByText('Case list')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/cases');
    });

    it('counts a folder name typed but not yet added', async () => {
      const { router } = render();
      await userEvent.type(screen.getByLabelText('Folder Name'), 'Intake');
      await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
      expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/cases/addCase');
    });

    it('does not ask when nothing was typed', async () => {
      const { router } = render();
      await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
      expect(await screen.findByText('Case list')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/cases');
      expect(leaveQuestion()).not.toBeInTheDocument();
    });

    it('does not ask once the case is saved', async () => {
      const sent: { variables?: CreateMatterMutationVariables } = {};
      const { router } = render([createMock(sent, { data: { createMatter: { __typename: 'Matter', id: 'm11', name: 'Ortiz', number: '2026-0044' } } })]);
      await userEvent.type(screen.getByLabelText(/Case Name/), 'Ortiz');
      await userEvent.click(screen.getByRole('button', { name: 'Save Matter' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/cases/caseDetail'));
      expect(router.state.location.search).toBe('?id=m11');
      expect(leaveQuestion()).not.toBeInTheDocument();
    });
  });

  it('shows a server field error at Case Number', async () => {
    const sent: { variables?: CreateMatterMutationVariables } = {};
    const { router } = renderScreen(<AddCasePage />, {
      path: '/cases/addCase',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        ...formMocks,
        createMock(sent, {
          errors: [
            {
              message: 'Some fields are not valid.',
              extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'number', messages: ['Another case already has this number.'] }] },
            },
          ],
        }),
      ],
    });
    await userEvent.type(screen.getByLabelText(/Case Name/), 'Whitfield v. Metro');
    await userEvent.type(screen.getByLabelText('Case Number'), '2026-0001');
    await userEvent.click(screen.getByRole('button', { name: 'Save Matter' }));
    expect(await screen.findByText('Another case already has this number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Case Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Case Number')).toHaveAccessibleDescription(/Another case already has this number\./);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cases/addCase');
  });
});
