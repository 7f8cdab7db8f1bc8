import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A settings page's Discard changes and Save buttons, at its right: both wait for a change.
 * `onSave` for a plain button; without it, Save submits the page's form.
 */
export function SaveChangesBar({ changed, saving, onDiscard, onSave, children }: { changed: boolean; saving: boolean; onDiscard: () => void; onSave?: () => void; children: ReactNode }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" disabled={!changed} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button type={onSave ? 'button' : 'submit'} onClick={onSave} loading={saving} disabled={!changed}>
        {children}
      </Button>
    </Group>
  );
}
