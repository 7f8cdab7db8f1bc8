import { Button, Group, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useViewer } from '../../lib/viewer';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { ListSearch } from '../../ui/ListSearch';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { DELETE_MESSAGE } from './confirmTexts';
import { FirmUserModal } from './FirmUserModal';
import { InvitationLinkDialog } from './InvitationLinkDialog';
import { roleUserColumns } from './roleUserColumns';
import { FILTERS, ROLES_PAGE_SIZE, useRolesPage, type RolesFilter } from './useRolesPage';

const FILTER_LABELS: Record<RolesFilter, string> = { ALL: 'All', ACTIVE: 'Active', SUSPENDED: 'Disabled', DELETED: 'Deleted' };
const EMPTY_TEXTS: Record<RolesFilter, string> = {
  ALL: 'No firm users found',
  ACTIVE: 'No active firm users found',
  SUSPENDED: 'No disabled firm users found',
  DELETED: 'No deleted firm users found',
};

/** Roles (/roles): the firm's people with their status; Add Role / Add Firm User, Edit (suspending or deleting asked first), Delete Role, resend an invitation. */
export function RolesPage() {
  const viewer = useViewer();
  const roles = useRolesPage();
  const { list, filter } = roles;
  const columns = roleUserColumns({ viewerId: viewer.id, onEdit: roles.setEditing, onResend: roles.resend, onDelete: roles.setDeleting });

  return (
    <>
      <PageHeader
        title="Roles"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => roles.setAddOpen(true)}>
            Add Role
          </Button>
        }
      />
      <Tabs value={filter} onChange={roles.setFilter}>
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
      <DataTable label="Firm users" columns={columns} rows={roles.users} rowKey={(user) => user.id} loading={roles.loading} emptyText={EMPTY_TEXTS[filter]} />
      <Pager page={list.page} pageSize={ROLES_PAGE_SIZE} totalCount={roles.totalCount} onChange={list.setPage} />

      <FirmUserModal opened={roles.addOpen} user={null} onClose={() => roles.setAddOpen(false)} onAdded={roles.setInvitation} />
      <FirmUserModal opened={roles.editing !== null} user={roles.editing} onClose={() => roles.setEditing(null)} />
      <ConfirmDialog
        opened={roles.deleting !== null}
        title="Delete Role"
        message={DELETE_MESSAGE}
        confirmLabel="Delete"
        loading={roles.removing}
        onConfirm={roles.confirmDelete}
        onCancel={() => roles.setDeleting(null)}
      />
      <InvitationLinkDialog invitation={roles.invitation} onClose={() => roles.setInvitation(null)} />
    </>
  );
}
