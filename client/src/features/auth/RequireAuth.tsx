import { useQuery } from '@apollo/client/react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { MeDocument } from '../../gql/graphql';
import { PageLoader } from '../../ui/PageLoader';
import { ViewerProvider } from '../../lib/viewer';

/**
 * Renders its children for a signed-in user; otherwise sends them to sign-in and back afterwards.
 * The signed-in frame and its page are the largest render of the app: it is done as a deferred
 * (background, time-sliced) render, so it does not block the tab in one long task.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data, error, refetch } = useQuery(MeDocument);
  const location = useLocation();
  const viewer = useDeferredValue(data?.me ?? null, null);

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
  if (data && !data.me) {
    const next = `${location.pathname}${location.search}`;
    const target = next === '/' ? '/signin' : `/signin?next=${encodeURIComponent(next)}`;
    return <Navigate to={target} replace />;
  }
  if (!viewer) return <PageLoader />;
  return <ViewerProvider viewer={viewer}>{children}</ViewerProvider>;
}
