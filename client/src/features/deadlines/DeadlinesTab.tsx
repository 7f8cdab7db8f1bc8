import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, List, Modal, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  AddStatutePairDocument,
  ApplyDeadlineChainDocument,
  ChangeDeadlineTriggerDocument,
  CourtDeadlineDocument,
  DeadlineChainTemplatesDocument,
  MatterDeadlineChainsDocument,
  MatterStatutesDocument,
  MoveDeadlineDocument,
  PartiesDocument,
  RemoveDeadlineChainDocument,
  type ChangeDeadlineTriggerMutation,
  type MatterDeadlineChainsQuery,
  type DeadlineDirection,
  type PeriodUnit,
  type ServiceMethod,
} from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';
import { today } from '../../lib/dates';
import { StatuteCard } from './StatuteCard';
import { formatDay } from '../../ui/format';

type Matter = { id: string; name: string; number: string };

/** The case's Deadlines tab: its statutes of limitations, its court deadline chains and a calculator. */
export function DeadlinesTab({ matter }: { matter: Matter }) {
  const { data, loading } = useQuery(MatterStatutesDocument, { variables: { matterId: matter.id }, fetchPolicy: 'cache-and-network' });
  const [pairOpen, setPairOpen] = useState(false);
  return (
    <Stack gap="lg">
      <section aria-label="Statutes of limitations">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="lg">
            Statutes of limitations
          </Title>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setPairOpen(true)}>
            Add for a plaintiff–defendant pair
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {(data?.matterStatutes ?? []).map((statute) => (
            <StatuteCard key={statute.key} statute={statute} />
          ))}
        </SimpleGrid>
        {!loading && !data?.matterStatutes.length && <Text c="dimmed">No statute yet.</Text>}
      </section>
      <DeadlineChains matter={matter} />
      <Calculator />
      {pairOpen && <PairDialog matterId={matter.id} onClose={() => setPairOpen(false)} />}
    </Stack>
  );
}

function PairDialog({ matterId, onClose }: { matterId: string; onClose: () => void }) {
  const plaintiffs = useQuery(PartiesDocument, { variables: { matterId, category: 'PLAINTIFF', pageSize: 100 } });
  const defendants = useQuery(PartiesDocument, { variables: { matterId, category: 'DEFENDANT', pageSize: 100 } });
  const [plaintiff, setPlaintiff] = useState<string | null>(null);
  const [defendant, setDefendant] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddStatutePairDocument, { refetchQueries: ['MatterStatutes', 'StatutesAtRisk'] });
  const options = (result: typeof plaintiffs) => (result.data?.parties.items ?? []).map((p) => ({ value: p.id, label: p.contact.name }));
  const save = async () => {
    try {
      await add({ variables: { input: { matterId, plaintiffPartyId: plaintiff, defendantPartyId: defendant } } });
      notifications.show({ color: 'green', message: 'Statute added for the pair.' });
      onClose();
    } catch (failure) {
      setProblem(serverProblem(failure, "It couldn't be added. Please try again.").message);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Statute for a plaintiff–defendant pair" centered>
      <Stack gap="sm">
        {problem && <Alert color="red">{problem}</Alert>}
        <Text fz="sm" c="dimmed">
          For a plaintiff or defendant whose clock differs (a minor plaintiff, a government defendant with a notice period…): add tolling or set its date
          by hand on the new card.
        </Text>
        <Select label="Plaintiff" data={options(plaintiffs)} value={plaintiff} onChange={setPlaintiff} nothingFoundMessage="No plaintiffs on this case" />
        <Select label="Defendant" data={options(defendants)} value={defendant} onChange={setDefendant} nothingFoundMessage="No defendants on this case" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={loading} disabled={!plaintiff || !defendant}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function DeadlineChains({ matter }: { matter: Matter }) {
  const { data } = useQuery(MatterDeadlineChainsDocument, { variables: { matterId: matter.id }, fetchPolicy: 'cache-and-network' });
  const [applyOpen, setApplyOpen] = useState(false);
  return (
    <section aria-label="Court deadlines">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          Court deadlines
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setApplyOpen(true)}>
          Apply a deadline chain
        </Button>
      </Group>
      <Stack gap="md">
        {(data?.matterDeadlineChains ?? []).map((chain) => (
          <ChainCard key={chain.id} chain={chain} />
        ))}
        {!data?.matterDeadlineChains.length && (
          <Text c="dimmed" fz="sm">
            No court deadlines yet. Apply a chain (for example "Complaint served") to put its deadlines on the calendar and the task board.
          </Text>
        )}
      </Stack>
      {applyOpen && <ApplyDialog matter={matter} onClose={() => setApplyOpen(false)} />}
    </section>
  );
}

type Chain = MatterDeadlineChainsQuery['matterDeadlineChains'][number];

function ChainCard({ chain }: { chain: Chain }) {
  const refetchQueries = ['MatterDeadlineChains', 'CalendarEvents', 'Board', 'TaskTable'];
  const [trigger, setTrigger] = useState(chain.triggerDay);
  const [outcome, setOutcome] = useState<ChangeDeadlineTriggerMutation['changeDeadlineTrigger'] | null>(null);
  const [change, changing] = useMutation(ChangeDeadlineTriggerDocument, { refetchQueries });
  const [move] = useMutation(MoveDeadlineDocument, { refetchQueries });
  const [remove] = useMutation(RemoveDeadlineChainDocument, { refetchQueries });
  const [moving, setMoving] = useState<{ id: string; day: string } | null>(null);
  const fail = (failure: unknown) => notifications.show({ color: 'red', message: serverProblem(failure, 'That did not work. Please try again.').message });
  const recount = async () => {
    try {
      const result = await change({ variables: { chainId: chain.id, triggerDay: trigger } });
      setOutcome(result.data?.changeDeadlineTrigger ?? null);
    } catch (failure) {
      fail(failure);
    }
  };
  return (
    <Paper withBorder radius="lg" p="md" aria-label={chain.name} component="section">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Text fw={700}>{chain.name}</Text>
          <Text fz="xs" c="dimmed">
            {chain.triggerLabel}: {formatDay(chain.triggerDay)}
          </Text>
        </div>
        <Group gap="xs" align="flex-end">
          <TextInput label={`New ${chain.triggerLabel.toLowerCase()} date`} type="date" size="xs" value={trigger} onChange={(e) => setTrigger(e.currentTarget.value)} />
          <Button size="xs" onClick={() => void recount()} loading={changing.loading} disabled={!trigger || trigger === chain.triggerDay}>
            Recount
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => void remove({ variables: { id: chain.id } }).catch(fail)}>
            Remove
          </Button>
        </Group>
      </Group>
      {outcome && (
        <Alert color="blue" mt="sm" withCloseButton onClose={() => setOutcome(null)} title="What changed">
          {outcome.changed.length ? (
            <List size="sm">
              {outcome.changed.map((c) => (
                <List.Item key={c.label}>
                  {c.label}: {formatDay(c.from)} → {formatDay(c.to)}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text fz="sm">No deadline moved.</Text>
          )}
          {outcome.keptMoved.length > 0 && <Text fz="sm" mt={4}>Kept where they were moved by hand: {outcome.keptMoved.join(', ')}.</Text>}
        </Alert>
      )}
      <Table mt="sm" aria-label={`${chain.name} deadlines`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Deadline</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Counted</Table.Th>
            <Table.Th w={220}>Move</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chain.deadlines.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.label}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Text fz="sm" fw={600}>
                    {formatDay(d.day)}
                  </Text>
                  {d.manuallyMoved && (
                    <Tooltip label={`Computed: ${formatDay(d.computedDay)}`}>
                      <Badge size="xs" color="grape" variant="light">
                        Moved by hand
                      </Badge>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text fz="xs" c="dimmed">
                  {d.steps[d.steps.length - 1] ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>
                {moving && moving.id === d.id ? (
                  <Group gap={4} wrap="nowrap">
                    <TextInput type="date" size="xs" aria-label={`New date for ${d.label}`} value={moving.day} onChange={(e) => setMoving({ id: d.id, day: e.currentTarget.value })} />
                    <Button size="xs" onClick={() => void move({ variables: { id: d.id, day: moving.day } }).then(() => setMoving(null), fail)}>
                      Save
                    </Button>
                  </Group>
                ) : (
                  <Group gap={4}>
                    <Button size="xs" variant="subtle" onClick={() => setMoving({ id: d.id, day: d.day })}>
                      Move
                    </Button>
                    {d.manuallyMoved && (
                      <Button size="xs" variant="subtle" onClick={() => void move({ variables: { id: d.id, day: null } }).catch(fail)}>
                        Reset
                      </Button>
                    )}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function ApplyDialog({ matter, onClose }: { matter: Matter; onClose: () => void }) {
  const templates = useQuery(DeadlineChainTemplatesDocument);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [triggerDay, setTriggerDay] = useState(today());
  const [problem, setProblem] = useState<string | null>(null);
  const [apply, { loading }] = useMutation(ApplyDeadlineChainDocument, { refetchQueries: ['MatterDeadlineChains', 'CalendarEvents', 'Board', 'TaskTable'] });
  const chosen = templates.data?.deadlineChainTemplates.find((t) => t.id === templateId);
  const save = async () => {
    if (!templateId) return;
    try {
      await apply({ variables: { input: { matterId: matter.id, templateId, triggerDay } } });
      notifications.show({ color: 'green', message: `${chosen?.name ?? 'The chain'} was applied: its deadlines are on the calendar and the task board.` });
      onClose();
    } catch (failure) {
      setProblem(serverProblem(failure, "It couldn't be applied. Please try again.").message);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Apply a deadline chain" centered size={520}>
      <Stack gap="sm">
        {problem && <Alert color="red">{problem}</Alert>}
        <Select
          label="Chain"
          data={(templates.data?.deadlineChainTemplates ?? []).map((t) => ({ value: t.id, label: t.name }))}
          value={templateId}
          onChange={setTemplateId}
          nothingFoundMessage="No chains yet: add them in Deadline Rules"
        />
        <TextInput label={chosen ? `${chosen.triggerLabel} on` : 'Trigger date'} type="date" value={triggerDay} onChange={(e) => setTriggerDay(e.currentTarget.value)} />
        {chosen && (
          <List size="sm">
            {chosen.steps.map((s) => (
              <List.Item key={s.id}>
                {s.label}: {s.amount} {s.unit.toLowerCase()} {s.direction === 'AFTER' ? 'after' : 'before'} {s.fromPosition == null ? chosen.triggerLabel.toLowerCase() : `“${chosen.steps[s.fromPosition]?.label}”`}
                {s.service !== 'NONE' ? ' (+3 days, Rule 6(d))' : ''}
              </List.Item>
            ))}
          </List>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={loading} disabled={!templateId || !triggerDay}>
            Apply
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const UNITS: Array<{ value: PeriodUnit; label: string }> = [
  { value: 'DAYS', label: 'Days' },
  { value: 'WEEKS', label: 'Weeks' },
  { value: 'MONTHS', label: 'Months' },
  { value: 'YEARS', label: 'Years' },
];
const SERVICES: Array<{ value: ServiceMethod; label: string }> = [
  { value: 'NONE', label: 'Electronic or in person (no days added)' },
  { value: 'MAIL', label: 'By mail (+3 days)' },
  { value: 'CLERK', label: 'Left with the clerk (+3 days)' },
  { value: 'OTHER_CONSENTED', label: 'Other consented means (+3 days)' },
];

/** Fed. R. Civ. P. 6 calculator: a trigger date and a period, counted step by step. */
function Calculator() {
  const [trigger, setTrigger] = useState(today());
  const [amount, setAmount] = useState<number | string>(21);
  const [unit, setUnit] = useState<PeriodUnit>('DAYS');
  const [direction, setDirection] = useState<DeadlineDirection>('AFTER');
  const [service, setService] = useState<ServiceMethod>('NONE');
  const ready = Boolean(trigger) && amount !== '' && Number(amount) >= 0;
  const { data, error } = useQuery(CourtDeadlineDocument, {
    variables: { trigger, amount: Number(amount), unit, direction, service },
    skip: !ready,
  });
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Deadline calculator">
      <Title order={3} fz="lg" mb="sm">
        Deadline calculator (Fed. R. Civ. P. 6)
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 5 }}>
        <TextInput label="From" type="date" value={trigger} onChange={(e) => setTrigger(e.currentTarget.value)} />
        <NumberInput label="Period" min={0} value={amount} onChange={setAmount} />
        <Select label="Unit" data={UNITS} value={unit} onChange={(v) => setUnit((v as PeriodUnit) ?? 'DAYS')} allowDeselect={false} />
        <Select label="Direction" data={[{ value: 'AFTER', label: 'After' }, { value: 'BEFORE', label: 'Before' }]} value={direction} onChange={(v) => setDirection((v as DeadlineDirection) ?? 'AFTER')} allowDeselect={false} />
        <Select label="Service" data={SERVICES} value={service} onChange={(v) => setService((v as ServiceMethod) ?? 'NONE')} allowDeselect={false} />
      </SimpleGrid>
      {error && <Alert color="red" mt="sm">{serverProblem(error, 'Check the date and the period.').message}</Alert>}
      {data && (
        <>
          <Text mt="md" fz="xl" fw={700} data-testid="calculated-deadline">
            {formatDay(data.courtDeadline.day)}
          </Text>
          <List size="sm" type="ordered" mt={4}>
            {data.courtDeadline.steps.map((step, index) => (
              <List.Item key={index}>{step}</List.Item>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
