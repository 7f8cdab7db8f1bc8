import { ActionIcon, Alert, Button, Checkbox, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ChainTemplateFieldsFragment, DeadlineDirection, PeriodUnit, Role, ServiceMethod } from '../../gql/graphql';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';
import { useChainForm } from './useChainForm';
import { maxLengthOf, maxOf, minOf } from '../../ui/limits';

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

/** Add or edit a deadline chain: each deadline's period, unit, direction, what it is counted from, service days and the task it makes. */
export function ChainDialog({ template, onClose }: { template: ChainTemplateFieldsFragment | null; onClose: () => void }) {
  const { dirty, name, setName, triggerLabel, setTriggerLabel, steps, change, remove, add, problem, saving, submit } = useChainForm({ template, onClose });
  const guard = useCloseGuard(dirty, onClose);
  return (
    <Modal opened {...guard.modalProps} title={template ? `Edit ${template.name}` : 'Add deadline chain'} centered size={980}>
      <Stack gap="sm">
        {problem && <Alert color="red">{problem}</Alert>}
        <SimpleGrid cols={2}>
          <TextInput label="Name" maxLength={maxLengthOf('DeadlineChainTemplateInput', 'name')} value={name} onChange={(e) => setName(e.currentTarget.value)} withAsterisk />
          <TextInput label="What starts it" placeholder="Complaint served" maxLength={maxLengthOf('DeadlineChainTemplateInput', 'triggerLabel')} value={triggerLabel} onChange={(e) => setTriggerLabel(e.currentTarget.value)} withAsterisk />
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
                <Table.Td><TextInput size="xs" aria-label={`Deadline ${index + 1}`} maxLength={maxLengthOf('DeadlineStepInput', 'label')} value={step.label} onChange={(e) => change(index, { label: e.currentTarget.value })} /></Table.Td>
                <Table.Td><NumberInput size="xs" aria-label={`Period ${index + 1}`} min={minOf('DeadlineStepInput', 'amount')} max={maxOf('DeadlineStepInput', 'amount')} allowNegative={false} allowDecimal={false} value={step.amount} onChange={(v) => change(index, { amount: Number(v) || 0 })} /></Table.Td>
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
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove deadline ${index + 1}`} disabled={steps.length === 1} onClick={() => remove(index)}>
                    <IconTrash size={14} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={add}>
            Add deadline
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={guard.close}>
              Cancel
            </Button>
            <Button onClick={submit} loading={saving}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
