import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Badge, Button, Group, Menu, Stack, Tabs, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconChecks, IconDots, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  DeleteNotificationDocument,
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationsDocument,
  type NotificationFieldsFragment,
  type NotificationType,
} from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDateTime } from '../../ui/format';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';

/** The filters of spec 2.13, with the key kept in `?filter=`. */
const FILTERS: Array<{ value: string; label: string; type: NotificationType | null }> = [
  { value: 'all', label: 'All', type: null },
  { value: 'invoices', label: 'Invoices', type: 'INVOICE' },
  { value: 'tasks', label: 'Tasks', type: 'TASK' },
  { value: 'messages', label: 'Messages', type: 'MESSAGE' },
];
const PAGE_SIZE = 20;
const refetch = { refetchQueries: ['Notifications', 'UnreadNotificationCount'], awaitRefetchQueries: true };

/** /notifications: yours, by kind, newest first; mark read or unread, open the related item, delete (asked first). */
export function NotificationsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((f) => f.value === params.get('filter')) ?? FILTERS[0]!;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading } = useQuery(NotificationsDocument, { variables: { type: filter.type, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [markRead] = useMutation(MarkNotificationReadDocument, refetch);
  const [markAll, markingAll] = useMutation(MarkAllNotificationsReadDocument, refetch);
  const [remove] = useMutation(DeleteNotificationDocument, refetch);
  const deletion = useDeleteConfirmation((n: { id: string; name: string }) => remove({ variables: { id: n.id } }));
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const open = async (notification: NotificationFieldsFragment) => {
    if (!notification.readAt) await markRead({ variables: { id: notification.id, read: true } });
    if (notification.link) navigate(notification.link);
  };
  const safely = async (action: () => Promise<unknown>, failure: string) => {
    try {
      await action();
    } catch {
      toasts.show({ color: 'red', message: failure });
    }
  };

  const columns: Column<NotificationFieldsFragment>[] = [
    {
      key: 'message',
      header: 'Message',
      render: (n) => (
        <Group gap="xs" wrap="nowrap">
          {!n.readAt && <Badge size="xs" circle color="red" role="img" aria-label="Unread" />}
          <Text fz="sm" fw={n.readAt ? 400 : 600}>
            {n.message}
          </Text>
        </Group>
      ),
    },
    { key: 'date', header: 'Date', width: 200, render: (n) => formatDateTime(n.createdAt as string) },
    {
      key: 'markAs',
      header: 'Mark as',
      width: 150,
      render: (n) => (
        <Button size="compact-xs" variant="light" onClick={() => void safely(() => markRead({ variables: { id: n.id, read: !n.readAt } }), 'That did not work. Please try again.')}>
          {n.readAt ? 'Unread' : 'Read'}
        </Button>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 80,
      render: (n) => (
        <Menu position="bottom-end" shadow="md" width={180}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${n.message}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {n.link && (
              <Menu.Item leftSection={<IconExternalLink size={16} />} onClick={() => void open(n)}>
                Open
              </Menu.Item>
            )}
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => deletion.ask({ id: n.id, name: 'The notification' })}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title="Notifications"
        actions={
          <Button variant="default" leftSection={<IconChecks size={16} />} loading={markingAll.loading} onClick={() => void safely(() => markAll(), 'That did not work. Please try again.')}>
            Mark all as read
          </Button>
        }
      />
      <Tabs value={filter.value} onChange={(value) => set({ filter: value === 'all' ? null : value, page: null })}>
        <Tabs.List>
          {FILTERS.map((f) => (
            <Tabs.Tab key={f.value} value={f.value}>
              {f.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <DataTable
        label="Notifications"
        columns={columns}
        rows={data?.notifications.items ?? []}
        rowKey={(n) => n.id}
        loading={loading}
        emptyText={`No ${filter.value} notifications found`}
      />
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={data?.notifications.totalCount ?? 0} onChange={(next) => set({ page: next === 1 ? null : String(next) })} />
      <ConfirmDialog {...deletion.dialog} title="Delete notification" message="Delete this notification? This cannot be undone." />
    </Stack>
  );
}
