import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title row every screen starts with, with its main actions on the right. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" mb="lg" wrap="nowrap">
      <Title order={2} fz={26}>
        {title}
      </Title>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
