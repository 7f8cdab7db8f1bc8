import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { LazyMenu } from './LazyMenu';

/**
 * The row menu of a table: Edit and Delete, or what `deleteLabel` says (only one open at a time,
 * closes on outside click). Only its button until first opened (LazyMenu): a long table would
 * otherwise set up a menu per row when it is drawn.
 */
export function RowActions({ label, onEdit, onDelete, deleteLabel = 'Delete' }: { label: string; onEdit?: () => void; onDelete?: () => void; deleteLabel?: string }) {
  return (
    <LazyMenu
      position="bottom-end"
      shadow="md"
      width={160}
      target={
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${label}`} onClick={(e) => e.stopPropagation()}>
          <IconDots size={18} />
        </ActionIcon>
      }
    >
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
    </LazyMenu>
  );
}
