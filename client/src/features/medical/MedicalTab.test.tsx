import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AddMedicalBillDocument,
  AddRecordsRequestDocument,
  AddTreatmentDocument,
  CaseDocumentPickerDocument,
  ContactPickerDocument,
  MedicalBillsDocument,
  MedicalSpecialsDocument,
  MedicalTreatmentsDocument,
  PartiesDocument,
  RecordsRequestsDocument,
} from '../../gql/graphql';
import { addDays, today } from '../../lib/dates';
import { formatDay } from '../../ui/format';
import { always, capture, caseEvent, noCaseEvents, refusedFields } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { bill, page, request, treatment } from './medicalFixtures';
import { MedicalTab } from './MedicalTab';

const day = today();
const specials = {
  data: {
    medicalSpecials: {
      __typename: 'MedicalSpecials', billedCents: 650_000, paidCents: 170_000, adjustedCents: 30_000, outstandingCents: 450_000,
      providers: [
        { __typename: 'ProviderSpecials', providerId: 'c-t1', provider: { __typename: 'Contact', id: 'c-t1', name: 'Austin Spine Center' }, firstServiceOn: '2026-10-02', lastServiceOn: '2026-10-30', billCount: 1, billedCents: 450_000, paidCents: 170_000, adjustedCents: 30_000, outstandingCents: 250_000 },
        { __typename: 'ProviderSpecials', providerId: 'c-t2', provider: { __typename: 'Contact', id: 'c-t2', name: 'Capital Imaging' }, firstServiceOn: '2026-10-09', lastServiceOn: '2026-10-09', billCount: 1, billedCents: 200_000, paidCents: 0, adjustedCents: 0, outstandingCents: 200_000 },
      ],
    },
  },
};
const treatments = [treatment('t1', 'Austin Spine Center'), treatment('t2', 'Capital Imaging', { status: 'RELEASED', lastVisitOn: '2026-10-09', firstVisitOn: '2026-10-09' })];
const requests = [
  request('r1', { followUpOn: addDays(day, -3) }),
  request('r2', { treatmentId: 't2', provider: { __typename: 'Contact', id: 'c-t2', name: 'Capital Imaging' }, followUpOn: addDays(day, -3), receivedOn: addDays(day, -5), kind: 'RECORDS' }),
];
const bills = [bill('b1'), bill('b2', { treatmentId: 't2', serviceFrom: '2026-10-09', serviceTo: null, billedCents: 200_000, healthPaidCents: 0, pipPaidCents: 0, adjustedCents: 0, outstandingCents: 200_000, provider: { __typename: 'Contact', id: 'c-t2', name: 'Capital Imaging' }, document: null })];

const lists = (overrides: { bills?: ReturnType<typeof bill>[] } = {}) => [
  noCaseEvents,
  always(MedicalTreatmentsDocument, page('medicalTreatments', 'TreatmentPage', treatments)),
  always(RecordsRequestsDocument, page('recordsRequests', 'RecordsRequestPage', requests)),
  always(MedicalBillsDocument, page('medicalBills', 'MedicalBillPage', overrides.bills ?? bills)),
  always(MedicalSpecialsDocument, specials),
];
const renderTab = (role: Parameters<typeof viewerWith>[0], mocks: ReturnType<typeof lists>, overrides = {}) =>
  renderScreen(<MedicalTab matterId="m1" subTab="bills" onSubTab={() => {}} />, { viewer: viewerWith(role, overrides), mocks });

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Medical › Treatment & Bills', () => {
  it('lists treatment, records requests (overdue ones marked), bills with their balances, and the medical specials with their exports', async () => {
    renderTab('PARALEGAL', lists());
    const treatmentTable = await screen.findByRole('table', { name: 'Treatment' });
    const spine = (await within(treatmentTable).findByText('Austin Spine Center')).closest('tr')!;
    expect(within(spine).getByText('Nina Patel')).toBeInTheDocument();
    expect(within(spine).getByText('Oct 2, 2026')).toBeInTheDocument();
    expect(within(spine).getByText('Treating')).toBeInTheDocument();
    expect(within(within(treatmentTable).getByText('Capital Imaging').closest('tr')!).getByText('Released')).toBeInTheDocument();

    const requestTable = await screen.findByRole('table', { name: 'Records requests' });
    const late = (await within(requestTable).findByText('Austin Spine Center')).closest('tr')!;
    expect(within(late).getByText('Records and bills')).toBeInTheDocument();
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    const received = within(requestTable).getByText('Capital Imaging').closest('tr')!;
    expect(within(received).getByText(formatDay(addDays(day, -5)))).toBeInTheDocument();
    expect(within(received).queryByText('Overdue')).not.toBeInTheDocument();

    const billTable = await screen.findByRole('table', { name: 'Medical bills' });
    const first = (await within(billTable).findByText('Austin Spine Center')).closest('tr')!;
    expect(within(first).getByText('Oct 2, 2026 – Oct 30, 2026')).toBeInTheDocument();
    for (const amount of ['$4,500.00', '$1,200.00', '$500.00', '$300.00', '$2,500.00']) expect(within(first).getByText(amount)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'ASC bill October.pdf' })).toHaveAttribute('href', '/api/files/d-bill');

    const totals = await screen.findByRole('table', { name: 'Medical specials' });
    expect(within(within(totals).getByText('Capital Imaging').closest('tr')!).getAllByText('$2,000.00')).toHaveLength(2);
    const total = await within(totals).findByTestId('specials-total');
    expect(within(total).getByText('$6,500.00')).toBeInTheDocument();
    expect(within(total).getByText('$1,700.00')).toBeInTheDocument();
    expect(within(total).getByText('$4,500.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/export/matters/m1/medical-bills');
    expect(screen.getByRole('link', { name: 'Specials PDF' })).toHaveAttribute('href', '/api/matters/m1/medical-specials.pdf');
  });

  it('adds a bill in cents, refuses payments above the amount billed, and shows the server’s field messages at their fields', async () => {
    const added: unknown[] = [];
    renderTab('ATTORNEY', [
      ...lists(),
      always(CaseDocumentPickerDocument, { data: { documents: { __typename: 'DocumentEntryPage', items: [] } } }),
      { ...capture(AddMedicalBillDocument, added, refusedFields({ 'input.serviceFrom': 'The date of service cannot be in the future.', documentId: 'Choose a document of this case.' })), maxUsageCount: 1 },
      capture(AddMedicalBillDocument, added, { data: { addMedicalBill: bill('b9') } }),
    ]);
    expect(await within(await screen.findByRole('table', { name: 'Treatment' })).findByText('Capital Imaging')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Bill' });
    await choose(dialog, /Provider/, 'Capital Imaging — Nina Patel');
    await userEvent.type(within(dialog).getByLabelText(/Service From/), addDays(day, -20));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Billed/ }), '1,234.56');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Paid by Health Insurance' }), '1,000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Paid by PIP/MedPay' }), '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('What was paid and adjusted ($1,300.00) cannot exceed the amount billed ($1,234.56).')).toBeInTheDocument();
    expect(added).toHaveLength(0);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Paid by PIP/MedPay' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Paid by PIP/MedPay' }), '0.29');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The date of service cannot be in the future.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a document of this case.')).toBeInTheDocument();
    expect(added[0]).toEqual({
      matterId: 'm1', treatmentId: 't2', serviceFrom: addDays(day, -20), serviceTo: null,
      billedCents: 123_456, healthPaidCents: 100_000, pipPaidCents: 29, adjustedCents: 0, documentId: null,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Bill' })).not.toBeInTheDocument());
    expect(added).toHaveLength(2);
  });

  it('adds a treatment (the last visit not before the first) and requests records (the follow-up not before the request)', async () => {
    const addedTreatments: unknown[] = [];
    const addedRequests: unknown[] = [];
    renderTab('PARALEGAL', [
      ...lists(),
      always(PartiesDocument, {
        data: {
          parties: {
            __typename: 'PartyPage', totalCount: 1,
            items: [{ __typename: 'Party', id: 'p-nina', version: 1, category: 'PLAINTIFF', role: 'Plaintiff', primaryLabel: null, groupName: null, comment: null, primaryComment: null, relatedPartyId: null, contact: { __typename: 'Contact', id: 'c-nina', name: 'Nina Patel', kind: 'PERSON', email: null, primaryPhone: null } }],
          },
        },
      }),
      always(ContactPickerDocument, { data: { contacts: { __typename: 'ContactPage', items: [{ __typename: 'Contact', id: 'c-pt', name: 'Hill Country PT', kind: 'COMPANY', email: null, primaryPhone: null }] } } }),
      always(CaseDocumentPickerDocument, { data: { documents: { __typename: 'DocumentEntryPage', items: [] } } }),
      capture(AddTreatmentDocument, addedTreatments, { data: { addTreatment: treatment('t9', 'Hill Country PT') } }),
      capture(AddRecordsRequestDocument, addedRequests, { data: { addRecordsRequest: request('r9') } }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Treatment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Treatment' });
    await choose(dialog, /Plaintiff/, 'Nina Patel (Plaintiff)');
    await choose(dialog, /Provider/, 'Hill Country PT (company)');
    await userEvent.type(within(dialog).getByLabelText('First Visit'), '2026-10-10');
    await userEvent.type(within(dialog).getByLabelText('Last Visit'), '2026-10-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The last visit cannot be before the first.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Last Visit'));
    await userEvent.type(within(dialog).getByLabelText('Last Visit'), '2026-11-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(addedTreatments).toEqual([{ matterId: 'm1', plaintiffPartyId: 'p-nina', providerId: 'c-pt', firstVisitOn: '2026-10-10', lastVisitOn: '2026-11-01', status: 'TREATING', notes: null }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Treatment' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Request Records' }));
    const ask = await screen.findByRole('dialog', { name: 'Request Records' });
    await choose(ask, /Provider/, 'Austin Spine Center — Nina Patel');
    const follow = within(ask).getByLabelText(/Follow Up On/);
    await userEvent.clear(follow);
    await userEvent.type(follow, addDays(day, -1));
    await userEvent.click(within(ask).getByRole('button', { name: 'Save' }));
    expect(within(ask).getByText('The follow-up date cannot be before the request.')).toBeInTheDocument();
    await userEvent.clear(follow);
    await userEvent.type(follow, addDays(day, 14));
    await userEvent.click(within(ask).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(addedRequests).toEqual([{ matterId: 'm1', treatmentId: 't1', kind: 'BOTH', requestedOn: day, followUpOn: addDays(day, 14), receivedOn: null, documentId: null }]));
  });

  it('asks for a provider before records can be requested or bills added', async () => {
    renderTab('PARALEGAL', [
      noCaseEvents,
      always(MedicalTreatmentsDocument, page('medicalTreatments', 'TreatmentPage', [])),
      always(RecordsRequestsDocument, page('recordsRequests', 'RecordsRequestPage', [])),
      always(MedicalBillsDocument, page('medicalBills', 'MedicalBillPage', [])),
      always(MedicalSpecialsDocument, { data: { medicalSpecials: { ...specials.data.medicalSpecials, providers: [], billedCents: 0, paidCents: 0, adjustedCents: 0, outstandingCents: 0 } } }),
    ]);
    expect(await screen.findByText('No providers on this case yet')).toBeInTheDocument();
    const addBill = screen.getByRole('button', { name: 'Add Bill' });
    expect(addBill).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Request Records' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(addBill);
    expect(screen.queryByRole('dialog', { name: 'Add Bill' })).not.toBeInTheDocument();
    await userEvent.hover(addBill);
    expect(await screen.findByText("Add the provider's treatment first.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Treatment' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows staff the treatment and bills without amounts, specials or exports when their firm hides billing, and nothing to change', async () => {
    const hidden = bills.map((b) => ({ ...b, billedCents: null, healthPaidCents: null, pipPaidCents: null, adjustedCents: null, outstandingCents: null }));
    renderTab('STAFF', lists({ bills: hidden }));
    const billTable = await screen.findByRole('table', { name: 'Medical bills' });
    expect(await within(billTable).findByText('Austin Spine Center')).toBeInTheDocument();
    expect(within(billTable).queryByText('Billed')).not.toBeInTheDocument();
    expect(within(billTable).queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Medical specials' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    for (const name of ['Add Treatment', 'Request Records', 'Add Bill']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('shows staff the amounts when their firm lets staff see billing, still read-only', async () => {
    renderTab('STAFF', lists(), { permissions: { __typename: 'ViewerPermissions', seeBilling: true, manageBilling: false, exportLists: true, manageUsers: false } });
    expect(await screen.findByTestId('specials-total')).toHaveTextContent('$6,500.00');
    expect(screen.queryByRole('button', { name: 'Add Bill' })).not.toBeInTheDocument();
  });

  it('reads the bills and specials again when someone else adds a bill', async () => {
    renderTab('ATTORNEY', [
      always(MedicalTreatmentsDocument, page('medicalTreatments', 'TreatmentPage', treatments)),
      always(RecordsRequestsDocument, page('recordsRequests', 'RecordsRequestPage', [])),
      { request: { query: MedicalBillsDocument, variables: { matterId: 'm1' } }, result: page('medicalBills', 'MedicalBillPage', [bills[0]!]) },
      { request: { query: MedicalBillsDocument, variables: { matterId: 'm1' } }, result: page('medicalBills', 'MedicalBillPage', bills) },
      always(MedicalSpecialsDocument, specials),
      caseEvent('12', 'MEDICAL_BILL', 'b2'),
    ]);
    const billTable = await screen.findByRole('table', { name: 'Medical bills' });
    expect(await within(billTable).findByText('Austin Spine Center')).toBeInTheDocument();
    expect(await within(billTable).findByText('Capital Imaging')).toBeInTheDocument();
  });
});
