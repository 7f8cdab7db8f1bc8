import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { SetStatuteReminderOffsetsDocument } from '../../gql/graphql';

/** "90, 30, 7" as whole days between 0 and 3650; null when it is not. */
export function parseOffsets(text: string): number[] | null {
  const parsed = text.split(/[\s,]+/).filter(Boolean).map(Number);
  return parsed.length > 0 && parsed.every((n) => Number.isInteger(n) && n >= 0 && n <= 3650) ? parsed : null;
}

/** Statute reminders: the days before a statute date the case's staff are reminded (firm admins change them). */
export function ReminderOffsets({ offsets, admin }: { offsets: number[]; admin: boolean }) {
  const [text, setText] = useState(offsets.join(', '));
  const [save, { loading }] = useMutation(SetStatuteReminderOffsetsDocument, { refetchQueries: ['LimitationRules'] });
  const parsed = parseOffsets(text);
  const valid = parsed !== null;
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
          <Button disabled={!valid} loading={loading} onClick={() => void save({ variables: { offsets: parsed ?? [] } }).then(() => notifications.show({ color: 'green', message: 'Reminder days saved.' }))}>
            Save
          </Button>
        )}
      </Group>
    </Paper>
  );
}
