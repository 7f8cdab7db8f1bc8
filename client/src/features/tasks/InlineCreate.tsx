import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TaskColumn } from '../../gql/graphql';
import { maxLengthOf } from '../../ui/limits';
import { COLUMN_LABELS } from './taskFormat';
import { useInlineCreate } from './useInlineCreate';

/**
 * Create New Task at the foot of a column: a title box that takes at most what the server takes,
 * grows to a few lines (then scrolls), and says under itself why a title was refused.
 */
export function InlineCreate({ column, matterId }: { column: TaskColumn; matterId: string | null }) {
  const inline = useInlineCreate({ column, matterId });
  if (!inline.open) {
    return (
      <Button variant="subtle" fullWidth mt="xs" leftSection={<IconPlus size={16} />} onClick={inline.show} aria-label={`Create New Task in ${COLUMN_LABELS[column]}`}>
        Create New Task
      </Button>
    );
  }
  return (
    <Stack gap={6} mt="xs">
      <Textarea
        placeholder="Add new task..."
        aria-label={`New task in ${COLUMN_LABELS[column]}`}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={maxLengthOf('CreateTaskInput', 'title')}
        autoFocus
        value={inline.title}
        error={inline.error}
        onChange={(event) => inline.type(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            inline.add();
          }
          if (event.key === 'Escape') inline.close();
        }}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={inline.close}>
          Close
        </Button>
        <Button size="xs" loading={inline.adding} onClick={inline.add}>
          Add
        </Button>
      </Group>
    </Stack>
  );
}
