import { act, screen, waitFor } from '@testing-library/react';
import { NotificationEventsDocument } from '../gql/graphql';
import { renderScreen, viewerWith } from '../test/render';
import { liveConnection } from '../apollo';
import { noteLiveCursor } from './liveCursor';
import { useLiveEvents } from './useLiveEvents';

const event = (cursor: string, message: string) => ({
  data: {
    notificationEvents: {
      __typename: 'NotificationEvent',
      cursor,
      notification: { __typename: 'Notification', id: `n${cursor}`, type: 'MESSAGE', message, link: null, createdAt: '2026-11-22T15:00:00.000Z', readAt: null },
    },
  },
});

function Probe({ seen }: { seen: string[] }) {
  useLiveEvents(NotificationEventsDocument, (data) => data.notificationEvents, (e) => seen.push(e.notification.message));
  return <p>{seen.length} events</p>;
}

describe('useLiveEvents', () => {
  // The cursor the server last mentioned is the page's (module) state: these run in order.
  it('waits for the first cursor an answer mentions before it subscribes, and starts from it', async () => {
    const seen: string[] = [];
    const asked: unknown[] = [];
    renderScreen(<Probe seen={seen} />, {
      viewer: viewerWith('ATTORNEY'),
      liveCursor: null,
      mocks: [
        {
          request: {
            query: NotificationEventsDocument,
            variables: (variables: { after: string | null }) => {
              asked.push(variables.after);
              return variables.after === '3';
            },
          },
          result: event('4', 'committed after the screen read its data'),
        },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    act(() => {
      noteLiveCursor('3');
    });
    await waitFor(() => expect(seen).toEqual(['committed after the screen read its data']));
    expect(asked).toEqual(['3']);
  });

  it('after a reconnect, subscribes again from the last event it handled', async () => {
    const seen: string[] = [];
    let resumedFrom: unknown;
    renderScreen(<Probe seen={seen} />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        { request: { query: NotificationEventsDocument, variables: { after: '3' } }, result: event('5', 'first') },
        {
          request: {
            query: NotificationEventsDocument,
            variables: (variables: { after: string | null }) => {
              resumedFrom = variables.after;
              return variables.after === '5';
            },
          },
          result: event('7', 'missed while away'),
        },
      ],
    });
    await waitFor(() => expect(seen).toEqual(['first']));
    act(() => {
      liveConnection.dispatchEvent(new Event('reconnected'));
    });
    await waitFor(() => expect(seen).toEqual(['first', 'missed while away']));
    expect(resumedFrom).toBe('5');
    expect(screen.getByText(/events/)).toBeInTheDocument();
  });

  it('subscribes in a task of its own after the screen is drawn, not in the commit that drew it', async () => {
    const seen: string[] = [];
    const asked: unknown[] = [];
    renderScreen(<Probe seen={seen} />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        {
          request: {
            query: NotificationEventsDocument,
            variables: (variables: { after: string | null }) => {
              asked.push(variables.after);
              return true;
            },
          },
          result: event('60', 'heard once subscribed'),
        },
      ],
    });
    // Drawn, effects run (render's act flushed them): not subscribed yet.
    expect(screen.getByText('0 events')).toBeInTheDocument();
    expect(asked).toEqual([]);
    await waitFor(() => expect(seen).toEqual(['heard once subscribed']));
    expect(asked).toHaveLength(1);
  });

  it('starts from the cursor the server last mentioned, so a change made while the screen loaded is replayed', async () => {
    const seen: string[] = [];
    noteLiveCursor('40');
    noteLiveCursor('12'); // an older answer arriving late does not move it back
    renderScreen(<Probe seen={seen} />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        {
          request: { query: NotificationEventsDocument, variables: { after: '40' } },
          result: event('41', 'sent while loading'),
        },
      ],
    });
    await waitFor(() => expect(seen).toEqual(['sent while loading']));
  });
});
