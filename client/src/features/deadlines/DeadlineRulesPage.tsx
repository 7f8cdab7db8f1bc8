import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Checkbox, Group, Modal, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  AddStarterDeadlineChainsDocument,
  ConfirmLimitationRulesDocument,
  DeadlineChainTemplatesDocument,
  DeleteDeadlineChainTemplateDocument,
  LimitationRulesDocument,
  SaveDeadlineChainTemplateDocument,
  SetLimitationRulesDocument,
  SetStatuteReminderOffsetsDocument,
  type ChainTemplateFieldsFragment,
  type DeadlineDirection,
  type LimitationRulesQuery,
  type PeriodUnit,
  type Role,
  type ServiceMethod,
} from '../../gql/graphql';
import { PageHeader } from '../../ui/PageHeader';
import { useViewer } from '../../lib/viewer';
import { serverProblem } from '../../ui/serverProblem';
import { useOptionLists } from '../options/useOptionLists';
import { periodLabel } from './statuteFormat';

type Rule = LimitationRulesQuery['limitationRules']['rules'][number];
type RuleDraft = Omit<Rule, 'id' | '__typename'>;
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const EVERY = 'Every case type';

/**
 * /settings/deadlines: the firm's limitation periods (the shipped starter table until a firm admin
 * edits them), their confirmation, the reminder offsets, and the court deadline chains.
 */
export function DeadlineRulesPage() {
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
  const shown = rules.map((rule, index) => ({ rule, index })).filter(({ rule }) => `${rule.state} ${rule.caseType ?? ''}`.toLowerCase().includes(filter.trim().toLowerCase()));

  const replace = async (next: RuleDraft[], done: string) => {
    try {
      await saveRules({ variables: { input: { rules: next.map(({ state, caseType, years, months, days, discoveryNote, source }) => ({ state, caseType, years, months, days, discoveryNote, source })) } } });
      notifications.show({ color: 'green', message: done });
      return true;
    } catch (failure) {
      notifications.show({ color: 'red', message: serverProblem(failure, "The rules couldn't be saved. Please try again.").message });
      return false;
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Deadline Rules" />
      {set && (
        <Alert color={set.confirmedAt ? 'green' : 'yellow'} title={set.confirmedAt ? 'Confirmed' : 'Not confirmed yet'}>
          <Text fz="sm">
            {set.confirmedAt
              ? `${set.confirmedBy?.fullName ?? 'A firm admin'} confirmed these limitation periods on ${when.format(new Date(set.confirmedAt as string))}.`
              : `These are ${set.ownRules ? "your firm's edited rules" : `the starter table compiled from the cited statutes as of ${set.starterAsOf}`}. It is a starting point, not legal advice: a firm admin should review every period your firm relies on, correct it here, and confirm.`}
          </Text>
          {admin && (
            <Button size="xs" mt="sm" leftSection={<IconCheck size={14} />} loading={confirming.loading} onClick={() => void confirm().then(() => notifications.show({ color: 'green', message: 'Limitation rules confirmed.' }))}>
              {set.confirmedAt ? 'Confirm again' : 'I have reviewed these rules: confirm'}
            </Button>
          )}
        </Alert>
      )}
      {set && <ReminderOffsets offsets={set.reminderOffsets} admin={admin} />}
      <Paper withBorder radius="lg" p="md" component="section" aria-label="Limitation periods">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="lg">
            Limitation periods
          </Title>
          <Group gap="sm">
            <TextInput size="xs" placeholder="Filter by state or case type" leftSection={<IconSearch size={14} />} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} aria-label="Filter rules" />
            {admin && (
              <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({ index: null, rule: { state: '', caseType: null, years: 2, months: 0, days: 0, discoveryNote: null, source: null } })}>
                Add rule
              </Button>
            )}
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={800}>
          <Table aria-label="Limitation periods" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>State</Table.Th>
                <Table.Th>Case type</Table.Th>
                <Table.Th>Period</Table.Th>
                <Table.Th>Discovery rule</Table.Th>
                <Table.Th>Source</Table.Th>
                {admin && <Table.Th w={80}>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map(({ rule, index }) => (
                <Table.Tr key={rule.id}>
                  <Table.Td>{rule.state}</Table.Td>
                  <Table.Td>{rule.caseType ?? <Text c="dimmed" fz="sm">{EVERY}</Text>}</Table.Td>
                  <Table.Td>{periodLabel(rule)}</Table.Td>
                  <Table.Td><Text fz="xs">{rule.discoveryNote ?? ''}</Text></Table.Td>
                  <Table.Td><Text fz="xs" c="dimmed">{rule.source ?? ''}</Text></Table.Td>
                  {admin && (
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon variant="subtle" aria-label={`Edit ${rule.state} ${rule.caseType ?? EVERY}`} onClick={() => setEditing({ index, rule })}>
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${rule.state} ${rule.caseType ?? EVERY}`} onClick={() => void replace(rules.filter((_, i) => i !== index), 'Rule deleted.')}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <ChainTemplates canEdit={admin || viewer.role === 'ATTORNEY'} />
      {editing && (
        <RuleDialog
          rule={editing.rule}
          onClose={() => setEditing(null)}
          onSave={async (rule) => {
            const next = editing.index === null ? [...rules, rule] : rules.map((r, i) => (i === editing.index ? rule : r));
            if (await replace(next, 'Rule saved.')) setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}

function ReminderOffsets({ offsets, admin }: { offsets: number[]; admin: boolean }) {
  const [text, setText] = useState(offsets.join(', '));
  const [save, { loading }] = useMutation(SetStatuteReminderOffsetsDocument, { refetchQueries: ['LimitationRules'] });
  const parsed = text.split(/[\s,]+/).filter(Boolean).map(Number);
  const valid = parsed.length > 0 && parsed.every((n) => Number.isInteger(n) && n >= 0 && n <= 3650);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Statute reminders">
      <Title order={3} fz="lg" mb={4}>
        Statute reminders
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        The case's staff are reminded this many days before a statute date (at 09:00), as notifications, with the date on their calendar. Reminders stop once the complaint is recorded as filed.
      </Text>
      <Group align="flex-end">
        <TextInput label="Days before" value={text} onChange={(e) => setText(e.currentTarget.value)} readOnly={!admin} error={valid ? null : 'Whole days between 0 and 3650, separated by commas.'} w={320} />
        {admin && (
          <Button disabled={!valid} loading={loading} onClick={() => void save({ variables: { offsets: parsed } }).then(() => notifications.show({ color: 'green', message: 'Reminder days saved.' }))}>
            Save
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function RuleDialog({ rule, onClose, onSave }: { rule: RuleDraft; onClose: () => void; onSave: (rule: RuleDraft) => Promise<void> }) {
  const lists = useOptionLists(['STATES', 'CASE_TYPES']);
  const [draft, setDraft] = useState(rule);
  const [saving, setSaving] = useState(false);
  const empty = draft.years + draft.months + draft.days === 0;
  return (
    <Modal opened onClose={onClose} title={rule.state ? `${rule.state}, ${rule.caseType ?? EVERY}` : 'Add rule'} centered size={560}>
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          <Select label="State" data={lists.STATES} searchable value={draft.state || null} onChange={(v) => setDraft({ ...draft, state: v ?? '' })} withAsterisk />
          <Select label="Case type" data={[EVERY, ...lists.CASE_TYPES]} value={draft.caseType ?? EVERY} onChange={(v) => setDraft({ ...draft, caseType: !v || v === EVERY ? null : v })} allowDeselect={false} />
        </SimpleGrid>
        <SimpleGrid cols={3}>
          <NumberInput label="Years" min={0} value={draft.years} onChange={(v) => setDraft({ ...draft, years: Number(v) || 0 })} />
          <NumberInput label="Months" min={0} value={draft.months} onChange={(v) => setDraft({ ...draft, months: Number(v) || 0 })} />
          <NumberInput label="Days" min={0} value={draft.days} onChange={(v) => setDraft({ ...draft, days: Number(v) || 0 })} error={empty ? 'Enter the period.' : null} />
        </SimpleGrid>
        <Textarea label="Discovery rule" autosize minRows={2} value={draft.discoveryNote ?? ''} onChange={(e) => setDraft({ ...draft, discoveryNote: e.currentTarget.value || null })} />
        <TextInput label="Source" placeholder="Statute citation" value={draft.source ?? ''} onChange={(e) => setDraft({ ...draft, source: e.currentTarget.value || null })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
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
    </Modal>
  );
}

type StepDraft = { label: string; amount: number; unit: PeriodUnit; direction: DeadlineDirection; fromPosition: number | null; service: ServiceMethod; createTask: boolean; assigneeRole: Role | null };

function ChainTemplates({ canEdit }: { canEdit: boolean }) {
  const { data } = useQuery(DeadlineChainTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  const [addStarters, starters] = useMutation(AddStarterDeadlineChainsDocument, { refetchQueries: ['DeadlineChainTemplates'] });
  const [remove] = useMutation(DeleteDeadlineChainTemplateDocument, { refetchQueries: ['DeadlineChainTemplates'] });
  const [editing, setEditing] = useState<ChainTemplateFieldsFragment | 'new' | null>(null);
  const templates = data?.deadlineChainTemplates ?? [];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Deadline chains">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          Deadline chains
        </Title>
        {canEdit && (
          <Group gap="sm">
            {templates.length === 0 && (
              <Button size="xs" variant="light" loading={starters.loading} onClick={() => void addStarters()}>
                Add the starter chains (FRCP)
              </Button>
            )}
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
              Add chain
            </Button>
          </Group>
        )}
      </Group>
      {templates.length === 0 && <Text c="dimmed" fz="sm">No deadline chains yet.</Text>}
      <Stack gap="sm">
        {templates.map((t) => (
          <Group key={t.id} justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={600}>{t.name}</Text>
              <Text fz="xs" c="dimmed">
                {t.triggerLabel} → {t.steps.map((s) => `${s.label} (${s.direction === 'BEFORE' ? '−' : '+'}${s.amount} ${s.unit.toLowerCase()}${s.service !== 'NONE' ? ' +3' : ''})`).join(' → ')}
              </Text>
            </div>
            {canEdit && (
              <Group gap={2} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={`Delete ${t.name}`} onClick={() => void remove({ variables: { id: t.id } })}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
      {editing && <ChainDialog template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

const UNIT_OPTIONS = ['DAYS', 'WEEKS', 'MONTHS', 'YEARS'].map((u) => ({ value: u, label: u.charAt(0) + u.slice(1).toLowerCase() }));
const SERVICE_OPTIONS = [
  { value: 'NONE', label: 'No days added' },
  { value: 'MAIL', label: 'Mail +3' },
  { value: 'CLERK', label: 'Clerk +3' },
  { value: 'OTHER_CONSENTED', label: 'Other +3' },
];
const ROLE_OPTIONS = [
  { value: 'ATTORNEY', label: 'Attorney' },
  { value: 'PARALEGAL', label: 'Paralegal' },
  { value: 'STAFF', label: 'Staff' },
  { value: 'FIRM_ADMIN', label: 'Firm admin' },
];

function ChainDialog({ template, onClose }: { template: ChainTemplateFieldsFragment | null; onClose: () => void }) {
  const [name, setName] = useState(template?.name ?? '');
  const [triggerLabel, setTriggerLabel] = useState(template?.triggerLabel ?? '');
  const [steps, setSteps] = useState<StepDraft[]>(
    template?.steps.map(({ label, amount, unit, direction, fromPosition, service, createTask, assigneeRole }) => ({ label, amount, unit, direction, fromPosition: fromPosition ?? null, service, createTask, assigneeRole: assigneeRole ?? null })) ?? [
      { label: '', amount: 21, unit: 'DAYS', direction: 'AFTER', fromPosition: null, service: 'NONE', createTask: true, assigneeRole: 'ATTORNEY' },
    ],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveDeadlineChainTemplateDocument, { refetchQueries: ['DeadlineChainTemplates'] });
  const change = (index: number, patch: Partial<StepDraft>) => setSteps(steps.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const submit = async () => {
    try {
      await save({ variables: { input: { id: template?.id ?? null, version: template?.version ?? null, name, triggerLabel, steps } } });
      notifications.show({ color: 'green', message: 'Deadline chain saved.' });
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "The chain couldn't be saved. Please try again.");
      setProblem(found.fields ? Object.values(found.fields).join(' ') : found.message);
    }
  };
  return (
    <Modal opened onClose={onClose} title={template ? `Edit ${template.name}` : 'Add deadline chain'} centered size={980}>
      <Stack gap="sm">
        {problem && <Alert color="red">{problem}</Alert>}
        <SimpleGrid cols={2}>
          <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} withAsterisk />
          <TextInput label="What starts it" placeholder="Complaint served" value={triggerLabel} onChange={(e) => setTriggerLabel(e.currentTarget.value)} withAsterisk />
        </SimpleGrid>
        <Table aria-label="Deadlines of the chain">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Deadline</Table.Th>
              <Table.Th w={80}>Period</Table.Th>
              <Table.Th w={110}>Unit</Table.Th>
              <Table.Th w={100}>Direction</Table.Th>
              <Table.Th w={150}>Counted from</Table.Th>
              <Table.Th w={120}>Service</Table.Th>
              <Table.Th w={130}>Task for</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {steps.map((step, index) => (
              <Table.Tr key={index}>
                <Table.Td><TextInput size="xs" aria-label={`Deadline ${index + 1}`} value={step.label} onChange={(e) => change(index, { label: e.currentTarget.value })} /></Table.Td>
                <Table.Td><NumberInput size="xs" aria-label={`Period ${index + 1}`} min={0} value={step.amount} onChange={(v) => change(index, { amount: Number(v) || 0 })} /></Table.Td>
                <Table.Td><Select size="xs" aria-label={`Unit ${index + 1}`} data={UNIT_OPTIONS} value={step.unit} onChange={(v) => change(index, { unit: (v as PeriodUnit) ?? 'DAYS' })} allowDeselect={false} /></Table.Td>
                <Table.Td><Select size="xs" aria-label={`Direction ${index + 1}`} data={[{ value: 'AFTER', label: 'After' }, { value: 'BEFORE', label: 'Before' }]} value={step.direction} onChange={(v) => change(index, { direction: (v as DeadlineDirection) ?? 'AFTER' })} allowDeselect={false} /></Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    aria-label={`Counted from ${index + 1}`}
                    data={[{ value: 'trigger', label: triggerLabel || 'The trigger' }, ...steps.slice(0, index).map((s, i) => ({ value: String(i), label: s.label || `Deadline ${i + 1}` }))]}
                    value={step.fromPosition === null ? 'trigger' : String(step.fromPosition)}
                    onChange={(v) => change(index, { fromPosition: !v || v === 'trigger' ? null : Number(v) })}
                    allowDeselect={false}
                  />
                </Table.Td>
                <Table.Td><Select size="xs" aria-label={`Service ${index + 1}`} data={SERVICE_OPTIONS} value={step.service} onChange={(v) => change(index, { service: (v as ServiceMethod) ?? 'NONE' })} allowDeselect={false} /></Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Checkbox aria-label={`Make a task ${index + 1}`} checked={step.createTask} onChange={(e) => change(index, { createTask: e.currentTarget.checked })} />
                    <Select size="xs" aria-label={`Task for ${index + 1}`} data={ROLE_OPTIONS} value={step.assigneeRole} onChange={(v) => change(index, { assigneeRole: (v as Role) ?? null })} clearable disabled={!step.createTask} />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove deadline ${index + 1}`} disabled={steps.length === 1} onClick={() => setSteps(steps.filter((_, i) => i !== index).map((s) => ({ ...s, fromPosition: s.fromPosition === null ? null : s.fromPosition === index ? null : s.fromPosition > index ? s.fromPosition - 1 : s.fromPosition })))}>
                    <IconTrash size={14} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setSteps([...steps, { label: '', amount: 14, unit: 'DAYS', direction: 'AFTER', fromPosition: null, service: 'NONE', createTask: true, assigneeRole: null }])}>
            Add deadline
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} loading={loading}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
