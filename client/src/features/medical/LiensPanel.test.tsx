import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddLienDocument, CaseDocumentPickerDocument, ContactPickerDocument, LiensDocument, MedicalBillsDocument, UpdateLienDocument } from '../../gql/graphql';
import { always, capture, noCaseEvents, refusedFields } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { LiensPanel } from './LiensPanel';
import { bill, lien, page } from './medicalFixtures';

const liens = (items: ReturnType<typeof lien>[], totals = { claimedCents: 470_000, finalCents: 90_000, expectedCents: 410_000 }) => ({
  data: { ...page('liens', 'LienPage', items).data, lienTotals: { __typename: 'LienTotals', count: items.length, ...totals } },
});
const bills = [bill('b1'), bill('b2', { serviceFrom: '2026-10-09', serviceTo: null, billedCents: 200_000, provider: { __typename: 'Contact', id: 'c-t2', name: 'Capital Imaging' } })];
const lienList = [lien('l1'), lien('l2', { type: 'HOSPITAL_LIEN', status: 'FINAL', claimedCents: 150_000, reductionRequestedCents: null, finalCents: 90_000, billIds: [], lienholder: { __typename: 'Contact', id: 'c-sd', name: "St. David's Medical Center" }, letterDocument: { __typename: 'Document', id: 'd-l', title: 'Lien letter.pdf', downloadUrl: '/api/files/d-l' } })];
const base = [noCaseEvents, always(MedicalBillsDocument, page('medicalBills', 'MedicalBillPage', bills))];

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Medical › Liens', () => {
  it('lists each lien with its type, amounts, status, the bills it covers and its letter, and the totals claimed and final', async () => {
    renderScreen(<LiensPanel matterId="m1" />, { viewer: viewerWith('ATTORNEY'), mocks: [...base, always(LiensDocument, liens(lienList))] });
    const table = await screen.findByRole('table', { name: 'Liens' });
    const medicare = (await within(table).findByText('Medicare (CMS)')).closest('tr')!;
    expect(within(medicare).getByText('Medicare')).toBeInTheDocument();
    expect(within(medicare).getByText('$3,200.00')).toBeInTheDocument();
    expect(within(medicare).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(medicare).getByText('Negotiating')).toBeInTheDocument();
    expect(await within(medicare).findByText('Austin Spine Center · Oct 2, 2026 – Oct 30, 2026 · $4,500.00')).toBeInTheDocument();
    const hospital = within(table).getByText("St. David's Medical Center").closest('tr')!;
    expect(within(hospital).getByText('Hospital Lien')).toBeInTheDocument();
    expect(within(hospital).getByText('Final')).toBeInTheDocument();
    expect(within(hospital).getByRole('link', { name: 'Lien letter.pdf' })).toBeInTheDocument();
    const totals = screen.getByTestId('lien-totals');
    expect(within(totals).getByText('$4,700.00')).toBeInTheDocument();
    expect(within(totals).getByText('$900.00')).toBeInTheDocument();
    expect(within(totals).getByText('$4,100.00')).toBeInTheDocument();
  });

  it('adds a lien over the bills it covers, in cents; a final amount above the claim is refused at its field', async () => {
    const added: unknown[] = [];
    renderScreen(<LiensPanel matterId="m1" />, {
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        ...base,
        always(LiensDocument, liens([])),
        always(ContactPickerDocument, { data: { contacts: { __typename: 'ContactPage', items: [{ __typename: 'Contact', id: 'c-cms', name: 'Medicare (CMS)', kind: 'COMPANY', email: null, primaryPhone: null }] } } }),
        always(CaseDocumentPickerDocument, { data: { documents: { __typename: 'DocumentEntryPage', items: [] } } }),
        capture(AddLienDocument, added, { data: { addLien: lien('l9') } }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Lien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Lien' });
    await choose(dialog, /Lienholder/, 'Medicare (CMS) (company)');
    await choose(dialog, /Type/, 'Medicare');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount Claimed/ }), '3,200');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Final Amount' }), '3,200.01');
    await userEvent.click(within(dialog).getByPlaceholderText("The case's bills this lien covers"));
    await userEvent.click(await screen.findByRole('option', { name: 'Capital Imaging · Oct 9, 2026 · $2,000.00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The final amount cannot be more than the amount claimed.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Final Amount' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reduction Requested' }), '800.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toEqual({
      matterId: 'm1', lienholderId: 'c-cms', type: 'MEDICARE', claimedCents: 320_000, reductionRequestedCents: 80_050, finalCents: null,
      status: 'ASSERTED', billIds: ['b2'], letterDocumentId: null, notes: null,
    });
  });

  it('edits a lien over its version and shows the server’s messages at their fields', async () => {
    const updated: unknown[] = [];
    renderScreen(<LiensPanel matterId="m1" />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        ...base,
        always(LiensDocument, liens(lienList)),
        always(ContactPickerDocument, { data: { contacts: { __typename: 'ContactPage', items: [] } } }),
        always(CaseDocumentPickerDocument, { data: { documents: { __typename: 'DocumentEntryPage', items: [] } } }),
        capture(UpdateLienDocument, updated, refusedFields({ 'input.finalCents': 'Enter the final amount of a final or paid lien.', billIds: "Choose bills of this case's providers." })),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Medicare lien of Medicare (CMS)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lien' });
    expect(within(dialog).getByRole('textbox', { name: /Amount Claimed/ })).toHaveValue('3200.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the final amount of a final or paid lien.')).toBeInTheDocument();
    expect(within(dialog).getByText("Choose bills of this case's providers.")).toBeInTheDocument();
    expect(updated[0]).toMatchObject({ id: 'l1', version: 1, claimedCents: 320_000, reductionRequestedCents: 100_000, billIds: ['b1'] });
  });

  it('shows staff without billing the liens but no amounts or totals, and nothing to change', async () => {
    const hidden = lienList.map((l) => ({ ...l, claimedCents: null, reductionRequestedCents: null, finalCents: null }));
    renderScreen(<LiensPanel matterId="m1" />, {
      viewer: viewerWith('STAFF'),
      mocks: [noCaseEvents, always(MedicalBillsDocument, page('medicalBills', 'MedicalBillPage', bills.map((b) => ({ ...b, billedCents: null })))), always(LiensDocument, liens(hidden, { claimedCents: null as never, finalCents: null as never, expectedCents: null as never }))],
    });
    const table = await screen.findByRole('table', { name: 'Liens' });
    expect(await within(table).findByText('Medicare (CMS)')).toBeInTheDocument();
    expect(within(table).queryByText('Claimed')).not.toBeInTheDocument();
    expect(within(table).queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('lien-totals')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Lien' })).not.toBeInTheDocument();
  });
});
