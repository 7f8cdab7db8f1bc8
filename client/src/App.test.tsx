import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { notificationsStore } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { AppFrame } from './App';

describe('the app frame', () => {
  it('puts toasts at the bottom right, clear of the top bar’s bell and avatar', () => {
    // Mantine's store defaults to the bottom right too: set it elsewhere first, so the frame must move it back.
    notificationsStore.updateState((state) => ({ ...state, defaultPosition: 'top-right' }));
    render(
      <AppFrame client={new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() })}>
        <p>page</p>
      </AppFrame>,
    );
    // Where every toast goes that names no place of its own (none does); showing one here needs
    // jsdom's AbortSignal, which this environment trades for Node's (client/jest.environment.cjs).
    expect(notificationsStore.getState().defaultPosition).toBe('bottom-right');
  });
});
