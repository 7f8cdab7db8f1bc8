import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A read-only value under its small grey label ("Case Number", "Due Date"); an em dash when empty. */
export function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm">{value || '—'}</Text>
    </div>
  );
}
