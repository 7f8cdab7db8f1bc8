import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, List, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApplyDeadlineChainDocument, DeadlineChainTemplatesDocument } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { serverProblem } from '../../ui/serverProblem';

type Matter = { id: string; name: string; number: string };

/** Apply one of the firm's deadline chains to the case from a trigger date; its deadlines go on the calendar and the task board. */
export function ApplyChainDialog({ matter, onClose }: { matter: Matter; onClose: () => void }) {
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
