import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LimitationRulesDocument, SetLimitationRulesDocument } from '../../gql/graphql';
import { ViewerProvider } from '../../lib/viewer';
import { viewerWith } from '../../test/render';
import { parseOffsets } from './ReminderOffsets';
import { NEW_RULE, rulesMatching, useLimitationRules } from './useLimitationRules';

const rule = (id: string, state: string, caseType: string | null, years = 2) => ({
  __typename: 'LimitationRule' as const, id, state, caseType, years, months: 0, days: 0, discoveryNote: null, source: null,
});
const rules = [rule('r1', 'Texas', null), rule('r2', 'Texas', 'Medical Malpractice'), rule('r3', 'California', null, 1)];
const listed = {
  request: { query: LimitationRulesDocument },
  result: {
    data: {
      limitationRules: { __typename: 'LimitationRuleSet', ownRules: false, confirmedAt: null, confirmedBy: null, starterAsOf: '2026-01-01', reminderOffsets: [90, 30], rules },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('limitation rules', () => {
  it('filter by state or case type, keeping each rule’s place', () => {
    expect(rulesMatching(rules, ' medical ').map(({ rule: r, index }) => [r.id, index])).toEqual([['r2', 1]]);
    expect(rulesMatching(rules, 'texas').map(({ index }) => index)).toEqual([0, 1]);
    expect(rulesMatching(rules, '')).toHaveLength(3);
  });

  it('take reminder days as whole days between 0 and 3650', () => {
    expect(parseOffsets('90, 30 7')).toEqual([90, 30, 7]);
    expect(parseOffsets('')).toBeNull();
    expect(parseOffsets('30, 1.5')).toBeNull();
    expect(parseOffsets('4000')).toBeNull();
  });
});

describe('useLimitationRules', () => {
  it('saves an edited rule in its place with the whole list, then closes the editor', async () => {
    const sent: unknown[] = [];
    const saved = {
      request: { query: SetLimitationRulesDocument, variables: (v: { input: { rules: unknown[] } }) => (sent.push(v.input.rules), true) },
      result: { data: { setLimitationRules: { __typename: 'LimitationRuleSet', ownRules: true } } },
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider mocks={[listed, saved]}>
        <ViewerProvider viewer={viewerWith('FIRM_ADMIN')}>{children}</ViewerProvider>
      </MockedProvider>
    );
    const { result } = renderHook(() => useLimitationRules(), { wrapper });
    await waitFor(() => expect(result.current.shown).toHaveLength(3));
    expect(result.current.admin).toBe(true);
    act(() => result.current.add());
    expect(result.current.editing).toEqual({ index: null, rule: NEW_RULE });
    act(() => result.current.edit(2, rules[2]!));
    await act(async () => result.current.saveEdited({ ...rules[2]!, years: 3 }));
    await waitFor(() => expect(result.current.editing).toBeNull());
    expect(sent).toEqual([
      [
        { state: 'Texas', caseType: null, years: 2, months: 0, days: 0, discoveryNote: null, source: null },
        { state: 'Texas', caseType: 'Medical Malpractice', years: 2, months: 0, days: 0, discoveryNote: null, source: null },
        { state: 'California', caseType: null, years: 3, months: 0, days: 0, discoveryNote: null, source: null },
      ],
    ]);
  });
});
