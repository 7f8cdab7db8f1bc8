import type { MockedProviderProps } from '@apollo/client/testing/react';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ConflictCheckDocument, FirmStaffDocument, IntakeDocument, OptionListsDocument, type IntakeMutationVariables } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { IntakeWizardPage } from './IntakeWizardPage';

const LISTS: Record<string, string[]> = {
  CASE_GROUPS: ['Personal Injury', 'Wrongful Death'],
  CASE_TYPES: ['Car Accident', 'Dog Bite'],
  PREFIXES: ['Mr.', 'Ms.'],
  SUFFIXES: ['Jr.', 'Sr.'],
  ADDRESS_TYPES: ['Home', 'Work'],
  STATES: ['Texas', 'Utah'],
  COUNTRIES: ['United States', 'Canada'],
  LANGUAGES: ['English', 'Spanish'],
  ADVERTISING_SOURCES: ['Google Ads', 'Radio'],
  LAW_FIRMS: [],
  ATTORNEYS: ['Sam Lee'],
  REFERRAL_SOURCE_NAMES: ['Former Client'],
  RELATIONSHIPS: ['Friend'],
};

/** The keys the screen asked for, and the lists for them, however often it asks. */
function optionListsMock(asked: { keys?: string[] } = {}) {
  return {
    request: {
      query: OptionListsDocument,
      variables: (variables: { keys?: string[] | null }) => {
        asked.keys = variables.keys ?? [];
        return true;
      },
    },
    result: { data: { optionLists: Object.entries(LISTS).map(([key, values]) => ({ __typename: 'OptionList', key, values })) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** No similar names, however often the name is checked. */
const noConflicts = {
  request: { query: ConflictCheckDocument, variables: () => true },
  result: { data: { conflictCheck: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** An intake mock that keeps what was sent and answers with `answer`. */
function intakeMock(sent: { variables?: IntakeMutationVariables }, answer: object, delay = 0) {
  return {
    request: {
      query: IntakeDocument,
      variables: (variables: IntakeMutationVariables) => {
        sent.variables = variables;
        return true;
      },
    },
    result: answer,
    delay,
  };
}

const opened = { data: { intake: { __typename: 'Matter', id: 'm1', number: '2026-0003', name: 'Dana Whitfield – Car Accident' } } };

const staffMock = {
  request: { query: FirmStaffDocument, variables: { search: null } },
  result: { data: { firmUsers: { __typename: 'UserPage', items: [{ __typename: 'User', id: 'u7', fullName: 'Priya Shah', email: 'p@example.com', role: 'PARALEGAL', avatarUrl: null }] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
} as const;

function renderWizard(path: string, mocks: NonNullable<MockedProviderProps['mocks']>) {
  return renderScreen(<IntakeWizardPage />, { path, viewer: viewerWith('PARALEGAL'), mocks: [optionListsMock(), noConflicts, staffMock, ...mocks] });
}

let u: UserEvent;
beforeEach(() => {
  u = userEvent.setup({ delay: null });
});

const tab = (name: string) => screen.getByRole('tab', { name });
const region = (name: string, index = 0) => screen.getAllByRole('region', { name })[index]!;

/**
 * An option of the dropdown `input` opened. jsdom has no layout, so Mantine's popover hides the
 * dropdown as "detached" from its input: options are looked up whether or not they count as visible.
 */
async function findOption(input: HTMLElement, option: string) {
  const listbox = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`The dropdown of ${input.id} is not open.`);
    return element;
  });
  return within(listbox).findByRole('option', { name: option, hidden: true });
}

/** Opens a Mantine select by its label and clicks an option. */
async function choose(label: string, option: string, container: HTMLElement = document.body) {
  const input = within(container).getByRole('combobox', { name: label });
  await u.click(input);
  await u.click(await findOption(input, option));
}

/** Types a whole value at once (a paste), which keeps the long form quick to fill. */
async function fill(input: HTMLElement, text: string) {
  await u.click(input);
  await u.paste(text);
}

/** The least a save needs: a case type and the plaintiff's last name. */
async function fillRequired() {
  await screen.findByRole('tab', { name: 'Case' });
  await u.click(tab('Case'));
  await choose('Case Type', 'Car Accident');
  await u.click(tab('Plaintiff'));
  await u.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Whitfield');
}

describe('IntakeWizardPage', () => {
  it('asks the server for its select lists and falls back to Case for an unknown tab; switching replaces history', async () => {
    const asked: { keys?: string[] } = {};
    const { router } = renderScreen(<IntakeWizardPage />, {
      path: '/intakeWizard?subTab=bogus',
      viewer: viewerWith('PARALEGAL'),
      mocks: [optionListsMock(asked), noConflicts],
    });
    expect(screen.getByRole('heading', { name: 'Intake Wizard' })).toBeInTheDocument();
    expect(tab('Case')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Case Sub Type' })).toBeInTheDocument();
    await waitFor(() => expect(asked.keys).toBeDefined());
    expect([...asked.keys!].sort()).toEqual(Object.keys(LISTS).sort());

    await u.click(tab('Plaintiff'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(new URLSearchParams(router.state.location.search).get('subTab')).toBe('plaintiff');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toBeInTheDocument();
    await waitFor(() => expect(within(region('Address')).getByRole('combobox', { name: 'Country' })).toHaveValue('United States'));

    await u.click(tab('Referral Source'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('?subTab=referralSource');
    expect(screen.getAllByRole('region', { name: 'Paid Advertising' })).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Source Of Advertisment' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/intakeWizard');
  });

  it('shows what is missing at its field, on its tab, and sends nothing', async () => {
    const sent: { variables?: IntakeMutationVariables } = {};
    renderWizard('/intakeWizard?subTab=referralSource', [intakeMock(sent, opened)]);
    const save = screen.getByRole('button', { name: 'Save All Changes' });

    await u.click(save);
    expect(tab('Case')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Choose the case type.')).toBeInTheDocument();

    await choose('Case Type', 'Dog Bite');
    expect(screen.queryByText('Choose the case type.')).not.toBeInTheDocument();
    await u.click(tab('Referral Source'));
    await u.click(save);
    expect(tab('Plaintiff')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription('Enter a first or last name.');

    await u.click(screen.getByRole('radio', { name: 'Organization' }));
    expect(screen.queryByRole('textbox', { name: 'Last Name' })).not.toBeInTheDocument();
    await u.click(save);
    expect(screen.getByRole('textbox', { name: 'Organization Name' })).toHaveAccessibleDescription('Enter the organization name.');
    expect(sent.variables).toBeUndefined();
  });

  it('saves every field of the three tabs in one intake and opens the new case', async () => {
    const show = jest.spyOn(notifications, 'show');
    const sent: { variables?: IntakeMutationVariables } = {};
    const { router } = renderWizard('/intakeWizard', [intakeMock(sent, opened)]);
    await screen.findByRole('tab', { name: 'Case' });

    // Case
    await choose('Case Group', 'Personal Injury');
    await choose('Case Type', 'Car Accident');
    await fill(screen.getByRole('textbox', { name: 'Case Sub Type' }), 'Rear-end');
    await fill(screen.getByRole('textbox', { name: 'Facts' }), 'Hit at a red light.');
    await choose('Staff', 'Priya Shah (Paralegal)');

    // Plaintiff
    await u.click(tab('Plaintiff'));
    await u.click(screen.getByRole('radio', { name: 'Female' }));
    await fill(screen.getByRole('textbox', { name: 'Last Name' }), 'Whitfield');
    await fill(screen.getByRole('textbox', { name: 'First Name' }), 'Dana');
    await fill(screen.getByRole('textbox', { name: 'Middle Name' }), 'J');
    await fill(screen.getByRole('textbox', { name: 'Nick Name' }), 'Dee');
    await choose('Prefix', 'Ms.');
    await choose('Suffix', 'Jr.');
    await fill(screen.getByRole('textbox', { name: 'Organization' }), 'Acme Corp');

    const address = region('Address');
    await choose('Address Type', 'Work', address);
    await fill(within(address).getByRole('textbox', { name: 'Address 1' }), '12 Elm St');
    await fill(within(address).getByRole('textbox', { name: 'Address 2' }), 'Apt 4');
    await fill(within(address).getByRole('textbox', { name: 'Zip' }), '78701');
    await fill(within(address).getByRole('textbox', { name: 'City' }), 'Austin');
    await fill(within(address).getByRole('textbox', { name: 'County' }), 'Travis');
    await choose('State', 'Texas', address);
    await choose('Country', 'Canada', address);

    const misc = region('Miscellaneous Details');
    await u.type(within(misc).getByLabelText('Date Of Birth'), '1984-06-02');
    await u.type(within(misc).getByLabelText('Date Of Death'), '2026-02-01');
    await fill(within(misc).getByRole('textbox', { name: 'SSN' }), '123-45-6789');
    await choose('Language', 'Spanish', misc);
    await fill(within(misc).getByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await fill(within(misc).getByRole('textbox', { name: 'Comments' }), 'Prefers mornings.');

    const incident = region('Incident Details');
    await choose('State', 'Utah', incident);
    await u.type(within(incident).getByLabelText('Start Date'), '2026-01-15');
    await fill(within(incident).getByRole('textbox', { name: 'Facts' }), 'Intersection of 5th and Main.');

    const injury = region('Injury');
    await u.click(within(injury).getByRole('checkbox', { name: 'Serious Injury' }));
    expect(within(injury).getByRole('combobox', { name: 'Select Plaintiff' })).toHaveValue('Dana Whitfield');
    await fill(within(injury).getByRole('textbox', { name: 'Other Injuries' }), 'Whiplash');

    // Referral Source
    await u.click(tab('Referral Source'));
    const [advertising, lawFirm] = [region('Paid Advertising', 0), region('Paid Advertising', 1)];
    await choose('Source Of Advertisment', 'Google Ads', advertising);
    await fill(within(advertising).getByRole('textbox', { name: 'Comments' }), 'Search ad');
    await fill(within(lawFirm).getByRole('combobox', { name: 'Law Firm' }), 'Baker & Co');
    const attorney = within(lawFirm).getByRole('combobox', { name: 'Attorney' });
    await u.type(attorney, 'Sa');
    await u.click(await findOption(attorney, 'Sam Lee'));
    await fill(within(lawFirm).getByRole('textbox', { name: 'Comments' }), 'Co-counsel');
    const other = region('Other Referral');
    await choose('Source Name', 'Former Client', other);
    await choose('Relationship', 'Friend', other);
    await fill(within(other).getByRole('textbox', { name: 'Comments' }), 'Sister of a client');

    await u.click(screen.getByRole('button', { name: 'Save All Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases/caseDetail'));
    expect(router.state.location.search).toBe('?id=m1');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Case 2026-0003 opened' }));
    expect(sent.variables).toEqual({
      input: {
        caseGroup: 'Personal Injury',
        caseType: 'Car Accident',
        caseSubType: 'Rear-end',
        facts: 'Hit at a red light.',
        staffIds: ['u7'],
        plaintiff: {
          kind: 'PERSON',
          gender: 'FEMALE',
          lastName: 'Whitfield',
          firstName: 'Dana',
          middleName: 'J',
          nickName: 'Dee',
          prefix: 'Ms.',
          suffix: 'Jr.',
          organization: 'Acme Corp',
          addresses: [
            {
              addressType: 'Work', address1: '12 Elm St', address2: 'Apt 4', zip: '78701', city: 'Austin', county: 'Travis',
              state: 'Texas', country: 'Canada', comments: null, useOrgAddress: false, isPrimary: true,
            },
          ],
          dateOfBirth: '1984-06-02',
          dateOfDeath: '2026-02-01',
          ssn: '123-45-6789',
          language: 'Spanish',
          email: 'dana@example.com',
          comments: 'Prefers mornings.',
        },
        incident: {
          state: 'Utah', date: '2026-01-15', facts: 'Intersection of 5th and Main.', seriousInjury: true, noInjury: false, otherInjuries: 'Whiplash',
        },
        referral: {
          advertisingSource: 'Google Ads',
          advertisingComments: 'Search ad',
          lawFirm: 'Baker & Co',
          attorney: 'Sam Lee',
          lawFirmComments: 'Co-counsel',
          sourceName: 'Former Client',
          relationship: 'Friend',
          otherComments: 'Sister of a client',
        },
      },
    });
    show.mockRestore();
  }, 45_000);

  it('sends an organization by its name only, with no injury and no empty address', async () => {
    const sent: { variables?: IntakeMutationVariables } = {};
    renderWizard('/intakeWizard', [intakeMock(sent, opened)]);
    await screen.findByRole('tab', { name: 'Case' });
    await choose('Case Type', 'Dog Bite');
    await u.click(tab('Plaintiff'));
    await u.type(screen.getByRole('textbox', { name: 'First Name' }), 'Dana');
    await u.click(screen.getByRole('radio', { name: 'Organization' }));
    expect(screen.queryByRole('radio', { name: 'Female' })).not.toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Organization Name' }), 'Acme Corp');

    const injury = region('Injury');
    await u.click(within(injury).getByRole('checkbox', { name: 'Serious Injury' }));
    await u.click(within(injury).getByRole('checkbox', { name: 'No Injury' }));
    expect(within(injury).getByRole('checkbox', { name: 'Serious Injury' })).not.toBeChecked();
    expect(within(injury).getByRole('combobox', { name: 'Select Plaintiff' })).toBeDisabled();

    await u.click(screen.getByRole('button', { name: 'Save All Changes' }));
    await waitFor(() => expect(sent.variables).toBeDefined());
    const { plaintiff, incident, caseGroup } = sent.variables!.input;
    expect(caseGroup).toBeNull();
    expect(plaintiff).toEqual({
      kind: 'COMPANY', companyName: 'Acme Corp', addresses: [],
      dateOfBirth: null, dateOfDeath: null, ssn: null, language: null, email: null, comments: null,
    });
    expect(incident).toMatchObject({ seriousInjury: false, noInjury: true });
  });

  it("shows the server's message at the field it names, on that field's tab", async () => {
    const sent: { variables?: IntakeMutationVariables } = {};
    renderWizard('/intakeWizard', [
      intakeMock(sent, {
        errors: [
          {
            message: 'Some fields are not valid.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: [
                { field: 'plaintiff.email', messages: ['Another contact already uses this email.'] },
                { field: 'incident.date', messages: ['The incident date cannot be in the future.'] },
              ],
            },
          },
        ],
      }),
    ]);
    await fillRequired();
    await u.type(screen.getByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await u.type(screen.getByLabelText('Start Date'), '2099-01-01');
    await u.click(tab('Referral Source'));
    await u.click(screen.getByRole('button', { name: 'Save All Changes' }));

    expect(await screen.findByText('Another contact already uses this email.')).toBeInTheDocument();
    expect(tab('Plaintiff')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Another contact already uses this email.');
    expect(screen.getByText('The incident date cannot be in the future.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent.variables?.input.plaintiff.email).toBe('dana@example.com');
  });

  it('disables Save while saving and shows any other error in an alert', async () => {
    const sent: { variables?: IntakeMutationVariables } = {};
    const { router } = renderWizard('/intakeWizard', [
      intakeMock(sent, { errors: [{ message: 'You are not allowed to do this.', extensions: { code: 'FORBIDDEN' } }] }, 100),
    ]);
    await fillRequired();
    const save = screen.getByRole('button', { name: 'Save All Changes' });
    await u.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    expect(save).toBeEnabled();
    expect(router.state.location.pathname).toBe('/intakeWizard');
  });

  it('Cancel asks before discarding what was typed: Stay keeps it, Leave leaves the wizard', async () => {
    const sent: { variables?: IntakeMutationVariables } = {};
    const { router } = renderScreen(<IntakeWizardPage />, {
      path: '/intakeWizard?subTab=plaintiff',
      viewer: viewerWith('PARALEGAL'),
      mocks: [optionListsMock(), noConflicts, staffMock, intakeMock(sent, opened)],
      routes: [{ path: '/cases', element: <p>Case list</p> }],
    });
    await u.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Whitfield');
    await u.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Choose the case type.')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Case Sub Type' }), 'Rear-end');

    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await u.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/intakeWizard');
    expect(screen.getByRole('textbox', { name: 'Case Sub Type' })).toHaveValue('Rear-end');
    // Switching tabs is the same form: no question.
    await u.click(tab('Plaintiff'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Whitfield');

    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Case list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cases');
    expect(sent.variables).toBeUndefined();
  });

  it('Cancel leaves at once when nothing was typed', async () => {
    const { router } = renderScreen(<IntakeWizardPage />, {
      path: '/intakeWizard',
      viewer: viewerWith('PARALEGAL'),
      mocks: [optionListsMock(), noConflicts, staffMock],
      routes: [{ path: '/cases', element: <p>Case list</p> }],
    });
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Case list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cases');
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });
});
