import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CloseTrustReconciliationDocument,
  ImportBankStatementDocument,
  TickTrustReconciliationItemsDocument,
  TrustAccountsDocument,
  TrustReconciliationDocument,
  TrustReconciliationItemsDocument,
  TrustReconciliationsDocument,
  type TrustReconciliationFieldsFragment,
} from '../../gql/graphql';
import { always, capture } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { accounts, entry, reconciliation, reconciliationItems } from './trustFixtures';
import { TrustPage } from './TrustPage';

const items = reconciliationItems([
  { cleared: true, entry: entry('e1') },
  { cleared: false, entry: entry('e2', { kind: 'DISBURSEMENT', purpose: 'LIEN_PAYOFF', entryDate: '2026-10-08', amountCents: -1_500_000, counterparty: 'Medicare', reference: '1002' }) },
]);

function renderReconciliation(shown: TrustReconciliationFieldsFragment, extra: MockLink.MockedResponse[] = [], role: 'ATTORNEY' | 'PARALEGAL' = 'ATTORNEY') {
  return renderScreen(<TrustPage />, {
    path: '/trust?tab=reconciliations&reconciliation=r1',
    viewer: viewerWith(role),
    mocks: [always(TrustAccountsDocument, accounts()), always(TrustReconciliationsDocument, { data: { trustReconciliations: { __typename: 'TrustReconciliationPage', totalCount: 1, items: [] } } }), always(TrustReconciliationDocument, { data: { trustReconciliation: shown } }), always(TrustReconciliationItemsDocument, items), ...extra],
  });
}

describe('a reconciliation', () => {
  it('shows the three balances side by side, and keeps Close disabled while they do not agree', async () => {
    renderReconciliation(reconciliation({ adjustedBankCents: 7_400_000, depositsInTransitCents: 0, outstandingChecksCents: 1_600_000, matches: false }));
    const view = await screen.findByRole('region', { name: 'Reconciliation of October 2026' });
    expect(within(view).getByRole('status', { name: 'Balances' })).toHaveTextContent('Not balanced');
    expect(within(view).getByRole('region', { name: 'Adjusted bank balance' })).toHaveTextContent('$74,000.00');
    expect(within(view).getByRole('region', { name: 'Adjusted bank balance' })).toHaveTextContent('Ending balance $90,000.00 + deposits in transit $0.00 − outstanding checks $16,000.00');
    expect(within(view).getByRole('region', { name: 'Trust journal' })).toHaveTextContent('$75,000.00');
    expect(within(view).getByRole('region', { name: 'Client ledgers' })).toHaveTextContent('$75,000.00');
    expect(within(view).getByRole('button', { name: 'Close Reconciliation' })).toBeDisabled();
    expect(within(view).getByRole('button', { name: 'Discard' })).toBeEnabled();
    expect(within(view).queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('enables Close when the balances agree, and closes over the version seen after confirming', async () => {
    const closed: unknown[] = [];
    renderReconciliation(reconciliation(), [capture(CloseTrustReconciliationDocument, closed, { data: { closeTrustReconciliation: reconciliation({}, { state: 'CLOSED', version: 4, closedAt: '2026-11-03T15:00:00.000Z', closedByName: 'Jordan Reyes' }) } })]);
    const view = await screen.findByRole('region', { name: 'Reconciliation of October 2026' });
    expect(within(view).getByRole('status', { name: 'Balances' })).toHaveTextContent('Balanced');
    const close = within(view).getByRole('button', { name: 'Close Reconciliation' });
    expect(close).toBeEnabled();
    await userEvent.click(close);
    const confirm = await screen.findByRole('dialog', { name: 'Close reconciliation' });
    expect(confirm).toHaveTextContent(/permanent report/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Close Reconciliation' }));
    await waitFor(() => expect(closed).toEqual([{ id: 'r1', version: 3 }]));
  });

  it('ticks an entry as cleared on the bank statement, and imports the bank’s CSV as text', async () => {
    const ticked: unknown[] = [];
    const imported: unknown[] = [];
    const withLines = reconciliation({}, { version: 4, bankLines: [{ __typename: 'BankLine', date: '2026-10-02', description: 'DEPOSIT', reference: 'CHK-1001', amountCents: 10_000_000, entryId: 'e1' }, { __typename: 'BankLine', date: '2026-10-30', description: 'SERVICE FEE', reference: null, amountCents: -1_500, entryId: null }] });
    renderReconciliation(reconciliation({ matches: false }), [
      capture(TickTrustReconciliationItemsDocument, ticked, { data: { tickTrustReconciliationItems: reconciliation() } }),
      capture(ImportBankStatementDocument, imported, { data: { importBankStatement: withLines } }),
    ]);
    const view = await screen.findByRole('region', { name: 'Reconciliation of October 2026' });
    const table = within(view).getByRole('table', { name: 'Entries to reconcile' });
    const medicare = await within(table).findByRole('checkbox', { name: 'Cleared: Disbursement of Oct 8, 2026, $15,000.00, Medicare' });
    expect(medicare).not.toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Cleared: Deposit of Oct 1, 2026, $100,000.00, Lone Star Mutual' })).toBeChecked();
    await userEvent.click(medicare);
    await waitFor(() => expect(ticked).toEqual([{ reconciliationId: 'r1', entryIds: ['e2'], cleared: true }]));

    const csv = 'Date,Description,Amount,Reference\n2026-10-02,DEPOSIT,100000.00,CHK-1001\n2026-10-30,SERVICE FEE,-15.00,\n';
    // jsdom's File has no text(); the browser's does.
    const file = Object.assign(new File([csv], 'october.csv', { type: 'text/csv' }), { text: () => Promise.resolve(csv) });
    await userEvent.upload(within(view).getByLabelText('Bank CSV file'), file);
    await waitFor(() => expect(imported).toEqual([{ reconciliationId: 'r1', csv }]));
    const lines = await within(view).findByRole('table', { name: 'Bank statement lines' });
    expect(within(lines).getByText('No matching entry').closest('tr')).toHaveTextContent('SERVICE FEE');
    expect(within(lines).getByText('DEPOSIT').closest('tr')).toHaveTextContent('Deposit of Oct 1, 2026, $100,000.00, Lone Star Mutual');
  });

  it('shows a closed reconciliation read only, with its report', async () => {
    renderReconciliation(reconciliation({}, { state: 'CLOSED', closedAt: '2026-11-03T15:00:00.000Z', closedByName: 'Jordan Reyes' }));
    const view = await screen.findByRole('region', { name: 'Reconciliation of October 2026' });
    expect(within(view).getByText('Closed')).toBeInTheDocument();
    expect(within(view).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/trust/reconciliations/r1/report?format=pdf');
    expect(within(view).getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/trust/reconciliations/r1/report?format=csv');
    await within(view).findByText('Medicare');
    expect(within(view).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Close Reconciliation' })).not.toBeInTheDocument();
    expect(within(view).queryByRole('textbox', { name: 'Bank statement ending balance' })).not.toBeInTheDocument();
  });

  it('lets a paralegal read a draft without closing, discarding or ticking', async () => {
    renderReconciliation(reconciliation(), [], 'PARALEGAL');
    const view = await screen.findByRole('region', { name: 'Reconciliation of October 2026' });
    await within(view).findByText('Medicare');
    expect(within(view).queryByRole('button', { name: 'Close Reconciliation' })).not.toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
    expect(within(view).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
