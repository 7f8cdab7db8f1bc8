/** What an entry changes: the lists and balances on screen are read again once it is recorded. */
export const AFTER_ENTRY = {
  refetchQueries: ['TrustAccounts', 'TrustJournal', 'TrustLedgers', 'TrustLedger', 'TrustLedgerEntries', 'TrustReconciliation', 'TrustReconciliationItems', 'Settlements', 'StatementDisbursement'],
  awaitRefetchQueries: true,
};
