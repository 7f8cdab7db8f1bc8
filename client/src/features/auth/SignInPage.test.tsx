import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MeDocument, SignInDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { SignInPage } from './SignInPage';

const signedOut = { request: { query: MeDocument }, result: { data: { me: null } } };

function signInMock(email: string, password: string, result: object) {
  return { request: { query: SignInDocument, variables: { input: { email, password } } }, result };
}

async function fillIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  it('asks for both fields before calling the server', async () => {
    renderScreen(<SignInPage />, { path: '/signin', mocks: [signedOut] });
    await fillIn('', '');
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  });

  it('rejects an email address that is not one', async () => {
    renderScreen(<SignInPage />, { path: '/signin', mocks: [signedOut] });
    await fillIn('jordan.example.com', 'secret');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it("shows the server's answer to a wrong password and clears the password", async () => {
    renderScreen(<SignInPage />, {
      path: '/signin',
      mocks: [
        signedOut,
        signInMock('jordan@example.com', 'wrong', {
          errors: [new GraphQLError('Wrong email or password.', { extensions: { code: 'UNAUTHENTICATED' } })],
        }),
      ],
    });
    await fillIn('jordan@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('says how long to wait when sign-in is rate limited', async () => {
    renderScreen(<SignInPage />, {
      path: '/signin',
      mocks: [
        signedOut,
        signInMock('jordan@example.com', 'guess', {
          errors: [
            new GraphQLError('Too many sign-in attempts. Try again in 15 minutes.', {
              extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 900 },
            }),
          ],
        }),
      ],
    });
    await fillIn('jordan@example.com', 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 15 minutes.');
  });

  it('shows field messages from the server at their fields', async () => {
    renderScreen(<SignInPage />, {
      path: '/signin',
      mocks: [
        signedOut,
        signInMock('jordan@example.co', 'secret', {
          errors: [
            new GraphQLError('Some fields are not valid.', {
              extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.email', messages: ['Enter a valid email address.'] }] },
            }),
          ],
        }),
      ],
    });
    await fillIn('jordan@example.co', 'secret');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('signs in and returns to the page that asked for it', async () => {
    const viewer = viewerWith('ATTORNEY');
    const { router } = renderScreen(<SignInPage />, {
      path: '/signin?next=%2Ftasks',
      routes: [{ path: '/tasks', element: <p>Tasks page</p> }],
      mocks: [signedOut, signInMock('jordan@example.com', 'matterhorn-demo', { data: { login: viewer } })],
    });
    await fillIn('jordan@example.com', 'matterhorn-demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
  });

  it.each([
    ['EXPIRED', 'Your session expired. Sign in again to continue.'],
    ['ACCOUNT_SUSPENDED', "Your account was suspended. Ask your firm's administrator to reactivate it."],
    ['FIRM_SUSPENDED', "Your firm's account is suspended. Please contact Matterhorn support."],
    ['PASSWORD_CHANGED', 'Your password was changed in another session. Sign in with the new password.'],
    ['SIGNED_OUT', 'You signed out in another tab.'],
  ])('says why the session ended (%s) above the form, from the address', async (reason, message) => {
    renderScreen(<SignInPage />, { path: `/signin?signedOut=${reason}&next=%2Ftasks`, mocks: [signedOut] });
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says nothing for an unknown reason, or without one', async () => {
    const { unmount } = renderScreen(<SignInPage />, { path: '/signin?signedOut=toString', mocks: [signedOut] });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    renderScreen(<SignInPage />, { path: '/signin', mocks: [signedOut] });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never follows a next address outside the app', async () => {
    const { router } = renderScreen(<SignInPage />, {
      path: '/signin?next=%2F%2Fevil.example',
      routes: [{ path: '/', element: <p>Home</p> }],
      mocks: [signedOut, signInMock('jordan@example.com', 'pw', { data: { login: viewerWith('STAFF') } })],
    });
    await fillIn('jordan@example.com', 'pw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
