import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RecordTrustDisbursementDocument,
  ReverseTrustEntryDocument,
  TrustAccountsDocument,
  TrustJournalDocument,
  TrustLedgerDocument,
  TrustLedgerEntriesDocument,
  TrustLedgersDocument,
} from '../../gql/graphql';
import { today } from '../../lib/dates';
import { always, capture, refusedFields } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { accounts, entry, journal, ledger, ledgerEntries, ledgers } from './trustFixtures';
import { TrustPage } from './TrustPage';

const entries = [
  entry('e1'),
  entry('e2', { kind: 'TRANSFER_TO_OPERATING', purpose: 'ATTORNEY_FEE', entryDate: '2026-10-05', amountCents: -2_500_000, counterparty: 'Summit Injury Law LLP (operating account)', reference: 'TR-77' }),
  entry('e3', { entryDate: '2026-10-07', amountCents: 500_000, counterparty: 'Blue Cross', reference: null, fundsCleared: false, recordedUncleared: true }),
  entry('e4', { kind: 'DISBURSEMENT', purpose: 'LIEN_PAYOFF', entryDate: '2026-10-08', amountCents: -100_000, counterparty: 'Medicare', reference: '1002', reversedById: 'e5' }),
  entry('e5', { kind: 'REVERSAL', purpose: 'LIEN_PAYOFF', entryDate: '2026-10-09', amountCents: 100_000, counterparty: 'Medicare', reference: '1002', reversesId: 'e4', memo: 'Check voided' }),
  entry('e6', { entryDate: '2026-10-10', amountCents: 300_000, restricted: true, counterparty: null, matterId: null, matterName: null, matterNumber: null, clientName: null }),
];

const pageMocks = [always(TrustAccountsDocument, accounts()), always(TrustJournalDocument, journal(entries))];

/** The text of each cell of the row whose cells include `text`. */
function cellsOf(table: HTMLElement, text: string) {
  const row = within(table).getByText(text).closest('tr')!;
  return within(row).getAllByRole('cell').map((cell) => cell.textContent);
}

describe('Trust Accounting › Journal', () => {
  it('shows money in under Received and money out under Paid, with the status of each entry', async () => {
    renderScreen(<TrustPage />, { path: '/trust?tab=journal', viewer: viewerWith('ATTORNEY'), mocks: pageMocks });
    expect(screen.getByRole('tab', { name: 'Journal' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Trust journal' });
    await within(table).findByText('Lone Star Mutual');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Entry', 'Case and client', 'Payer or payee', 'Reference', 'Received', 'Paid', 'Status', 'Actions']);

    const [date, kind, matter, , reference, received, paid, status] = cellsOf(table, 'Lone Star Mutual');
    expect([date, kind, matter, reference, received, paid, status]).toEqual(['Oct 1, 2026', 'DepositSettlement funds', '2026-0001 · Patel v. Marsh — Nina Patel', 'CHK-1001', '$100,000.00', '', 'Cleared']);
    const fee = cellsOf(table, 'Summit Injury Law LLP (operating account)');
    expect(fee.slice(1, 2)).toEqual(['Transfer to operatingAttorney fee to operating']);
    expect(fee.slice(5, 7)).toEqual(['', '$25,000.00']);
    expect(cellsOf(table, 'Blue Cross').slice(5, 8)).toEqual(['$5,000.00', '', 'Uncleared']);
    expect(within(table).getByText('Restricted case')).toBeInTheDocument();

    // Reverse only what is not a reversal and not reversed; Mark Cleared only on an uncleared deposit.
    const voided = within(table).getByText('Reversed').closest('tr')!;
    expect(within(voided).queryByRole('button', { name: /^Reverse/ })).not.toBeInTheDocument();
    const reversal = within(table).getByText('Reversal').closest('tr')!;
    expect(within(reversal).queryByRole('button', { name: /^Reverse/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Mark Cleared/ })).toHaveLength(1);
    expect(within(within(table).getByText('Blue Cross').closest('tr')!).getByRole('button', { name: /^Mark Cleared/ })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/trust/accounts/a1/journal?format=pdf');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('target', '_blank');
  });

  it('reverses an entry with the date and the reason, and downloads the chosen period', async () => {
    const sent: unknown[] = [];
    renderScreen(<TrustPage />, {
      path: '/trust?tab=journal&from=2026-10-01&to=2026-10-31',
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [...pageMocks, capture(ReverseTrustEntryDocument, sent, { data: { reverseTrustEntry: entry('e7', { kind: 'REVERSAL', amountCents: -10_000_000, reversesId: 'e1' }) } })],
    });
    const table = await screen.findByRole('table', { name: 'Trust journal' });
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/trust/accounts/a1/journal?from=2026-10-01&to=2026-10-31&format=csv');
    await userEvent.click(within(await within(table).findByText('Lone Star Mutual').then((cell) => cell.closest('tr')!)).getByRole('button', { name: /^Reverse/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse Entry' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(within(dialog).getByText('Say why the entry is reversed.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Deposited to the wrong ledger');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reverse Entry' })).not.toBeInTheDocument());
    expect(sent).toEqual([{ entryId: 'e1', entryDate: today(), reason: 'Deposited to the wrong ledger' }]);
  });
});

describe('Trust Accounting › Client Ledgers', () => {
  it("shows the server's overdraft message at the amount of a disbursement", async () => {
    const sent: unknown[] = [];
    const overdraft = "The client's ledger has $1,000.00 available (and $74,000.00 in deposits not yet cleared): $5,000.00 would overdraw it.";
    renderScreen(<TrustPage />, {
      path: '/trust?tab=ledgers&ledger=l1',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        always(TrustLedgerDocument, { data: { trustLedger: ledger() } }),
        always(TrustLedgerEntriesDocument, ledgerEntries([entry('e1', { runningBalanceCents: 10_000_000 })])),
        capture(RecordTrustDisbursementDocument, sent, refusedFields({ amountCents: overdraft })),
      ],
    });
    const view = await screen.findByRole('region', { name: 'Ledger of Nina Patel, 2026-0001 · Patel v. Marsh (IOLTA Trust)' });
    expect(within(view).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/trust/ledgers/l1/report?format=pdf');
    const rows = within(view).getByRole('table', { name: /^Entries of the ledger of Nina Patel/ });
    await within(rows).findByText('Lone Star Mutual');
    expect(cellsOf(rows, 'Lone Star Mutual')).toEqual(['Oct 1, 2026', 'DepositSettlement funds', 'Lone Star Mutual', 'CHK-1001', '$100,000.00', '', '$100,000.00', 'Cleared']);
    await userEvent.click(within(view).getByRole('button', { name: 'Record Disbursement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Disbursement' });
    expect(within(dialog).getByText(/Available: \$1,000\.00/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '5,000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Payee/ }), 'Austin Spine Center');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Purpose/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Medical provider' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Check or transfer number' }), '1003');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Disbursement' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(overdraft));
    expect(sent[0]).toEqual({ ledgerId: 'l1', entryDate: today(), amountCents: 500_000, payee: 'Austin Spine Center', purpose: 'MEDICAL_PROVIDER', reference: '1003', memo: null });
    expect(screen.getByRole('dialog', { name: 'Record Disbursement' })).toBeInTheDocument();
  });

  it('lists the ledgers, filters those with no activity for 90+ days and links their report', async () => {
    const asked: Array<Record<string, unknown>> = [];
    renderScreen(<TrustPage />, { path: '/trust?tab=ledgers', viewer: viewerWith('PARALEGAL'), mocks: [capture(TrustLedgersDocument, asked, ledgers())] });
    const table = await screen.findByRole('table', { name: 'Client ledgers' });
    expect(await within(table).findByText('Nina Patel')).toBeInTheDocument();
    expect(cellsOf(table, 'Nina Patel').slice(3)).toEqual(['$75,000.00', '$1,000.00', '$74,000.00', 'Oct 20, 2026']);
    await userEvent.click(screen.getByRole('switch', { name: 'No activity for 90+ days' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ inactiveDays: 90 }));
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/trust/inactive?days=90&format=pdf');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/trust/inactive?days=90&format=csv');
  });
});

describe('a paralegal', () => {
  it('reads the trust records but has no button to record, reverse or add', async () => {
    const { unmount } = renderScreen(<TrustPage />, { path: '/trust?tab=journal', viewer: viewerWith('PARALEGAL'), mocks: pageMocks });
    const table = await screen.findByRole('table', { name: 'Trust journal' });
    await within(table).findByText('Lone Star Mutual');
    expect(screen.getByText(/You can read the trust records/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Disbursement' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    unmount();

    renderScreen(<TrustPage />, { path: '/trust', viewer: viewerWith('PARALEGAL'), mocks: pageMocks });
    expect(await screen.findByText('First National')).toBeInTheDocument();
    expect(screen.getByText('****4821')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });
});
