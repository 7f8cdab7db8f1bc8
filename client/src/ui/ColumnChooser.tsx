import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';

/** A table's "Columns" button: a box per optional column to show or hide it. */
export function ColumnChooser({
  options,
  shown,
  onToggle,
}: {
  options: ReadonlyArray<{ key: string; label: string }>;
  shown: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
}) {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns3 size={18} />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Optional columns">
        <Stack gap="xs">
          <Text fz="xs" c="dimmed">
            Show these columns too
          </Text>
          {options.map((option) => (
            <Checkbox key={option.key} label={option.label} checked={shown.has(option.key)} onChange={(event) => onToggle(option.key, event.currentTarget.checked)} />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
