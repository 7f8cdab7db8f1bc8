import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarFeedDocument, ResetCalendarFeedDocument, RevokeCalendarFeedDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { FeedDialog } from './FeedDialog';

describe('FeedDialog', () => {
  it('makes the private address, shows it once to copy, and revokes it', async () => {
    let subscribed = false;
    let revoked = false;
    renderScreen(<FeedDialog onClose={() => undefined} />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        {
          request: { query: CalendarFeedDocument, variables: {} },
          result: () => ({
            data: { calendarFeed: subscribed ? { __typename: 'CalendarFeed', createdAt: '2026-11-22T15:00:00.000Z', lastUsedAt: null } : null },
          }),
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        {
          request: { query: ResetCalendarFeedDocument, variables: {} },
          result: () => {
            subscribed = true;
            return {
              data: {
                resetCalendarFeed: { __typename: 'CalendarFeed', url: 'https://matterhorn.example/api/calendar/feed/abc123.ics', createdAt: '2026-11-22T15:00:00.000Z', lastUsedAt: null },
              },
            };
          },
        },
        {
          request: { query: RevokeCalendarFeedDocument, variables: {} },
          result: () => {
            revoked = true;
            subscribed = false;
            return { data: { revokeCalendarFeed: true } };
          },
        },
      ],
    });
    expect(await screen.findByText('You have no subscription.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make my subscription address' }));
    expect(await screen.findByRole('textbox', { name: 'Subscription address' })).toHaveValue('https://matterhorn.example/api/calendar/feed/abc123.ics');
    expect(screen.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', 'webcal://matterhorn.example/api/calendar/feed/abc123.ics');
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke subscription' });
    expect(revoked).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toBe(true));
    expect(await screen.findByText('You have no subscription.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Subscription address' })).not.toBeInTheDocument();
  });
});
