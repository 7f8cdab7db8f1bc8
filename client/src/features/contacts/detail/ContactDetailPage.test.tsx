import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ConflictCheckDocument,
  ContactCasesDocument,
  ContactDetailDocument,
  RevealContactIdentifierDocument,
  UpdateContactDocument,
  type ContactDetailFieldsFragment,
} from '../../../gql/graphql';
import { renderScreen, viewerWith } from '../../../test/render';
import { ContactDetailPage } from './ContactDetailPage';

function contact(overrides: Partial<ContactDetailFieldsFragment> = {}): ContactDetailFieldsFragment {
  return {
    __typename: 'Contact',
    id: 'c1', version: 3, kind: 'PERSON', name: 'Dana Whitfield',
    prefix: 'Ms.', firstName: 'Dana', middleName: null, lastName: 'Whitfield', nickName: null, suffix: null, companyName: null,
    organization: null, gender: 'FEMALE', email: 'dana@example.com', otherEmails: [], primaryPhone: '+12125550123',
    referredBy: null, comments: null, description: null, contactType: 'Client', language: null, dateOfBirth: '1984-06-02',
    dateOfDeath: null, active: true, preventMailing: false, locked: false, noAutoCommunication: false, photoUrl: null,
    roles: ['Client'], websites: [], country: null, birthPlace: null, ein: null, ledesClientId: null, height: null, weight: null,
    primaryLanguage: null, secondaryLanguage: null, mothersMaidenName: null, maritalStatus: null, marriageDate: null,
    marriageLocation: null, spouseName: null, religion: null, driversLicenseState: null, idNumber: null, idState: null,
    race: null, occupation: null, ssnMasked: '•••• 6789', tfnMasked: null, medicareMasked: null, driversLicenseMasked: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
    phones: [{ __typename: 'ContactPhone', id: 'p1', type: 'Mobile', number: '+12125550123', ext: null, canText: true, isPrimary: true, autoComments: null }],
    addresses: [
      {
        __typename: 'ContactAddress', id: 'a1', addressType: 'Home', address1: '12 Elm St', address2: null, city: 'Austin', county: 'Travis',
        zip: '78701', state: 'TX', country: 'United States', comments: null, useOrgAddress: false, isPrimary: true,
      },
    ],
    ...overrides,
  };
}

/** No similar names, however often the name is checked. */
const noConflicts = {
  request: { query: ConflictCheckDocument, variables: () => true },
  result: { data: { conflictCheck: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const detailMock = (value = contact()) => ({
  request: { query: ContactDetailDocument, variables: { id: 'c1' } },
  result: { data: { contact: value } },
});

/** An updateContact mock that keeps what was sent and answers with `answer`. */
function updateMock(sent: { input?: Record<string, unknown> }, answer: object) {
  return {
    request: {
      query: UpdateContactDocument,
      variables: (variables: { input: Record<string, unknown> }) => {
        sent.input = variables.input;
        return true;
      },
    },
    result: answer,
  };
}

describe('ContactDetailPage', () => {
  it('falls back to Main Details / Contact Individual for unknown tabs and replaces history when switching', async () => {
    const { router } = renderScreen(<ContactDetailPage />, {
      path: '/contactsPage?id=c1&tab=bogus&subTab=nope',
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        detailMock(),
        noConflicts,
        {
          request: { query: ContactCasesDocument, variables: { contactId: 'c1', page: 1, pageSize: 20 } },
          result: { data: { matters: { __typename: 'MatterPage', totalCount: 0, items: [] } } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Dana Whitfield' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Main Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Contact Individual' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('First Name')).toHaveValue('Dana');

    await userEvent.click(screen.getByRole('tab', { name: 'Address' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(new URLSearchParams(router.state.location.search).get('subTab')).toBe('address');
    const table = screen.getByRole('table', { name: 'Addresses' });
    expect(within(table).getByText('12 Elm St')).toBeInTheDocument();
    expect(within(table).getByText('Travis 78701')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Related Cases' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toContain('tab=relatedCases');
    expect(await screen.findByText(/^No related cases\./)).toBeInTheDocument();
  });

  it("calls a company's first sub-tab Company Details", async () => {
    const company = contact({ kind: 'COMPANY', name: 'Lone Star Towing', companyName: 'Lone Star Towing', prefix: null, firstName: null, lastName: null, gender: null, ssnMasked: null });
    renderScreen(<ContactDetailPage />, { path: '/contactsPage?id=c1', viewer: viewerWith('PARALEGAL'), mocks: [detailMock(company), noConflicts] });
    expect(await screen.findByRole('heading', { name: 'Lone Star Towing' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Company Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Contact Individual' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Company Name')).toHaveValue('Lone Star Towing');
  });

  it('saves edits from several sub-tabs in one Save, over the version it loaded, with a new SSN', async () => {
    const sent: { input?: Record<string, unknown> } = {};
    renderScreen(<ContactDetailPage />, {
      path: '/contactsPage?id=c1',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        detailMock(),
        noConflicts,
        updateMock(sent, { data: { updateContact: contact({ version: 4, nickName: 'Dee', ssnMasked: '•••• 9012', occupation: 'Nurse' }) } }),
      ],
    });
    await userEvent.type(await screen.findByLabelText('Nick Name'), 'Dee');
    await userEvent.click(screen.getByRole('button', { name: 'Change SSN' }));
    await userEvent.type(screen.getByLabelText('SSN'), '456-78-9012');
    await userEvent.click(screen.getByRole('tab', { name: 'Other Detail' }));
    await userEvent.type(screen.getByLabelText('Occupation'), 'Nurse');
    // The client's id in its e-billing: the LEDES files' CLIENT_ID.
    expect(screen.getByLabelText('LEDES Client ID')).toHaveAttribute('maxlength', '20');
    await userEvent.type(screen.getByLabelText('LEDES Client ID'), 'ACME-INS/0042');
    await userEvent.click(screen.getByRole('tab', { name: 'Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Email' }));
    await userEvent.type(screen.getByLabelText('Email 1'), 'dana.w@work.example');
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.input).toBeDefined());
    expect(sent.input).toMatchObject({
      id: 'c1',
      version: 3,
      nickName: 'Dee',
      ssn: '456-78-9012',
      occupation: 'Nurse',
      ledesClientId: 'ACME-INS/0042',
      otherEmails: ['dana.w@work.example'],
      firstName: 'Dana',
      phones: [{ type: 'Mobile', number: '+12125550123', isPrimary: true, canText: true }],
      addresses: [{ address1: '12 Elm St', city: 'Austin', isPrimary: true }],
    });
    expect(sent.input).not.toHaveProperty('tfn');
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('asks before leaving with changes not saved, and not once they are saved or between tabs', async () => {
    const sent: { input?: Record<string, unknown> } = {};
    const { router } = renderScreen(<ContactDetailPage />, {
      path: '/contactsPage?id=c1',
      viewer: viewerWith('ATTORNEY'),
      mocks: [detailMock(), noConflicts, updateMock(sent, { data: { updateContact: contact({ version: 4, nickName: 'Dee' }) } })],
      routes: [{ path: '/contacts', element: <p>Contact list</p> }],
    });
    await userEvent.type(await screen.findByLabelText('Nick Name'), 'Dee');
    await userEvent.click(screen.getByRole('tab', { name: 'Email' }));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Contact Individual' }));

    await userEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/contactsPage');
    expect(screen.getByLabelText('Nick Name')).toHaveValue('Dee');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    expect(await screen.findByText('Contact list')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('leaves stored identifiers alone unless changed', async () => {
    const sent: { input?: Record<string, unknown> } = {};
    renderScreen(<ContactDetailPage />, {
      path: '/contactsPage?id=c1&subTab=roles',
      viewer: viewerWith('STAFF'),
      mocks: [detailMock(), noConflicts, updateMock(sent, { data: { updateContact: contact({ version: 4, roles: ['Client', 'Witness'] }) } })],
    });
    const roles = (await screen.findAllByLabelText('Roles')).find((element) => element.tagName === 'INPUT')!;
    await userEvent.type(roles, 'Witness{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.input).toBeDefined());
    expect(sent.input).toMatchObject({ roles: ['Client', 'Witness'] });
    for (const identifier of ['ssn', 'tfn', 'medicare', 'driversLicense']) expect(sent.input).not.toHaveProperty(identifier);
  });

  it('Cancel discards the changes', async () => {
    renderScreen(<ContactDetailPage />, { path: '/contactsPage?id=c1', viewer: viewerWith('PARALEGAL'), mocks: [detailMock(), noConflicts] });
    const first = await screen.findByLabelText('First Name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Danielle');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Dana');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it("opens the sub-tab of a field the server refused and shows its message", async () => {
    const sent: { input?: Record<string, unknown> } = {};
    renderScreen(<ContactDetailPage />, {
      path: '/contactsPage?id=c1',
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        detailMock(),
        noConflicts,
        updateMock(sent, {
          errors: [
            {
              message: 'Some fields are not valid.',
              extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'dateOfDeath', messages: ['The date of death must be after the date of birth.'] }] },
            },
          ],
        }),
      ],
    });
    await screen.findByLabelText('First Name');
    await userEvent.click(screen.getByRole('tab', { name: 'Other Detail' }));
    await userEvent.type(screen.getByLabelText('Date of Death'), '1980-01-01');
    await userEvent.click(screen.getByRole('tab', { name: 'Roles' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The date of death must be after the date of birth.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Other Detail' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when someone else saved first and reloads their version on request', async () => {
    const sent: { input?: Record<string, unknown> } = {};
    renderScreen(<ContactDetailPage />, {
      path: '/contactsPage?id=c1',
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        detailMock(),
        noConflicts,
        updateMock(sent, {
          errors: [{ message: 'Dana Whitfield was changed by someone else after you opened it. Reload to see their changes.', extensions: { code: 'CONFLICT' } }],
        }),
        detailMock(contact({ version: 5, nickName: 'DW' })),
      ],
    });
    await userEvent.type(await screen.findByLabelText('Nick Name'), 'Dee');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Changed by someone else');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Nick Name')).toHaveValue('DW'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reveals a masked SSN to an attorney on request; staff only see it masked', async () => {
    renderScreen(<ContactDetailPage />, {
      path: '/contactsPage?id=c1',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        detailMock(),
        noConflicts,
        { request: { query: RevealContactIdentifierDocument, variables: { id: 'c1', identifier: 'SSN' } }, result: { data: { revealContactIdentifier: '123-45-6789' } } },
      ],
    });
    expect(await screen.findByLabelText('SSN')).toHaveValue('•••• 6789');
    await userEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(screen.getByLabelText('SSN')).toHaveValue('123-45-6789'));
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByLabelText('SSN')).toHaveValue('•••• 6789');
  });

  it('offers no Reveal to staff', async () => {
    renderScreen(<ContactDetailPage />, { path: '/contactsPage?id=c1', viewer: viewerWith('STAFF'), mocks: [detailMock(), noConflicts] });
    expect(await screen.findByLabelText('SSN')).toHaveValue('•••• 6789');
    expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
  });

  it('warns of other contacts with a similar name, leaving this one out', async () => {
    renderScreen(<ContactDetailPage />, {
      path: '/contactsPage?id=c1',
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        detailMock(),
        {
          request: { query: ConflictCheckDocument, variables: { name: 'Dana Whitfield', excludeId: 'c1' } },
          result: {
            data: {
              conflictCheck: [
                { __typename: 'ConflictMatch', similarity: 0.8, contact: { __typename: 'Contact', id: 'c7', name: 'Dana Whitfeld', kind: 'PERSON' } },
              ],
            },
          },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Dana Whitfield' });
    // The check runs 300 ms after the name settles (ConflictWarning), then answers: more than the
    // default second on a busy machine.
    expect(await screen.findByText('Possible conflict of interest')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dana Whitfeld' })).toHaveAttribute('href', '/contactsPage?id=c7');
  });

  it('says so when the contact does not exist', async () => {
    renderScreen(<ContactDetailPage />, {
      path: '/contactsPage?id=c1',
      viewer: viewerWith('STAFF'),
      mocks: [{ request: { query: ContactDetailDocument, variables: { id: 'c1' } }, result: { errors: [{ message: 'The contact was not found.', extensions: { code: 'NOT_FOUND' } }] } }],
    });
    expect(await screen.findByText('This contact does not exist or was deleted.')).toBeInTheDocument();
  });
});
