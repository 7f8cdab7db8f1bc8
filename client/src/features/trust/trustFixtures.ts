/** Trust records as the server sends them, for the Trust Accounting tests. */
import type {
  StatementDisbursementQuery,
  TrustAccountFieldsFragment,
  TrustCaseClientsQuery,
  TrustEntryFieldsFragment,
  TrustLedgerFieldsFragment,
  TrustReconciliationFieldsFragment,
} from '../../gql/graphql';

export const account = (overrides: Partial<TrustAccountFieldsFragment> = {}): TrustAccountFieldsFragment => ({
  __typename: 'TrustAccountSummary', id: 'a1', version: 1, name: 'IOLTA Trust', bankName: 'First National', accountLast4: '4821', currency: 'USD', balanceCents: 7_500_000,
  reconciledThrough: '2026-09-30', ...overrides,
});
export const accounts = (items = [account()]) => ({ data: { trustAccounts: { __typename: 'TrustAccountPage', totalCount: items.length, items } } });

export const entry = (id: string, overrides: Partial<TrustEntryFieldsFragment> = {}): TrustEntryFieldsFragment => ({
  __typename: 'TrustJournalEntry', id, accountId: 'a1', ledgerId: 'l1', kind: 'DEPOSIT', purpose: 'SETTLEMENT', entryDate: '2026-10-01', amountCents: 10_000_000,
  counterparty: 'Lone Star Mutual', reference: 'CHK-1001', memo: null, matterId: 'm1', matterName: 'Patel v. Marsh', matterNumber: '2026-0001', clientName: 'Nina Patel',
  restricted: false, fundsCleared: true, recordedUncleared: false, clearedOn: null, reversedById: null, reversesId: null, runningBalanceCents: null, statementId: null,
  statementLineKey: null, recordedByName: 'Jordan Reyes', ...overrides,
});
export const journal = (items: TrustEntryFieldsFragment[]) => ({ data: { trustJournal: { __typename: 'TrustJournalPage', totalCount: items.length, items } } });
export const ledgerEntries = (items: TrustEntryFieldsFragment[]) => ({ data: { trustLedgerEntries: { __typename: 'TrustJournalPage', totalCount: items.length, items } } });

export const ledger = (overrides: Partial<TrustLedgerFieldsFragment> = {}): TrustLedgerFieldsFragment => ({
  __typename: 'TrustLedgerSummary', id: 'l1', accountId: 'a1', accountName: 'IOLTA Trust', matterId: 'm1', matterName: 'Patel v. Marsh', matterNumber: '2026-0001',
  clientId: 'c-nina', clientName: 'Nina Patel', currency: 'USD', balanceCents: 7_500_000, availableCents: 100_000, unclearedCents: 7_400_000, lastActivityOn: '2026-10-20',
  ...overrides,
});
export const ledgers = (items = [ledger()]) => ({ data: { trustLedgers: { __typename: 'TrustLedgerPage', totalCount: items.length, items } } });

type Balances = TrustReconciliationFieldsFragment['balances'];
export const reconciliation = (balances: Partial<Balances> = {}, overrides: Partial<TrustReconciliationFieldsFragment> = {}): TrustReconciliationFieldsFragment => ({
  __typename: 'TrustReconciliation', id: 'r1', version: 3, accountId: 'a1', periodStart: '2026-10-01', periodEnd: '2026-10-31', state: 'DRAFT', statementBalanceCents: 9_000_000,
  closedAt: null, closedByName: null, bankLines: [],
  balances: {
    __typename: 'ReconciliationBalances', statementBalanceCents: 9_000_000, depositsInTransitCents: 0, outstandingChecksCents: 1_500_000, adjustedBankCents: 7_500_000,
    journalCents: 7_500_000, ledgersCents: 7_500_000, negativeLedgers: 0, matches: true, ...balances,
  },
  ...overrides,
});
export const reconciliationItems = (items: Array<{ cleared: boolean; entry: TrustEntryFieldsFragment }>) => ({
  data: { trustReconciliationItems: { __typename: 'ReconciliationItemPage', totalCount: items.length, items: items.map((item) => ({ __typename: 'ReconciliationItem', ...item })) } },
});

type Payment = StatementDisbursementQuery['statementDisbursement']['payments'][number];
export const payment = (lineKey: string, description: string, amountCents: number, overrides: Partial<Payment> = {}): Payment => ({
  __typename: 'ProposedPayment', lineKey, kind: 'LIEN', description, payee: description, amountCents, purpose: 'LIEN_PAYOFF', paidBy: null, ...overrides,
});
export const disbursement = (payments: Payment[], overrides: Partial<StatementDisbursementQuery['statementDisbursement']> = {}): { data: StatementDisbursementQuery } => {
  const paid = payments.filter((p) => p.paidBy).reduce((sum, p) => sum + p.amountCents, 0);
  const total = payments.reduce((sum, p) => sum + p.amountCents, 0);
  return {
    data: {
      statementDisbursement: {
        __typename: 'StatementDisbursement', statementId: 'st1', grossCents: 10_000_000, depositedCents: 10_000_000, paidCents: paid, toPayCents: total - paid,
        ledger: ledger({ availableCents: 10_000_000 - paid, unclearedCents: 0 }), payments, ...overrides,
      },
    },
  };
};

export const caseClients = (): { data: TrustCaseClientsQuery } => ({
  data: {
    matter: { __typename: 'Matter', id: 'm1', name: 'Patel v. Marsh', number: '2026-0001', client: { __typename: 'Contact', id: 'c-nina', name: 'Nina Patel' } },
    parties: {
      __typename: 'PartyPage',
      items: [
        { __typename: 'Party', id: 'p-nina', category: 'PLAINTIFF', contact: { __typename: 'Contact', id: 'c-nina', name: 'Nina Patel' } },
        { __typename: 'Party', id: 'p-tom', category: 'OTHER_PLAINTIFF', contact: { __typename: 'Contact', id: 'c-tom', name: 'Tom Patel' } },
        { __typename: 'Party', id: 'p-rudy', category: 'DEFENDANT', contact: { __typename: 'Contact', id: 'c-rudy', name: 'Rudy Marsh' } },
      ],
    },
  },
});
