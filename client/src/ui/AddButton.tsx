import { Button, type MantineSize } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { HoverTooltip } from './HoverTooltip';

/**
 * A list's add button ("Add Bill"). When adding is not possible yet, `blockedBy` says why in a
 * tooltip: the button stays hoverable (Mantine's `data-disabled`, not `disabled`) so the reason shows.
 */
export function AddButton({ label, onClick, blockedBy, size = 'sm' }: { label: string; onClick: () => void; blockedBy?: string | null; size?: MantineSize }) {
  const button = (
    <Button
      size={size}
      leftSection={<IconPlus size={size === 'xs' ? 14 : 16} />}
      data-disabled={blockedBy ? true : undefined}
      aria-disabled={blockedBy ? true : undefined}
      onClick={(event) => (blockedBy ? event.preventDefault() : onClick())}
    >
      {label}
    </Button>
  );
  return blockedBy ? (
    <HoverTooltip label={blockedBy} withArrow>
      {button}
    </HoverTooltip>
  ) : (
    button
  );
}
