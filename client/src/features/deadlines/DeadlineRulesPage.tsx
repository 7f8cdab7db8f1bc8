import { ActionIcon, Alert, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { ChainTemplates } from './ChainTemplates';
import { ReminderOffsets } from './ReminderOffsets';
import { RuleDialog } from './RuleDialog';
import { periodLabel } from './statuteFormat';
import { EVERY_CASE_TYPE as EVERY, useLimitationRules } from './useLimitationRules';
import { localTimeFormat } from '../../lib/localTime';

const when = localTimeFormat({ dateStyle: 'medium' }, 'en-US');

/**
 * /settings/deadlines: the firm's limitation periods (the shipped starter table until a firm admin
 * edits them), their confirmation, the reminder offsets, and the court deadline chains.
 */
export function DeadlineRulesPage() {
  const limitation = useLimitationRules();
  const { viewer, admin, set, filter, shown, editing } = limitation;

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
            <Button size="xs" mt="sm" leftSection={<IconCheck size={14} />} loading={limitation.confirming} onClick={limitation.confirm}>
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
            <TextInput size="xs" placeholder="Filter by state or case type" leftSection={<IconSearch size={14} />} value={filter} onChange={(e) => limitation.setFilter(e.currentTarget.value)} aria-label="Filter rules" />
            {admin && (
              <Button size="xs" leftSection={<IconPlus size={14} />} onClick={limitation.add}>
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
                        <ActionIcon variant="subtle" aria-label={`Edit ${rule.state} ${rule.caseType ?? EVERY}`} onClick={() => limitation.edit(index, rule)}>
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${rule.state} ${rule.caseType ?? EVERY}`} onClick={() => limitation.askRemove(index, rule)}>
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
      <ConfirmDialog
        {...limitation.removal.dialog}
        title="Delete rule"
        message={`Delete ${limitation.removal.pending?.name.replace(/^The/, 'the') ?? 'this rule'}? Statutes counted by it are counted again without it.`}
      />
      {editing && (
        <RuleDialog
          rule={editing.rule}
          onClose={limitation.closeEditor}
          onSave={limitation.saveEdited}
        />
      )}
    </Stack>
  );
}

