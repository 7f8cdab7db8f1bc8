import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dialog form's Cancel and submit buttons, at its right; the submit button says what it does ("Save", "Add Firm"). */
export function FormActions({ onCancel, saving, mt, children }: { onCancel: () => void; saving: boolean; mt?: MantineSpacing; children: ReactNode }) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {children}
      </Button>
    </Group>
  );
}
