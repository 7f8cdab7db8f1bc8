import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NotificationEventsDocument, UnreadNotificationCountDocument } from '../../gql/graphql';

/** The top bar's bell: the unread count, kept live, and a toast for each new notification. */
export function NotificationBell() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const last = useRef<bigint>(-1n);
  const { data } = useQuery(UnreadNotificationCountDocument);
  useSubscription(NotificationEventsDocument, {
    variables: { after: null },
    onData: ({ data: event }) => {
      const received = event.data?.notificationEvents;
      if (!received) return;
      // After a reconnect the server replays from the start of this subscription: skip what was shown.
      const cursor = BigInt(received.cursor);
      if (cursor <= last.current) return;
      last.current = cursor;
      void client.refetchQueries({ include: ['UnreadNotificationCount', 'Notifications'] });
      const { message, link } = received.notification;
      toasts.show({
        color: 'navy',
        title: 'New notification',
        message,
        onClick: link ? () => navigate(link) : undefined,
        style: link ? { cursor: 'pointer' } : undefined,
      });
    },
  });
  const unread = data?.unreadNotificationCount ?? 0;
  return (
    <Tooltip label="Notifications">
      <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} offset={4} color="red">
        <ActionIcon component={Link} to="/notifications" variant="default" size={40} radius="xl" aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}>
          <IconBell size={20} stroke={1.7} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
