import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ChangeDeadlineTriggerDocument, MoveDeadlineDocument } from '../../gql/graphql';
import { useMatterChain, type MatterChain } from './useMatterChain';

const chain = { id: 'ch1', name: 'Complaint served', triggerLabel: 'Complaint served', triggerDay: '2026-11-02', deadlines: [] } as unknown as MatterChain;

function renderChain(mocks: MockedProviderProps['mocks']) {
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  return renderHook(() => useMatterChain(chain), { wrapper });
}

describe('useMatterChain', () => {
  it('recounts from a new trigger date and says what changed', async () => {
    const recounted = {
      request: { query: ChangeDeadlineTriggerDocument, variables: { chainId: 'ch1', triggerDay: '2026-11-09' } },
      result: {
        data: {
          changeDeadlineTrigger: { __typename: 'DeadlineChainUpdate', changed: [{ __typename: 'DeadlineChange', label: 'Answer due', from: '2026-11-23', to: '2026-11-30' }], keptMoved: ['Reply due'] },
        },
      },
    };
    const { result } = renderChain([recounted]);
    expect(result.current.trigger).toBe('2026-11-02');
    act(() => result.current.setTrigger('2026-11-09'));
    act(() => result.current.recount());
    await waitFor(() => expect(result.current.outcome?.changed).toEqual([expect.objectContaining({ label: 'Answer due', to: '2026-11-30' })]));
    expect(result.current.outcome?.keptMoved).toEqual(['Reply due']);
    act(() => result.current.dismissOutcome());
    expect(result.current.outcome).toBeNull();
  });

  it('moves one deadline to the date typed, then stops moving it', async () => {
    const moved = {
      request: { query: MoveDeadlineDocument, variables: { id: 'd1', day: '2026-12-01' } },
      result: { data: { moveDeadline: { __typename: 'MatterDeadline', id: 'd1', day: '2026-12-01', manuallyMoved: true } } },
    };
    const { result } = renderChain([moved]);
    act(() => result.current.startMove({ id: 'd1', day: '2026-11-23' }));
    expect(result.current.moving).toEqual({ id: 'd1', day: '2026-11-23' });
    act(() => result.current.typeMove('d1', '2026-12-01'));
    act(() => result.current.saveMove());
    await waitFor(() => expect(result.current.moving).toBeNull());
  });
});
