import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { forgetViewer } from '../features/auth/session';
import { SignOutDocument } from '../gql/graphql';

/** Ends the server session, forgets everything cached in this tab and returns to sign-in. */
export function useSignOut(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOut] = useMutation(SignOutDocument);
  return async () => {
    try {
      await signOut();
    } finally {
      navigate('/signin', { replace: true });
      await client.clearStore();
      forgetViewer(client);
    }
  };
}
