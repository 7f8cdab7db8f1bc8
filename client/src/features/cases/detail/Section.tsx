import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One card of the case summary: a title, an optional action beside it, and its content. The title is
 * the level below the page's (h2) heading, drawn at h5 size.
 */
export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
