import { useQuery } from '@apollo/client/react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { MeDocument } from '../../gql/graphql';
import { PageLoader } from '../../ui/PageLoader';
import { ViewerProvider } from './viewer';

/** Renders its children for a signed-in user; otherwise sends them to sign-in and back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(MeDocument);
  const location = useLocation();

  if (loading && !data) return <PageLoader />;
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
  if (!data?.me) {
    const next = `${location.pathname}${location.search}`;
    const target = next === '/' ? '/signin' : `/signin?next=${encodeURIComponent(next)}`;
    return <Navigate to={target} replace />;
  }
  return <ViewerProvider viewer={data.me}>{children}</ViewerProvider>;
}
