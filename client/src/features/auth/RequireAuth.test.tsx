import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MeDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { RequireAuth } from './RequireAuth';
import { useViewer } from '../../lib/viewer';
import { forgetViewer } from './session';

function Greeting() {
  return <p>Hello {useViewer().firstName}</p>;
}

describe('RequireAuth', () => {
  // The reason a session ended is kept per tab: start each test signed out here.
  afterEach(() => forgetViewer(new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() })));

  it('sends a visitor without a session to sign-in, remembering where they were going', async () => {
    const { router } = renderScreen(
      <RequireAuth>
        <Greeting />
      </RequireAuth>,
      {
        path: '/tasks?view=row',
        routes: [{ path: '/signin', element: <p>Sign-in page</p> }],
        mocks: [{ request: { query: MeDocument }, result: { data: { me: null } } }],
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/tasks?view=row')}`);
  });

  it('says why when the session ended (sessionEnded, or a request refused): ?signedOut= with the reason', async () => {
    function EndSession() {
      const client = useApolloClient();
      return <button onClick={() => forgetViewer(client, 'EXPIRED')}>End session</button>;
    }
    const { router } = renderScreen(
      <RequireAuth>
        <Greeting />
        <EndSession />
      </RequireAuth>,
      {
        path: '/tasks',
        routes: [{ path: '/signin', element: <p>Sign-in page</p> }],
        mocks: [{ request: { query: MeDocument }, result: { data: { me: viewerWith('STAFF') } } }],
      },
    );
    expect(await screen.findByText('Hello Jordan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ signedOut: 'EXPIRED', next: '/tasks' });
  });

  it('renders the page for a signed-in user', async () => {
    renderScreen(
      <RequireAuth>
        <Greeting />
      </RequireAuth>,
      { mocks: [{ request: { query: MeDocument }, result: { data: { me: viewerWith('STAFF') } } }] },
    );
    expect(await screen.findByText('Hello Jordan')).toBeInTheDocument();
  });
});
