import { screen, waitFor } from '@testing-library/react';
import { MeDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { RequireAuth } from './RequireAuth';
import { useViewer } from '../../lib/viewer';

function Greeting() {
  return <p>Hello {useViewer().firstName}</p>;
}

describe('RequireAuth', () => {
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
