import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Stack align="center" py={80} gap="xs">
      <Title order={2}>Page not found</Title>
      <Text c="dimmed">The address may be mistyped, or the page has moved.</Text>
      <Button component={Link} to="/" mt="md" variant="light">
        Go to Home
      </Button>
    </Stack>
  );
}
