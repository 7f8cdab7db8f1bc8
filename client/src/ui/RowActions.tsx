import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';

/** The row menu of a table: Edit and Delete, or what `deleteLabel` says (only one open at a time, closes on outside click). */
export function RowActions({ label, onEdit, onDelete, deleteLabel = 'Delete' }: { label: string; onEdit?: () => void; onDelete?: () => void; deleteLabel?: string }) {
  return (
    <Menu position="bottom-end" shadow="md" width={160}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${label}`} onClick={(e) => e.stopPropagation()}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        {onEdit && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
            Edit
          </Menu.Item>
        )}
        {onDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
            {deleteLabel}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
