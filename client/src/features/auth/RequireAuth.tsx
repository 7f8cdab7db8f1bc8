import { useQuery } from '@apollo/client/react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useContext, useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { MeDocument } from '../../gql/graphql';
import { DrawnAhead } from '../../lib/drawnAhead';
import { PageLoader } from '../../ui/PageLoader';
import { ViewerProvider } from '../../lib/viewer';
import { sessionEndReason } from './session';

/**
 * Sign-in, then back to `next`; when the session ended (expired, suspended, signed out in another
 * tab), `?signedOut=` says why. In the address rather than router state, so the reason is still
 * shown after a reload and the sign-in page needs nothing but its address.
 */
function signInAddress(next: string): string {
  const params = new URLSearchParams();
  const reason = sessionEndReason();
  if (reason) params.set('signedOut', reason);
  if (next !== '/') params.set('next', next);
  const query = params.toString();
  return query ? `/signin?${query}` : '/signin';
}

/**
 * Renders its children for a signed-in user; otherwise sends them to sign-in (saying why their
 * session ended, when it did) and back afterwards.
 * The signed-in frame and its page are the largest render of the app: it is done as a deferred
 * (background, time-sliced) render, so it does not block the tab in one long task; when the server
 * drew it, it is there from the first render (React takes over the drawn page, in time slices too).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data, error, refetch } = useQuery(MeDocument);
  const location = useLocation();
  const me = data?.me ?? null;
  // (no initial value when drawn: the value itself from the first render, no deferred render after it)
  const viewer = useDeferredValue(me, useContext(DrawnAhead) ? undefined : null);

  if (error && !data) {
    return (
      <Center h="100vh">
        <Stack align="center" gap="xs">
          <Title order={3}>Matterhorn can&apos;t be reached</Title>
          <Text c="dimmed">Check your connection; your work is safe on the server.</Text>
          <Button mt="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  if (data && !data.me) return <Navigate to={signInAddress(`${location.pathname}${location.search}`)} replace />;
  if (!viewer) return <PageLoader />;
  return <ViewerProvider viewer={viewer}>{children}</ViewerProvider>;
}
