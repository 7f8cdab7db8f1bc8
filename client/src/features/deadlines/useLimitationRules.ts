import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { ConfirmLimitationRulesDocument, LimitationRulesDocument, SetLimitationRulesDocument, type LimitationRulesQuery } from '../../gql/graphql';
import { useViewer } from '../../lib/viewer';
import { serverProblem } from '../../ui/serverProblem';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';

type Rule = LimitationRulesQuery['limitationRules']['rules'][number];
export type RuleDraft = Omit<Rule, 'id' | '__typename'>;
export const EVERY_CASE_TYPE = 'Every case type';
/** A new rule: two years, for every case type. */
export const NEW_RULE: RuleDraft = { state: '', caseType: null, years: 2, months: 0, days: 0, discoveryNote: null, source: null };

/** The rules whose state or case type contain `filter`, with their place in the whole list. */
export function rulesMatching<T extends { state: string; caseType?: string | null }>(rules: readonly T[], filter: string) {
  return rules.map((rule, index) => ({ rule, index })).filter(({ rule }) => `${rule.state} ${rule.caseType ?? ''}`.toLowerCase().includes(filter.trim().toLowerCase()));
}

/**
 * The firm's limitation periods: filtering them, the rule being edited, and saving the whole list
 * (a firm admin adds, edits, deletes (asked first) and confirms them).
 */
export function useLimitationRules() {
  const viewer = useViewer();
  const admin = viewer.role === 'FIRM_ADMIN';
  const { data } = useQuery(LimitationRulesDocument, { fetchPolicy: 'cache-and-network' });
  const set = data?.limitationRules;
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<{ index: number | null; rule: RuleDraft } | null>(null);
  const refetchQueries = ['LimitationRules', 'MatterStatutes', 'StatutesAtRisk'];
  const [saveRules] = useMutation(SetLimitationRulesDocument, { refetchQueries });
  const [confirm, confirming] = useMutation(ConfirmLimitationRulesDocument, { refetchQueries });
  const rules = useMemo(() => set?.rules ?? [], [set]);
  const shown = rulesMatching(rules, filter);

  const send = (next: RuleDraft[]) =>
    saveRules({ variables: { input: { rules: next.map(({ state, caseType, years, months, days, discoveryNote, source }) => ({ state, caseType, years, months, days, discoveryNote, source })) } } });
  const replace = async (next: RuleDraft[], done: string) => {
    try {
      await send(next);
      notifications.show({ color: 'green', message: done });
      return true;
    } catch (failure) {
      notifications.show({ color: 'red', message: serverProblem(failure, "The rules couldn't be saved. Please try again.").message });
      return false;
    }
  };

  const removal = useDeleteConfirmation(({ index }: { index: number; name: string }) => send(rules.filter((_, i) => i !== index)));

  return {
    viewer,
    admin,
    set,
    filter,
    setFilter,
    shown,
    editing,
    add: () => setEditing({ index: null, rule: NEW_RULE }),
    edit: (index: number, rule: RuleDraft) => setEditing({ index, rule }),
    closeEditor: () => setEditing(null),
    /** Saves the rule being edited (a new one at the end) and closes the dialog once saved. */
    saveEdited: async (rule: RuleDraft) => {
      if (!editing) return;
      const next = editing.index === null ? [...rules, rule] : rules.map((r, i) => (i === editing.index ? rule : r));
      if (await replace(next, 'Rule saved.')) setEditing(null);
    },
    /** Delete asks first; spread `removal.dialog` into <ConfirmDialog>. */
    askRemove: (index: number, rule: RuleDraft) => removal.ask({ index, name: `The ${rule.state} rule for ${rule.caseType ?? EVERY_CASE_TYPE.toLowerCase()}` }),
    removal,
    confirming: confirming.loading,
    confirm: () => void confirm().then(() => notifications.show({ color: 'green', message: 'Limitation rules confirmed.' })),
  };
}
