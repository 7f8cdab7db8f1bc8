import { Stack } from '@mantine/core';
import { TasksView } from './TasksView';

/** /tasks: every task you may see, on the board. */
export function TasksPage() {
  return (
    <Stack gap={0}>
      <TasksView matter={null} defaultView="column" heading="h2" />
    </Stack>
  );
}
