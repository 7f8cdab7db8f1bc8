import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DeleteFirmUserDocument, ResendInvitationDocument, RoleUsersDocument, type RoleUserFieldsFragment } from '../../gql/graphql';
import { serverProblem, UNREACHABLE } from '../../ui/serverProblem';
import { useListParams } from '../../ui/useListParams';
import type { InvitationLink } from './InvitationLinkDialog';

export const ROLES_PAGE_SIZE = 10;
export const FILTERS = ['ALL', 'ACTIVE', 'SUSPENDED', 'DELETED'] as const;
export type RolesFilter = (typeof FILTERS)[number];

/**
 * The Roles screen's state: the firm's people (status tab, search and page in the address; Add Role
 * is /roles?add=1), the person being edited or deleted, and the invitation link to show after an
 * invitation is sent again.
 */
export function useRolesPage() {
  const list = useListParams({ by: 'name', direction: 'ASC' });
  const rawFilter = list.params.get('status');
  const filter: RolesFilter = FILTERS.includes(rawFilter as RolesFilter) ? (rawFilter as RolesFilter) : 'ALL';
  const [editing, setEditing] = useState<RoleUserFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<RoleUserFieldsFragment | null>(null);
  const [invitation, setInvitation] = useState<InvitationLink | null>(null);

  const { data, previousData, loading } = useQuery(RoleUsersDocument, {
    variables: {
      page: list.page,
      pageSize: ROLES_PAGE_SIZE,
      search: list.debouncedSearch || null,
      status: filter === 'ALL' ? null : filter,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.firmUsers;
  const [remove, removing] = useMutation(DeleteFirmUserDocument, { refetchQueries: ['RoleUsers'] });
  const [resend] = useMutation(ResendInvitationDocument);

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

  return {
    list,
    filter,
    setFilter: (value: string | null) => list.setFilters({ status: value === 'ALL' || !value ? null : value }),
    users: page?.items ?? [],
    totalCount: page?.totalCount ?? 0,
    loading,
    addOpen: list.params.get('add') === '1',
    setAddOpen: (open: boolean) => list.setFilters({ add: open ? '1' : null }),
    editing,
    setEditing,
    deleting,
    setDeleting,
    removing: removing.loading,
    confirmDelete: () => void confirmDelete(),
    resend: (user: RoleUserFieldsFragment) => void resendFor(user),
    invitation,
    setInvitation,
  };
}
