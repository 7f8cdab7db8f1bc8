import { today } from '../../lib/dates';
import type { CaseCostFieldsFragment } from '../../gql/graphql';
import { costLineDescription, costsCsvUrl } from './costFormat';
import { costInput, costValues } from './useCostForm';

describe('a cost', () => {
  it('starts today, reimbursable, and edits a cost as it is', () => {
    expect(costValues(null)).toEqual({ incurredOn: today(), category: null, payee: '', description: '', amount: '', receiptDocumentId: null, reimbursable: true });
    const cost = { id: 'k1', version: 1, incurredOn: '2026-11-02', category: 'TRAVEL', payee: 'Southwest', description: null, amountCents: 41_999, reimbursable: false, billed: false, invoiceId: null, receiptDocument: { id: 'd1' } } as CaseCostFieldsFragment;
    expect(costValues(cost)).toMatchObject({ amount: '419.99', receiptDocumentId: 'd1', reimbursable: false });
  });

  it('sends the amount in cents and the payee trimmed', () => {
    expect(costInput({ incurredOn: '2026-11-02', category: 'POSTAGE_AND_COPIES', payee: ' FedEx ', description: '', amount: '19.99', receiptDocumentId: null, reimbursable: true })).toEqual({
      incurredOn: '2026-11-02', category: 'POSTAGE_AND_COPIES', payee: 'FedEx', description: null, amountCents: 1_999, receiptDocumentId: null, reimbursable: true,
    });
  });

  it('describes a cost as its invoice line, and exports the category on screen', () => {
    expect(costLineDescription({ category: 'EXPERT', payee: 'Dr. Alan Reyes', description: null })).toBe('Expert: Dr. Alan Reyes');
    expect(costsCsvUrl('m1', null)).toBe('/api/export/matters/m1/costs');
    expect(costsCsvUrl('m1', 'TRAVEL')).toBe('/api/export/matters/m1/costs?category=TRAVEL');
  });
});
