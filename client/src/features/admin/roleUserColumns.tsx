import { ActionIcon, Avatar, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconMailForward, IconPencil, IconTrash } from '@tabler/icons-react';
import type { RoleUserFieldsFragment, UserStatus } from '../../gql/graphql';
import { ROLE_LABELS } from '../../lib/roles';
import type { Column } from '../../ui/DataTable';
import { initials } from '../../ui/format';
import { STATUS_LABELS } from './FirmUserModal';
import { LazyMenu } from '../../ui/LazyMenu';

/** Spec 4: role status colours, active blue, deleted red, disabled yellow. */
const STATUS_COLORS: Record<UserStatus, string> = { ACTIVE: 'blue', DELETED: 'red', SUSPENDED: 'yellow' };

/** The Roles list's columns: the person (you marked), email, status with Invited, and Edit, Resend invitation and Delete (never yourself). */
export function roleUserColumns({
  viewerId,
  onEdit,
  onResend,
  onDelete,
}: {
  viewerId: string;
  onEdit: (user: RoleUserFieldsFragment) => void;
  onResend: (user: RoleUserFieldsFragment) => void;
  onDelete: (user: RoleUserFieldsFragment) => void;
}): Column<RoleUserFieldsFragment>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      render: (user) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={user.avatarUrl} radius="xl" size={36} color="navy">
            {initials(user.fullName)}
          </Avatar>
          <Stack gap={0}>
            <Group gap={6} wrap="nowrap">
              <Text fz="sm" fw={600}>
                {user.fullName}
              </Text>
              {user.id === viewerId && (
                <Text fz="xs" c="dimmed">
                  (you)
                </Text>
              )}
            </Group>
            <Text fz="xs" c="dimmed">
              {ROLE_LABELS[user.role]}
              {user.phone ? ` · ${user.phone}` : ''}
            </Text>
          </Stack>
        </Group>
      ),
    },
    { key: 'email', header: 'Email', render: (user) => <Text fz="sm">{user.email}</Text> },
    {
      key: 'status',
      header: 'Status',
      render: (user) => (
        <Group gap={6} wrap="nowrap">
          <Badge color={STATUS_COLORS[user.status]} variant="light">
            {STATUS_LABELS[user.status]}
          </Badge>
          {user.invitationPending && user.status !== 'DELETED' && (
            <Badge color="gray" variant="outline" title="Has not chosen a password yet">
              Invited
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 90,
      render: (user) => (
        <LazyMenu
          position="bottom-end"
          shadow="md"
          width={200}
          target={
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${user.fullName}`}>
              <IconDots size={18} />
            </ActionIcon>
          }
        >
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(user)}>
              Edit
            </Menu.Item>
            {user.invitationPending && user.status !== 'DELETED' && (
              <Menu.Item leftSection={<IconMailForward size={16} />} onClick={() => onResend(user)}>
                Resend invitation
              </Menu.Item>
            )}
            {user.id !== viewerId && user.status !== 'DELETED' && (
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(user)}>
                Delete
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </LazyMenu>
      ),
    },
  ];
}
