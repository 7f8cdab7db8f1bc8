import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DisburseStatementDocument,
  RecordTrustDepositDocument,
  StatementDisbursementDocument,
  TrustAccountsDocument,
  TrustCaseClientsDocument,
  TrustLedgerEntriesDocument,
  TrustLedgersDocument,
  CaseFeeAgreementDocument,
  InsurancePoliciesDocument,
  NegotiationsDocument,
  NegotiationSummaryDocument,
  PartiesDocument,
  SettlementsDocument,
  type StatementFieldsFragment,
} from '../../gql/graphql';
import { today } from '../../lib/dates';
import { always, capture, noCaseEvents, refusedFields } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { firmDefaultAgreement, negotiations, parties, policies, settlements, statement, summary } from '../settlement/settlementFixtures';
import { SettlementTab } from '../settlement/SettlementTab';
import { StatementView } from '../settlement/StatementView';
import { answerLeaveQuestion, leaveQuestion } from '../../test/unsavedChanges';
import { accounts, caseClients, disbursement, entry, ledgerEntries, ledgers, payment } from './trustFixtures';

const deposit = { __typename: 'TrustJournalEntry' as const, id: 'e1', kind: 'DEPOSIT' as const, amountCents: 10_000_000, reversedById: null, statementLineKey: null };
const finalized = (trustEntries: StatementFieldsFragment['trustEntries']) => statement('st1', { state: 'FINALIZED', finalizedAt: '2026-11-03T15:00:00.000Z', trustEntries });

const proposals = [
  payment('fee', "Attorney's fee", 4_000_000, { kind: 'FEE', purpose: 'ATTORNEY_FEE', payee: 'Summit Injury Law LLP (operating account)', paidBy: { __typename: 'TrustJournalEntry', id: 'e2', entryDate: '2026-10-20', reference: 'TR-77', counterparty: 'Summit Injury Law LLP (operating account)' } }),
  payment('lien:l1', 'Medicare', 800_000),
  payment('bill:b1', 'Austin Spine Center', 250_000, { kind: 'MEDICAL_BILL', purpose: 'MEDICAL_PROVIDER' }),
  payment('net', 'Net to the client', 4_315_000, { kind: null, purpose: 'CLIENT_NET', payee: 'Nina Patel' }),
];

function renderStatement(shown: StatementFieldsFragment, role: 'ATTORNEY' | 'PARALEGAL', mocks: MockLink.MockedResponse[] = []) {
  return renderScreen(<StatementView statement={shown} latest rights={{ editable: true, canFinalize: role === 'ATTORNEY' }} />, {
    viewer: viewerWith(role),
    mocks: [always(StatementDisbursementDocument, disbursement(proposals)), ...mocks],
  });
}

describe('a finalized statement in trust', () => {
  it('sends the chosen payments with their payees and check numbers, and pays one alone with its Pay', async () => {
    const sent: unknown[] = [];
    renderStatement(finalized([deposit]), 'ATTORNEY', [capture(DisburseStatementDocument, sent, { data: { disburseStatement: { __typename: 'StatementDisbursement', statementId: 'st1', paidCents: 5_050_000, toPayCents: 4_315_000 } } })]);
    const bar = await screen.findByTestId('statement-trust');
    await waitFor(() => expect(bar).toHaveTextContent('Paid from trust: paid 1 of 4 ($40,000.00 of $93,650.00).'));
    expect(within(bar).queryByRole('button', { name: 'Deposit to Trust' })).not.toBeInTheDocument();

    await userEvent.click(within(bar).getByRole('button', { name: 'Disburse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disburse from Trust' });
    expect(await within(dialog).findByText("Available in Nina Patel's ledger: $60,000.00")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(today());
    const fee = within(dialog).getByText("Attorney's fee").closest('tr')!;
    expect(fee).toHaveTextContent('Paid Oct 20, 2026 TR-77');
    expect(within(fee).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(fee).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay Selected' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select Medicare' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select Austin Spine Center' }));
    const payee = within(dialog).getByRole('textbox', { name: 'Payee of Medicare' });
    await userEvent.clear(payee);
    await userEvent.type(payee, 'Medicare (CMS Recovery)');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Check or transfer number for Medicare' }), '1002');
    expect(within(dialog).getByText('2 selected: $10,500.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Selected' }));
    await waitFor(() =>
      expect(sent[0]).toEqual({
        statementId: 'st1',
        entryDate: today(),
        payments: [
          { lineKey: 'lien:l1', payee: 'Medicare (CMS Recovery)', reference: '1002' },
          { lineKey: 'bill:b1', payee: 'Austin Spine Center', reference: null },
        ],
      }),
    );

    await waitFor(() => expect(within(dialog).queryByText('2 selected: $10,500.00')).not.toBeInTheDocument(), { timeout: 5000 });

    const payNet = within(dialog).getByRole('button', { name: 'Pay Net to the client' });
    await waitFor(() => expect(payNet).toBeEnabled());
    await userEvent.click(payNet);
    await waitFor(() => expect(sent[1]).toEqual({ statementId: 'st1', entryDate: today(), payments: [{ lineKey: 'net', payee: 'Nina Patel', reference: null }] }), { timeout: 5000 });
  });

  it('asks before closing with a payee or check number typed and not paid', async () => {
    renderStatement(finalized([deposit]), 'ATTORNEY');
    await userEvent.click(await screen.findByRole('button', { name: 'Disburse' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disburse from Trust' });
    await within(dialog).findByText("Available in Nina Patel's ledger: $60,000.00");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disburse from Trust' })).not.toBeInTheDocument());
    expect(leaveQuestion()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Disburse' }));
    dialog = await screen.findByRole('dialog', { name: 'Disburse from Trust' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Check or transfer number for Medicare' }), '1002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await answerLeaveQuestion('Stay');
    expect(within(dialog).getByRole('textbox', { name: 'Check or transfer number for Medicare' })).toHaveValue('1002');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Leave');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disburse from Trust' })).not.toBeInTheDocument());
  });

  it('shows the server’s refusal of a payment at its row and an overdraft above the payments', async () => {
    renderStatement(finalized([deposit]), 'ATTORNEY', [
      { ...always(DisburseStatementDocument, refusedFields({ 'payments.0.lineKey': 'Medicare has been paid already.', amountCents: "This would overdraw the client's ledger." })) },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Disburse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disburse from Trust' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay Medicare' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("This would overdraw the client's ledger.");
    expect(within(dialog).getByRole('textbox', { name: 'Payee of Medicare' })).toHaveAccessibleDescription('Medicare has been paid already.');
  });

  it('deposits the settlement to the statement’s client, prefilled with its gross and the statement', async () => {
    const sent: unknown[] = [];
    renderStatement(finalized([]), 'ATTORNEY', [
      always(TrustAccountsDocument, accounts()),
      always(TrustCaseClientsDocument, caseClients()),
      capture(RecordTrustDepositDocument, sent, { data: { recordTrustDeposit: entry('e1', { statementId: 'st1' }) } }),
    ]);
    const bar = await screen.findByTestId('statement-trust');
    expect(bar).toHaveTextContent('Paid from trust: not deposited to trust yet.');
    await userEvent.click(within(bar).getByRole('button', { name: 'Deposit to Trust' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Deposit' });
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveValue('100000.00');
    expect(within(dialog).getByRole('combobox', { name: /^Purpose/ })).toHaveValue('Settlement funds');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Case' })).toHaveValue('2026-0001 · Patel v. Marsh'));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Client/ })).toHaveValue('Nina Patel (Client)'));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Account/ })).toHaveValue('IOLTA Trust (First National ****4821)'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Payer/ }), 'Lone Star Mutual');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Not yet cleared/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Deposit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record Deposit' })).not.toBeInTheDocument());
    expect(sent[0]).toEqual({
      accountId: 'a1', matterId: 'm1', clientId: 'c-nina', entryDate: today(), amountCents: 10_000_000, payer: 'Lone Star Mutual', purpose: 'SETTLEMENT',
      reference: null, memo: null, uncleared: true, statementId: 'st1',
    });
  });

  it('shows a paralegal what was paid from trust, without Deposit to Trust or Disburse', async () => {
    const { unmount } = renderStatement(finalized([deposit]), 'PARALEGAL');
    const bar = await screen.findByTestId('statement-trust');
    await waitFor(() => expect(bar).toHaveTextContent('paid 1 of 4'));
    expect(within(bar).queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderStatement(statement('st2'), 'ATTORNEY');
    await screen.findByRole('table', { name: 'Settlement statement of Nina Patel, version 1' });
    expect(screen.queryByTestId('statement-trust')).not.toBeInTheDocument();
  });
});

describe("a case's Trust sub-tab", () => {
  const caseMocks = [noCaseEvents, always(TrustLedgersDocument, ledgers()), always(TrustLedgerEntriesDocument, ledgerEntries([entry('e1', { runningBalanceCents: 10_000_000 })]))];

  it('lists the case’s ledgers with their entries, and records a deposit with the case fixed', async () => {
    const sent: unknown[] = [];
    renderScreen(<SettlementTab matterId="m1" subTab="trust" />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [...caseMocks, always(TrustAccountsDocument, accounts()), always(TrustCaseClientsDocument, caseClients()), capture(RecordTrustDepositDocument, sent, { data: { recordTrustDeposit: entry('e9') } })],
    });
    expect(screen.getByRole('tab', { name: 'Trust' })).toHaveAttribute('aria-selected', 'true');
    const view = await screen.findByRole('region', { name: 'Ledger of Nina Patel, 2026-0001 · Patel v. Marsh (IOLTA Trust)' });
    expect(await within(view).findByText('Lone Star Mutual')).toBeInTheDocument();
    expect(within(view).getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/trust/ledgers/l1/report?format=csv');
    expect(within(view).getByRole('button', { name: 'Record Disbursement' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Record Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Deposit' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Case' })).toHaveValue('2026-0001 · Patel v. Marsh'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tom Patel (Plaintiff)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '2,500');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Payer/ }), 'Tom Patel');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Purpose/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Retainer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Deposit' }));
    await waitFor(() => expect(sent[0]).toMatchObject({ accountId: 'a1', matterId: 'm1', clientId: 'c-tom', amountCents: 250_000, purpose: 'RETAINER', uncleared: false, statementId: null }));
  });

  it('gives a paralegal the ledgers without Record Deposit or Record Disbursement', async () => {
    renderScreen(<SettlementTab matterId="m1" subTab="trust" />, { viewer: viewerWith('PARALEGAL'), mocks: caseMocks });
    const view = await screen.findByRole('region', { name: /^Ledger of Nina Patel/ });
    await within(view).findByText('Lone Star Mutual');
    expect(screen.queryByRole('button', { name: 'Record Deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Disbursement' })).not.toBeInTheDocument();
    expect(within(view).getByText('$1,000.00')).toBeInTheDocument();
  });

  it('is not offered to staff', async () => {
    const settlementMocks = [
      noCaseEvents,
      always(InsurancePoliciesDocument, policies),
      always(PartiesDocument, parties()),
      always(NegotiationSummaryDocument, summary(null)),
      always(NegotiationsDocument, negotiations([])),
      always(CaseFeeAgreementDocument, firmDefaultAgreement()),
      always(SettlementsDocument, settlements([])),
    ];
    renderScreen(<SettlementTab matterId="m1" subTab="trust" />, { viewer: viewerWith('STAFF'), mocks: settlementMocks });
    expect(screen.queryByRole('tab', { name: 'Trust' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Settlement' })).toBeInTheDocument();
    expect(await screen.findByText(/No settlement recorded yet/)).toBeInTheDocument();
  });
});
