import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AddPartyDocument,
  CaseDamagesDocument,
  CaseDetailDocument,
  ContactDetailDocument,
  ContactPickerDocument,
  LiensDocument,
  MatterActivityDocument,
  MedicalBillsDocument,
  OptionListsDocument,
  PartiesDocument,
  PartyConflictsDocument,
  UpdateIncidentDocument,
  type CaseDetailFieldsFragment,
  type PartyFieldsFragment,
} from '../../../gql/graphql';
import { renderScreen, viewerWith } from '../../../test/render';
import { CaseDetailPage } from './CaseDetailPage';
import { CaseOverviewPage } from './CaseOverviewPage';
import { medicalSubTabOf, partySubTabOf, tabOf } from './caseTabs';
import { noCaseEvents } from '../../../test/mocks';
import { formatDay } from '../../../ui/format';
import { statusSince } from '../matterFormat';

function matter(overrides: Partial<CaseDetailFieldsFragment> = {}): CaseDetailFieldsFragment {
  return {
    __typename: 'Matter', id: 'm1', version: 4, number: '2026-0007', name: 'Nina Patel – Car Accident', status: 'PENDING', statusDays: 3,
    statusChangedAt: '2026-11-19T10:00:00.000Z', priority: 'NORMAL', permission: 'EVERYONE', accessUserIds: [], caseGroup: 'Personal Injury',
    caseType: 'Car Accident', caseSubType: null, practiceArea: 'Personal Injury', stage: 'Intake', court: null, description: null,
    facts: 'Rear-ended at a red light.', createdAt: '2026-11-19T10:00:00.000Z',
    client: { __typename: 'Contact', id: 'c1', name: 'Nina Patel', email: null, primaryPhone: '+15125550177', photoUrl: null },
    staff: [{ __typename: 'User', id: 'u1', fullName: 'Priya Shah', email: 'priya@example.com', avatarUrl: 'https://broken.example/x.png', role: 'PARALEGAL' }],
    incident: {
      __typename: 'Incident', state: 'Texas', date: '2026-10-01', liabilityCode: null, comments: null, facts: 'Ran the light', mergedFacts: null,
      accidentTiming: null, previousAttorney: null, injuryLocation: null, propertyOwner: null, reportedIncident: null, seriousInjury: true,
      noInjury: false, otherInjuries: null,
    },
    referral: { __typename: 'ReferralSource', advertisingSource: null, lawFirm: null, attorney: null, sourceName: 'Former Client', relationship: null },
    timeline: [], statusHistory: [], folders: [],
    ...overrides,
  };
}

const party = (id: string, name: string, overrides: Partial<PartyFieldsFragment> = {}): PartyFieldsFragment => ({
  __typename: 'Party', id, version: 1, category: 'DEFENDANT', role: 'Defendant', primaryLabel: 'Primary Defendant', groupName: null, comment: null,
  primaryComment: null, relatedPartyId: null,
  contact: { __typename: 'Contact', id: `contact-${id}`, name, kind: 'PERSON', email: null, primaryPhone: '+18175550131' },
  ...overrides,
});

const always = <T,>(query: T, result: object) => ({ request: { query, variables: () => true }, result, maxUsageCount: Number.POSITIVE_INFINITY });
const detail = (value = matter()) => ({ request: { query: CaseDetailDocument, variables: { id: 'm1' } }, result: { data: { matter: value } }, maxUsageCount: Number.POSITIVE_INFINITY });
const activity = always(MatterActivityDocument, { data: { matterActivity: { __typename: 'ActivityPage', totalCount: 0, items: [] } } });
const options = always(OptionListsDocument, {
  data: {
    optionLists: ['STATES', 'LIABILITY_CODES', 'PARTY_ROLES', 'PARTY_LABELS'].map((key) => ({
      __typename: 'OptionList', key, values: key === 'STATES' ? ['Ohio', 'Texas'] : key === 'LIABILITY_CODES' ? ['Clear Liability'] : ['Defendant', 'Witness'],
    })),
  },
});
const partyPage = (items: PartyFieldsFragment[]) => ({ data: { parties: { __typename: 'PartyPage', totalCount: items.length, items } } });

describe('case detail tabs in the address', () => {
  it('reads the tab from ?tab=, then from the sub-page path, else Summary', () => {
    expect(tabOf('/cases/caseDetail', new URLSearchParams('id=1&tab=incident'))).toBe('incident');
    expect(tabOf('/cases/caseDetail', new URLSearchParams('id=1&tab=nonsense'))).toBe('summary');
    expect(tabOf('/caseBrowse/caseDetail/caseDetailDocument', new URLSearchParams('id=1'))).toBe('documents');
    expect(tabOf('/caseBrowse/caseDetail/tasks', new URLSearchParams('id=1'))).toBe('task');
    expect(tabOf('/cases/caseDetail', new URLSearchParams('id=1&tab=insurance'))).toBe('insurance');
    expect(tabOf('/cases/caseDetail', new URLSearchParams('id=1&tab=costs'))).toBe('costs');
    expect(tabOf('/cases/caseDetail', new URLSearchParams('id=1&tab=settlement'))).toBe('settlement');
  });

  it('reads the Medical sub-tab from ?subTab=, Treatment & Bills when absent or unknown', () => {
    expect(medicalSubTabOf(new URLSearchParams('tab=medical'))).toBe('bills');
    expect(medicalSubTabOf(new URLSearchParams('tab=medical&subTab=liens'))).toBe('liens');
    expect(medicalSubTabOf(new URLSearchParams('tab=medical&subTab=damages'))).toBe('damages');
    expect(medicalSubTabOf(new URLSearchParams('tab=medical&subTab=plaintiffs'))).toBe('bills');
  });

  it('reads a party sub-tab only on its own tab and when valid', () => {
    expect(partySubTabOf('defendant', new URLSearchParams('subTab=thirdPartyAction'))?.category).toBe('THIRD_PARTY_ACTION');
    expect(partySubTabOf('defendant', new URLSearchParams('subTab=plaintiffContacts'))?.category).toBe('DEFENDANT');
    expect(partySubTabOf('plaintiff', new URLSearchParams('subTab=bogus'))?.category).toBe('PLAINTIFF');
    expect(partySubTabOf('summary', new URLSearchParams('subTab=defendants'))).toBeNull();
  });
});

describe('how long a case has been in its status', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');

  it('counts from the status change, with its day', () => {
    expect(statusSince({ statusDays: 7, statusChangedAt: '2026-11-19T10:00:00.000Z', createdAt: '2026-10-01T09:00:00.000Z' }, now)).toEqual({ day: '2026-11-19', days: 7 });
  });

  it('never from before the case was opened (an imported case whose change is recorded earlier)', () => {
    expect(statusSince({ statusDays: 34, statusChangedAt: '2026-10-23T10:00:00.000Z', createdAt: '2026-11-24T10:00:00.000Z' }, now)).toEqual({ day: '2026-11-24', days: 2 });
  });

  it('the header says the same as Opened', async () => {
    const opened = new Date(Date.now() - 2 * 86_400_000 - 3_600_000).toISOString();
    const before = new Date(Date.now() - 34 * 86_400_000).toISOString();
    renderScreen(<CaseDetailPage />, {
      path: '/cases/caseDetail?id=m1',
      viewer: viewerWith('ATTORNEY'),
      mocks: [detail(matter({ status: 'IN_PROGRESS', statusDays: 34, statusChangedAt: before, createdAt: opened })), activity, options],
    });
    const day = formatDay(opened.slice(0, 10));
    expect(await screen.findByText(`Case No. 2026-0007 · Car Accident · In Progress for 2 days, since ${day}`)).toBeInTheDocument();
    expect(screen.getByText('Opened').parentElement).toHaveTextContent(day);
  });
});

describe('CaseDetailPage', () => {
  it('shows the summary and, on a tab change, keeps only the case and the tab, replacing history', async () => {
    const { router } = renderScreen(<CaseDetailPage />, {
      path: '/cases/caseDetail?id=m1&tab=oops&subTab=defendants',
      viewer: viewerWith('ATTORNEY'),
      mocks: [detail(), activity, options],
    });
    expect(await screen.findByRole('heading', { name: 'Nina Patel – Car Accident' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Case No. 2026-0007 · Car Accident · Pending for 3 days, since Nov 19, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Priya Shah Paralegal' })).toBeInTheDocument();
    expect(screen.getByText('Rear-ended at a red light.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Incident' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('?id=m1&tab=incident');
  });

  it('saves the incident and questionnaire over the loaded version; Cancel reverts', async () => {
    let sent: Record<string, unknown> | undefined;
    renderScreen(<CaseDetailPage />, {
      path: '/cases/caseDetail?id=m1&tab=incident',
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        detail(),
        activity,
        options,
        {
          request: {
            query: UpdateIncidentDocument,
            variables: (variables: { input: Record<string, unknown> }) => {
              sent = variables.input;
              return true;
            },
          },
          result: { data: { updateIncident: matter({ version: 5, incident: { ...matter().incident, accidentTiming: 'LESS_THAN_TWO_WEEKS', previousAttorney: true, injuryLocation: 'PARKING_LOT' } }) } },
        },
      ],
    });
    const comments = await screen.findByLabelText('Comments');
    await userEvent.type(comments, 'temporary');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Comments')).toHaveValue('');

    await userEvent.click(screen.getByRole('radio', { name: 'More than two years ago' }));
    expect(screen.getByRole('alert', { name: 'The statute of limitations may have run' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Less than two weeks ago' }));
    expect(screen.queryByRole('alert', { name: 'The statute of limitations may have run' })).not.toBeInTheDocument();
    const previous = screen.getByRole('radiogroup', { name: 'Did the client have a previous attorney?' });
    await userEvent.click(within(previous).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Parking lot' }));
    await userEvent.type(screen.getByLabelText('Who owns the property, and what is its address?'), 'Mall LLC, 1 Main St');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      matterId: 'm1', version: 4, state: 'Texas', date: '2026-10-01', accidentTiming: 'LESS_THAN_TWO_WEEKS', previousAttorney: true,
      injuryLocation: 'PARKING_LOT', propertyOwner: 'Mall LLC, 1 Main St', reportedIncident: null, seriousInjury: true,
    });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('lists defendants, switches sub-tab keeping the case in the address, and adds a party after showing conflicts', async () => {
    let added: Record<string, unknown> | undefined;
    const { router } = renderScreen(<CaseDetailPage />, {
      path: '/cases/caseDetail?id=m1&tab=defendant',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        detail(),
        activity,
        options,
        { request: { query: PartiesDocument, variables: { matterId: 'm1', category: 'DEFENDANT', page: 1, pageSize: 10 } }, result: partyPage([party('p1', 'Rudy Marsh')]), maxUsageCount: 5 },
        { request: { query: PartiesDocument, variables: { matterId: 'm1', category: 'NON_PARTY_CONTACT', page: 1, pageSize: 10 } }, result: partyPage([]), maxUsageCount: 5 },
        { request: { query: PartiesDocument, variables: { matterId: 'm1', category: 'PLAINTIFF', page: 1, pageSize: 100 } }, result: partyPage([party('p0', 'Nina Patel', { category: 'PLAINTIFF' })]), maxUsageCount: 5 },
        always(ContactPickerDocument, { data: { contacts: { __typename: 'ContactPage', items: [] } } }),
        always(PartyConflictsDocument, {
          data: {
            conflictCheck: [
              {
                __typename: 'ConflictMatch', similarity: 0.9, contact: { __typename: 'Contact', id: 'cx', name: 'Grace Okafor' },
                appearances: [{ __typename: 'Party', id: 'px', category: 'DEFENDANT', role: 'Defendant', matter: { __typename: 'Matter', id: 'm9', number: '2025-0042', name: 'Okafor v. Smith' } }],
              },
            ],
          },
        }),
        {
          request: {
            query: AddPartyDocument,
            variables: (variables: { input: Record<string, unknown> }) => {
              added = variables.input;
              return true;
            },
          },
          result: { data: { addParty: party('p2', 'Grace Okafor', { category: 'NON_PARTY_CONTACT' }) } },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Defendant' });
    expect(await within(table).findByText('Rudy Marsh')).toBeInTheDocument();
    expect(within(table).getByText('Primary Defendant')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Non-Party Contacts' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(new URLSearchParams(router.state.location.search).get('subTab')).toBe('nonPartyContacts');
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('m1');

    await userEvent.click(await screen.findByRole('button', { name: 'Add Non-Party Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Non-Party Contact' });
    await userEvent.click(within(dialog).getByText('New contact'));
    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Grace');
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Okafor');
    expect(await within(dialog).findByText(/defendant \(Defendant\) on 2025-0042 Okafor v\. Smith/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Saw the crash');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added).toBeDefined());
    expect(added).toMatchObject({
      matterId: 'm1', category: 'NON_PARTY_CONTACT', contactId: null, role: 'Witness', comment: 'Saw the crash',
      newContact: { kind: 'PERSON', firstName: 'Grace', lastName: 'Okafor' },
    });
  });

  it("shows the case's damages on the Summary, and Open Medical goes to the Medical tab", async () => {
    const { router } = renderScreen(<CaseDetailPage />, {
      path: '/cases/caseDetail?id=m1',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        detail(),
        activity,
        options,
        noCaseEvents,
        always(CaseDamagesDocument, {
          data: {
            caseDamages: {
              __typename: 'CaseDamages', medicalBilledCents: 650_000, medicalOutstandingCents: 450_000, liensClaimedCents: 320_000, liensExpectedCents: 320_000,
              lostWagesCents: 204_000, propertyDamageCents: 380_000, otherDamagesCents: 0, totalEconomicCents: 1_234_000,
            },
          },
        }),
        always(MedicalBillsDocument, { data: { medicalBills: { __typename: 'MedicalBillPage', totalCount: 0, items: [] } } }),
        always(LiensDocument, { data: { liens: { __typename: 'LienPage', totalCount: 0, items: [] }, lienTotals: { __typename: 'LienTotals', count: 0, claimedCents: 0, finalCents: 0, expectedCents: 0 } } }),
      ],
    });
    const damages = await screen.findByTestId('case-damages');
    expect(within(damages).getByLabelText('Medical specials billed')).toHaveTextContent('$6,500.00');
    expect(within(damages).getByLabelText('Total economic damages')).toHaveTextContent('$12,340.00');
    for (const tab of ['Insurance', 'Medical', 'Costs', 'Settlement']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open Medical' }));
    expect(router.state.location.search).toBe('?id=m1&tab=medical');
    expect(await screen.findByRole('tab', { name: 'Treatment & Bills' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Liens' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('?id=m1&tab=medical&subTab=liens');
    expect(await screen.findByRole('button', { name: 'Add Lien' })).toBeInTheDocument();
  });

  it('says so when the case is not there for this user', async () => {
    renderScreen(<CaseDetailPage />, {
      path: '/cases/caseDetail?id=m1',
      viewer: viewerWith('STAFF'),
      mocks: [{ request: { query: CaseDetailDocument, variables: { id: 'm1' } }, result: { errors: [{ message: 'The case was not found.', extensions: { code: 'NOT_FOUND' } }] } }],
    });
    expect(await screen.findByText('This case does not exist, was deleted, or is not shared with you.')).toBeInTheDocument();
  });
});

describe('CaseOverviewPage (/cases/caseDetails)', () => {
  it('summarises the matter and its client, and Save Matter goes on to All Case Contacts', async () => {
    const counsel = party('p3', 'Laura Kim', { category: 'NON_PARTY_CONTACT', role: 'Attorney', primaryLabel: null });
    const emergency = party('p4', 'Tom Patel', { category: 'PLAINTIFF_CONTACT', role: 'Emergency Contact', primaryLabel: null });
    const { router } = renderScreen(<CaseOverviewPage />, {
      path: '/cases/caseDetails?id=m1',
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        detail(matter({ court: 'Travis County Court', description: 'Truck collision' })),
        { request: { query: PartiesDocument, variables: { matterId: 'm1', category: null, page: 1, pageSize: 100 } }, result: partyPage([counsel, emergency]) },
        {
          request: { query: ContactDetailDocument, variables: { id: 'c1' } },
          result: {
            data: {
              contact: {
                __typename: 'Contact', id: 'c1', version: 1, kind: 'PERSON', name: 'Nina Patel', prefix: null, firstName: 'Nina', middleName: null,
                lastName: 'Patel', nickName: null, suffix: null, companyName: null, organization: null, gender: null, email: 'nina@example.com',
                otherEmails: [], primaryPhone: '+15125550177', referredBy: null, comments: null, description: null, contactType: null, language: null,
                dateOfBirth: null, dateOfDeath: null, active: true, preventMailing: false, locked: false, noAutoCommunication: false, photoUrl: null,
                roles: [], websites: [], country: null, birthPlace: null, ein: null, ledesClientId: null, height: null, weight: null, primaryLanguage: null,
                secondaryLanguage: null, mothersMaidenName: null, maritalStatus: null, marriageDate: null, marriageLocation: null, spouseName: null,
                religion: null, driversLicenseState: null, idNumber: null, idState: null, race: null, occupation: null, ssnMasked: null,
                tfnMasked: null, medicareMasked: null, driversLicenseMasked: null, updatedAt: '2026-11-01T00:00:00.000Z',
                phones: [{ __typename: 'ContactPhone', id: 'ph1', type: 'Mobile', number: '+15125550177', ext: null, canText: true, isPrimary: true, autoComments: null }],
                addresses: [
                  {
                    __typename: 'ContactAddress', id: 'a1', addressType: 'Home', address1: '500 Lamar Blvd', address2: null, city: 'Austin', county: null,
                    zip: '78703', state: 'TX', country: null, comments: null, useOrgAddress: false, isPrimary: true,
                  },
                ],
              },
            },
          },
        },
        activity,
      ],
    });
    expect(await screen.findByText('Travis County Court')).toBeInTheDocument();
    expect(screen.getByText('Truck collision')).toBeInTheDocument();
    expect(await screen.findByText('Laura Kim')).toBeInTheDocument();
    expect(await screen.findByText('Text message')).toBeInTheDocument();
    expect(screen.getByText('Tom Patel · (817) 555-0131')).toBeInTheDocument();
    expect(screen.getByText('500 Lamar Blvd, Austin, TX 78703')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Matter' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/cases/caseDetail?id=m1&tab=allCaseContacts');
  });
});
