import { useQuery } from '@apollo/client/react';
import { Alert, List, NumberInput, Paper, Select, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { CourtDeadlineDocument, type DeadlineDirection, type PeriodUnit, type ServiceMethod } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { formatDay } from '../../ui/format';
import { serverProblem } from '../../ui/serverProblem';
import { maxOf, minOf } from '../../ui/limits';

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
export function DeadlineCalculator() {
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
        <NumberInput label="Period" min={minOf('DeadlineStepInput', 'amount')} max={maxOf('DeadlineStepInput', 'amount')} allowNegative={false} value={amount} onChange={setAmount} />
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
