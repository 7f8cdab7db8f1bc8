import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Avatar, Badge, Button, Group, Menu, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconMailForward, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  DeleteFirmUserDocument, ResendInvitationDocument, RoleUsersDocument, type RoleUserFieldsFragment, type UserStatus,
} from '../../gql/graphql';
import { ROLE_LABELS } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { initials } from '../../ui/format';
import { useListParams } from '../../ui/useListParams';
import { FirmUserModal, STATUS_LABELS } from './FirmUserModal';
import { InvitationLinkDialog, type InvitationLink } from './InvitationLinkDialog';
import { serverProblem, UNREACHABLE } from '../../ui/serverProblem';
import { ListSearch } from '../../ui/ListSearch';

const PAGE_SIZE = 10;
/** Spec 4: role status colours, active blue, deleted red, disabled yellow. */
const STATUS_COLORS: Record<UserStatus, string> = { ACTIVE: 'blue', DELETED: 'red', SUSPENDED: 'yellow' };
const FILTERS = ['ALL', 'ACTIVE', 'SUSPENDED', 'DELETED'] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_LABELS: Record<Filter, string> = { ALL: 'All', ACTIVE: 'Active', SUSPENDED: 'Disabled', DELETED: 'Deleted' };
const EMPTY_TEXTS: Record<Filter, string> = {
  ALL: 'No firm users found',
  ACTIVE: 'No active firm users found',
  SUSPENDED: 'No disabled firm users found',
  DELETED: 'No deleted firm users found',
};

export const DELETE_ROLE_MESSAGE = 'Are you sure, you want to delete this role? This action cannot be undone.';

/** Roles (/roles): the firm's people with their status; Add Role / Add Firm User, Edit, Delete Role, resend an invitation. */
export function RolesPage() {
  const viewer = useViewer();
  const list = useListParams({ by: 'name', direction: 'ASC' });
  const rawFilter = list.params.get('status');
  const filter: Filter = FILTERS.includes(rawFilter as Filter) ? (rawFilter as Filter) : 'ALL';
  const addOpen = list.params.get('add') === '1';
  const [editing, setEditing] = useState<RoleUserFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<RoleUserFieldsFragment | null>(null);
  const [invitation, setInvitation] = useState<InvitationLink | null>(null);

  const { data, previousData, loading } = useQuery(RoleUsersDocument, {
    variables: {
      page: list.page,
      pageSize: PAGE_SIZE,
      search: list.debouncedSearch || null,
      status: filter === 'ALL' ? null : filter,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.firmUsers;
  const [remove, removing] = useMutation(DeleteFirmUserDocument, { refetchQueries: ['RoleUsers'] });
  const [resend] = useMutation(ResendInvitationDocument);

  const setAddOpen = (open: boolean) => list.setFilters({ add: open ? '1' : null });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      notifications.show({ color: 'navy', message: `${deleting.fullName} was deleted.` });
    } catch (error) {
      notifications.show({ color: 'red', message: serverProblem(error, UNREACHABLE).message });
    } finally {
      setDeleting(null);
    }
  };

  const resendFor = async (user: RoleUserFieldsFragment) => {
    try {
      const { data: sent } = await resend({ variables: { userId: user.id } });
      if (sent) setInvitation({ ...sent.resendInvitation, name: user.fullName });
    } catch (error) {
      notifications.show({ color: 'red', message: serverProblem(error, UNREACHABLE).message });
    }
  };

  const columns: Column<RoleUserFieldsFragment>[] = [
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
              {user.id === viewer.id && (
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
        <Menu position="bottom-end" shadow="md" width={200}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${user.fullName}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setEditing(user)}>
              Edit
            </Menu.Item>
            {user.invitationPending && user.status !== 'DELETED' && (
              <Menu.Item leftSection={<IconMailForward size={16} />} onClick={() => void resendFor(user)}>
                Resend invitation
              </Menu.Item>
            )}
            {user.id !== viewer.id && user.status !== 'DELETED' && (
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(user)}>
                Delete
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Roles"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAddOpen(true)}>
            Add Role
          </Button>
        }
      />
      <Tabs value={filter} onChange={(value) => list.setFilters({ status: value === 'ALL' || !value ? null : value })}>
        <Group justify="space-between" mb="md" wrap="wrap">
          <Tabs.List aria-label="Show firm users">
            {FILTERS.map((f) => (
              <Tabs.Tab key={f} value={f}>
                {FILTER_LABELS[f]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <ListSearch list={list} label="Search firm users" placeholder="Search by name or email" />
        </Group>
      </Tabs>
      <DataTable
        label="Firm users"
        columns={columns}
        rows={page?.items ?? []}
        rowKey={(user) => user.id}
        loading={loading}
        emptyText={EMPTY_TEXTS[filter]}
      />
      <Pager page={list.page} pageSize={PAGE_SIZE} totalCount={page?.totalCount ?? 0} onChange={list.setPage} />

      <FirmUserModal opened={addOpen} user={null} onClose={() => setAddOpen(false)} onAdded={setInvitation} />
      <FirmUserModal opened={editing !== null} user={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Role"
        message={DELETE_ROLE_MESSAGE}
        confirmLabel="Delete"
        loading={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      <InvitationLinkDialog invitation={invitation} onClose={() => setInvitation(null)} />
    </>
  );
}
