import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { InsurancePolicyFieldsFragment } from '../../gql/graphql';
import { policyInput, policyValues, usePolicyForm } from './usePolicyForm';

const policy = {
  id: 'ip1', version: 2, coverage: 'UNINSURED_MOTORIST', policyNumber: null, perPersonLimitCents: 3_000_000, perOccurrenceLimitCents: null, claimNumber: 'C-1',
  claimStatus: 'ACCEPTED', reportedOn: '2026-10-03', notes: 'Stacked', insurer: { id: 'c1', name: 'Gulf States' }, insured: { id: 'p1' }, adjuster: null,
} as unknown as InsurancePolicyFieldsFragment;

describe('a policy', () => {
  it('opens a new policy with an open claim, and a policy as it is, limits in dollars', () => {
    expect(policyValues(null)).toMatchObject({ insurerId: null, coverage: null, claimStatus: 'OPEN', perPersonLimit: '', perOccurrenceLimit: '' });
    expect(policyValues(policy)).toMatchObject({ insurerId: 'c1', insuredPartyId: 'p1', coverage: 'UNINSURED_MOTORIST', perPersonLimit: '30000.00', perOccurrenceLimit: '', claimStatus: 'ACCEPTED' });
  });

  it('sends the limits in cents and empty fields as null', () => {
    expect(policyInput({ ...policyValues(policy), perOccurrenceLimit: '60,000', policyNumber: ' ', notes: '' })).toEqual({
      insurerId: 'c1', insuredPartyId: 'p1', coverage: 'UNINSURED_MOTORIST', policyNumber: null, perPersonLimitCents: 3_000_000, perOccurrenceLimitCents: 6_000_000,
      adjusterId: null, claimNumber: 'C-1', claimStatus: 'ACCEPTED', reportedOn: '2026-10-03', notes: null,
    });
  });

  it('refuses negative or malformed limits before sending', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[]}>{children}</MockedProvider>;
    const onClose = jest.fn();
    const { result } = renderHook(() => usePolicyForm({ matterId: 'm1', policy, onClose }), { wrapper });
    act(() => result.current.form.setValues({ perPersonLimit: '-1', perOccurrenceLimit: '1.005' }));
    await act(async () => result.current.save());
    expect(result.current.form.errors).toEqual({ perPersonLimit: 'Enter an amount of 0 or more.', perOccurrenceLimit: 'Enter an amount like 1,234.56.' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
