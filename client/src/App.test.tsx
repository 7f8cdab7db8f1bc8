import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { notificationsStore } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { AppFrame } from './App';

describe('the app frame', () => {
  it('puts toasts at the top centre, clear of the top bar’s bell and avatar and of a conversation’s send button', () => {
    // Set elsewhere first (Mantine's store starts at the bottom right), so the frame must move it.
    notificationsStore.updateState((state) => ({ ...state, defaultPosition: 'top-right' }));
    render(
      <AppFrame client={new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() })}>
        <p>page</p>
      </AppFrame>,
    );
    // Where every toast goes that names no place of its own (none does); showing one here needs
    // jsdom's AbortSignal, which this environment trades for Node's (client/jest.environment.cjs).
    expect(notificationsStore.getState().defaultPosition).toBe('top-center');
  });
});
