import { ActionIcon, Badge, Group, Menu, Tabs } from '@mantine/core';
import { IconDots, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { BackOfficeStatus, FirmStatus, UserStatus } from '../../gql/graphql';
import type { Column } from '../../ui/DataTable';
import { ListSearch } from '../../ui/ListSearch';
import { LazyMenu } from '../../ui/LazyMenu';

/** Active / Suspended tabs and the search box above a back-office list. */
export function StatusToolbar({
  status,
  onStatusChange,
  search,
  onSearch,
  what,
  placeholder,
}: {
  status: BackOfficeStatus;
  onStatusChange: (status: BackOfficeStatus) => void;
  search: string;
  onSearch: (text: string) => void;
  /** "firms", "attorneys", "paralegals" */
  what: string;
  placeholder: string;
}) {
  return (
    <Tabs value={status} onChange={(value) => value && onStatusChange(value as BackOfficeStatus)} keepMounted={false}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Tabs.List aria-label={`Show ${what}`}>
          <Tabs.Tab value="ACTIVE">Active</Tabs.Tab>
          <Tabs.Tab value="SUSPENDED">Suspended</Tabs.Tab>
        </Tabs.List>
        <ListSearch list={{ search, setSearch: onSearch }} label={`Search ${what}`} placeholder={placeholder} />
      </Group>
    </Tabs>
  );
}

export function StatusBadge({ status }: { status: FirmStatus | UserStatus }) {
  const active = status === 'ACTIVE';
  return (
    <Badge variant="light" color={active ? 'navy' : status === 'SUSPENDED' ? 'yellow' : 'red'}>
      {active ? 'Active' : status === 'SUSPENDED' ? 'Suspended' : 'Deleted'}
    </Badge>
  );
}

/** A row's menu: Edit, Suspend or Activate, Delete (one open at a time; closes on an outside click). */
export function BackOfficeRowMenu({
  label,
  status,
  onEdit,
  onToggleStatus,
  onDelete,
}: {
  label: string;
  status: FirmStatus | UserStatus;
  onEdit: () => void;
  onToggleStatus: () => void;
  onDelete: () => void;
}) {
  const suspended = status === 'SUSPENDED';
  return (
    <LazyMenu
      position="bottom-end"
      shadow="md"
      width={170}
      target={
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${label}`} onClick={(e) => e.stopPropagation()}>
          <IconDots size={18} />
        </ActionIcon>
      }
    >
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
          Edit
        </Menu.Item>
        <Menu.Item leftSection={suspended ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />} onClick={onToggleStatus}>
          {suspended ? 'Activate' : 'Suspend'}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </LazyMenu>
  );
}

/** The Status and Actions columns that end every back-office list. */
export function statusAndActionColumns<Row extends { status: FirmStatus | UserStatus }>({
  labelOf,
  onEdit,
  onToggleStatus,
  onDelete,
}: {
  labelOf: (row: Row) => string;
  onEdit: (row: Row) => void;
  onToggleStatus: (row: Row) => void;
  onDelete: (row: Row) => void;
}): Column<Row>[] {
  return [
    { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      width: 80,
      render: (row) => (
        <BackOfficeRowMenu label={labelOf(row)} status={row.status} onEdit={() => onEdit(row)} onToggleStatus={() => onToggleStatus(row)} onDelete={() => onDelete(row)} />
      ),
    },
  ];
}
