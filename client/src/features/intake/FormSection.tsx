import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled part of a tab ("Address", "Injury", …), a landmark named by its title. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Title order={4} fz="md" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
