import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';

/**
 * The row menu of a table: Edit and Delete, or what `deleteLabel` says (only one open at a time,
 * closes on outside click). Until it is first opened it is only its button: a menu (positioned by
 * floating-ui, in a portal) set up for every row of a long table cost a phone tens of milliseconds
 * when the page was drawn, for menus most people never open.
 */
export function RowActions({ label, onEdit, onDelete, deleteLabel = 'Delete' }: { label: string; onEdit?: () => void; onDelete?: () => void; deleteLabel?: string }) {
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(false);
  // The click that set the menu up opens it once its own button is there (the one it replaced is
  // gone), focused first: closing the menu then brings the focus back to it.
  const target = useCallback((node: HTMLButtonElement | null) => {
    if (!node) return;
    node.focus();
    setOpened(true);
  }, []);
  const button = (onClick?: () => void) => (
    <ActionIcon
      ref={onClick ? undefined : target}
      variant="subtle"
      color="gray"
      aria-label={`Actions for ${label}`}
      aria-haspopup="menu"
      onClick={(e) => {
        e.stopPropagation();
        onClick?.();
      }}
    >
      <IconDots size={18} />
    </ActionIcon>
  );
  if (!used) return button(() => setUsed(true));
  return (
    <Menu position="bottom-end" shadow="md" width={160} opened={opened} onChange={setOpened}>
      <Menu.Target>{button()}</Menu.Target>
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
