import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AcceptInvitationDocument, InvitationDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { InvitationPage } from './InvitationPage';

const details = {
  __typename: 'InvitationDetailsType' as const,
  email: 'pat@summit.example',
  firstName: 'Pat',
  lastName: 'New',
  firmName: 'Summit Injury Law LLP',
  expiresAt: '2030-01-08T10:00:00.000Z',
};

describe('the invitation page', () => {
  it('lets the invited person choose a password and signs them in', async () => {
    let sent: unknown;
    const { router } = renderScreen(<InvitationPage />, {
      path: '/invitation?token=tok_123456789012345678901234',
      routes: [{ path: '/', element: <p>Home page</p> }],
      mocks: [
        { request: { query: InvitationDocument, variables: { token: 'tok_123456789012345678901234' } }, result: { data: { invitation: details } } },
        {
          request: { query: AcceptInvitationDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent = variables;
            return { data: { acceptInvitation: viewerWith('PARALEGAL', { firstName: 'Pat', email: details.email }) } };
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Pat' })).toBeInTheDocument();
    expect(screen.getByText(/Summit Injury Law LLP invited you to Matterhorn\. Choose a password for pat@summit\.example\./)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'my own long password');
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'my own long passwor');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'd');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual({ input: { token: 'tok_123456789012345678901234', password: 'my own long password' } });
  });

  it('says clearly when the link has expired or was used', async () => {
    renderScreen(<InvitationPage />, {
      path: '/invitation?token=old_12345678901234567890123',
      mocks: [
        {
          request: { query: InvitationDocument, variables: { token: 'old_12345678901234567890123' } },
          result: {
            errors: [{ message: 'This invitation link has expired. Ask your firm administrator for a new one.', extensions: { code: 'NOT_FOUND', reason: 'EXPIRED' } }],
          },
        },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link has expired. Ask your firm administrator for a new one.');
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('without a token, says the link is not valid', async () => {
    renderScreen(<InvitationPage />, { path: '/invitation' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is not valid.');
  });
});
