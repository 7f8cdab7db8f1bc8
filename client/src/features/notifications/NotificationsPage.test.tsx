import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarkNotificationReadDocument, NotificationsDocument, UnreadNotificationCountDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { NotificationsPage } from './NotificationsPage';

const notification = (id: string, message: string, readAt: string | null = null) => ({
  __typename: 'Notification' as const,
  id,
  type: 'MESSAGE' as const,
  message,
  link: '/message?c=conv-1',
  createdAt: '2026-11-22T14:00:00.000Z',
  readAt,
});
const page = (items: ReturnType<typeof notification>[]) => ({ data: { notifications: { __typename: 'NotificationPage', totalCount: items.length, items } } });

describe('NotificationsPage', () => {
  it("says 'No {filter} notifications found' for an empty filter, kept in the address", async () => {
    const { router } = renderScreen(<NotificationsPage />, {
      path: '/notifications',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        { request: { query: NotificationsDocument, variables: { type: null, page: 1, pageSize: 20 } }, result: page([notification('n1', 'New message from Chris Walker: Hi')]) },
        { request: { query: NotificationsDocument, variables: { type: 'INVOICE', page: 1, pageSize: 20 } }, result: page([]) },
      ],
    });
    expect(await screen.findByText('New message from Chris Walker: Hi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Invoices' }));
    expect(await screen.findByText('No invoices notifications found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?filter=invoices');
  });

  it('marks a notification read, and opens its item', async () => {
    let marked: unknown;
    const { router } = renderScreen(<NotificationsPage />, {
      path: '/notifications',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        { request: { query: NotificationsDocument, variables: { type: null, page: 1, pageSize: 20 } }, result: page([notification('n1', 'New message from Chris Walker: Hi')]), maxUsageCount: 5 },
        {
          request: {
            query: MarkNotificationReadDocument,
            variables: (variables: unknown) => {
              marked = variables;
              return true;
            },
          },
          result: { data: { markNotificationRead: notification('n1', 'New message from Chris Walker: Hi', '2026-11-22T15:00:00.000Z') } },
          maxUsageCount: 2,
        },
        { request: { query: UnreadNotificationCountDocument }, result: { data: { unreadNotificationCount: 0 } }, maxUsageCount: 5 },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Read' }));
    await waitFor(() => expect(marked).toEqual({ id: 'n1', read: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for New message from Chris Walker: Hi' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/message?c=conv-1'));
  });
});
