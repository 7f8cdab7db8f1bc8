import { useMutation } from '@apollo/client/react';
import { Alert, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { UpdateTaskDocument, type TaskFieldsFragment } from '../../gql/graphql';
import { MatterSelect, matterLabel } from '../cases/MatterSelect';
import { serverProblem } from '../../ui/serverProblem';

/** Add Details (spec 2.9): links a task to a case, or unlinks it. */
export function TaskDetailsDialog({ task, onClose }: { task: TaskFieldsFragment; onClose: () => void }) {
  const [notLinked, setNotLinked] = useState(!task.matterId);
  const [matterId, setMatterId] = useState<string | null>(task.matterId ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const [updateTask, { loading }] = useMutation(UpdateTaskDocument, { refetchQueries: ['Board', 'TaskTable'] });

  const save = async () => {
    if (!notLinked && !matterId) {
      setProblem('Choose the case, or tick "This task is not linked to a case".');
      return;
    }
    try {
      await updateTask({ variables: { input: { id: task.id, version: task.version, matterId: notLinked ? null : matterId } } });
      notifications.show({ color: 'green', message: notLinked ? 'The task is no longer linked to a case.' : 'The task is linked to the case.' });
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "The task couldn't be saved. Check your connection and try again.");
      setProblem(found.code === 'CONFLICT' ? 'Someone else changed this task meanwhile. Close this and try again.' : found.message);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Add Details" size={520} centered>
      <Stack gap="md">
        {problem && <Alert color="red">{problem}</Alert>}
        <MatterSelect
          label="Select Case"
          disabled={notLinked}
          current={task.matter ? { id: task.matter.id, label: matterLabel(task.matter) } : null}
          value={matterId}
          onChange={(id) => setMatterId(id)}
        />
        <Checkbox label="This task is not linked to a case" checked={notLinked} onChange={(event) => setNotLinked(event.currentTarget.checked)} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={loading}>
            Save & Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
