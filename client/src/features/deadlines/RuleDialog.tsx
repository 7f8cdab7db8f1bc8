import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useOptionLists } from '../options/useOptionLists';
import { EVERY_CASE_TYPE as EVERY, type RuleDraft } from './useLimitationRules';
import { valuesDiffer } from '../../ui/formValues';
import { maxLengthOf, maxOf, minOf } from '../../ui/limits';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';

/** Add rule / edit a limitation period: state, case type (or every one), the period, the discovery rule and its source. */
export function RuleDialog({ rule, onClose, onSave }: { rule: RuleDraft; onClose: () => void; onSave: (rule: RuleDraft) => Promise<void> }) {
  const lists = useOptionLists(['STATES', 'CASE_TYPES']);
  const [draft, setDraft] = useState(rule);
  const [saving, setSaving] = useState(false);
  const empty = draft.years + draft.months + draft.days === 0;
  const guard = useCloseGuard(valuesDiffer(draft, rule), onClose);
  return (
    <Modal opened {...guard.modalProps} title={rule.state ? `${rule.state}, ${rule.caseType ?? EVERY}` : 'Add rule'} centered size={560}>
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          <Select label="State" data={lists.STATES} searchable value={draft.state || null} onChange={(v) => setDraft({ ...draft, state: v ?? '' })} withAsterisk />
          <Select label="Case type" data={[EVERY, ...lists.CASE_TYPES]} value={draft.caseType ?? EVERY} onChange={(v) => setDraft({ ...draft, caseType: !v || v === EVERY ? null : v })} allowDeselect={false} />
        </SimpleGrid>
        <SimpleGrid cols={3}>
          <NumberInput label="Years" min={minOf('LimitationRuleInput', 'years')} max={maxOf('LimitationRuleInput', 'years')} allowNegative={false} value={draft.years} onChange={(v) => setDraft({ ...draft, years: Number(v) || 0 })} />
          <NumberInput label="Months" min={minOf('LimitationRuleInput', 'months')} max={maxOf('LimitationRuleInput', 'months')} allowNegative={false} value={draft.months} onChange={(v) => setDraft({ ...draft, months: Number(v) || 0 })} />
          <NumberInput label="Days" min={minOf('LimitationRuleInput', 'days')} max={maxOf('LimitationRuleInput', 'days')} allowNegative={false} value={draft.days} onChange={(v) => setDraft({ ...draft, days: Number(v) || 0 })} error={empty ? 'Enter the period.' : null} />
        </SimpleGrid>
        <Textarea label="Discovery rule" autosize minRows={2} maxRows={8} maxLength={maxLengthOf('LimitationRuleInput', 'discoveryNote')} value={draft.discoveryNote ?? ''} onChange={(e) => setDraft({ ...draft, discoveryNote: e.currentTarget.value || null })} />
        <TextInput label="Source" placeholder="Statute citation" maxLength={maxLengthOf('LimitationRuleInput', 'source')} value={draft.source ?? ''} onChange={(e) => setDraft({ ...draft, source: e.currentTarget.value || null })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={guard.close}>
            Cancel
          </Button>
          <Button
            disabled={!draft.state || empty}
            loading={saving}
            onClick={() => {
              setSaving(true);
              void onSave(draft).finally(() => setSaving(false));
            }}
          >
            Save
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
