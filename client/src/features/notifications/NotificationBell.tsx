import { useApolloClient, useQuery } from '@apollo/client/react';
import { ActionIcon, Indicator } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { NotificationEventsDocument, UnreadNotificationCountDocument } from '../../gql/graphql';
import { useLiveEvents } from '../../live/useLiveEvents';
import { HoverTooltip } from '../../ui/HoverTooltip';

/** The top bar's bell: the unread count, kept live, and a toast for each new notification. */
export function NotificationBell() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data } = useQuery(UnreadNotificationCountDocument);
  useLiveEvents(NotificationEventsDocument, (event) => event.notificationEvents, ({ notification }) => {
    void client.refetchQueries({ include: ['UnreadNotificationCount', 'Notifications'] });
    toasts.show({
      color: 'navy',
      title: 'New notification',
      message: notification.message,
      onClick: notification.link ? () => navigate(notification.link!) : undefined,
      style: notification.link ? { cursor: 'pointer' } : undefined,
    });
  });
  const unread = data?.unreadNotificationCount ?? 0;
  return (
    <HoverTooltip label="Notifications">
      <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} offset={4} color="red">
        <ActionIcon component={Link} to="/notifications" variant="default" size={40} radius="xl" aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}>
          <IconBell size={20} stroke={1.7} />
        </ActionIcon>
      </Indicator>
    </HoverTooltip>
  );
}
