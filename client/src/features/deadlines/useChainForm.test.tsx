import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useChainForm, withoutStep, type StepDraft } from './useChainForm';

const step = (label: string, fromPosition: number | null = null): StepDraft => ({ label, amount: 14, unit: 'DAYS', direction: 'AFTER', fromPosition, service: 'NONE', createTask: true, assigneeRole: null });

describe('a deadline chain', () => {
  it('counts deadlines that were counted from a removed one from the trigger, and renumbers later ones', () => {
    const steps = [step('Answer'), step('Reply', 0), step('Discovery', 1), step('Motions', 2)];
    expect(withoutStep(steps, 1).map((s) => [s.label, s.fromPosition])).toEqual([
      ['Answer', null],
      ['Discovery', null],
      ['Motions', 1],
    ]);
  });
});

describe('useChainForm', () => {
  it('starts a new chain with one 21-day deadline, adds and changes deadlines', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[]}>{children}</MockedProvider>;
    const { result } = renderHook(() => useChainForm({ template: null, onClose: jest.fn() }), { wrapper });
    expect(result.current.steps).toEqual([{ label: '', amount: 21, unit: 'DAYS', direction: 'AFTER', fromPosition: null, service: 'NONE', createTask: true, assigneeRole: 'ATTORNEY' }]);
    act(() => result.current.add());
    act(() => result.current.change(1, { label: 'Reply', fromPosition: 0 }));
    expect(result.current.steps[1]).toMatchObject({ label: 'Reply', amount: 14, fromPosition: 0 });
    act(() => result.current.remove(0));
    expect(result.current.steps).toHaveLength(1);
    expect(result.current.steps[0]).toMatchObject({ label: 'Reply', fromPosition: null });
  });
});
