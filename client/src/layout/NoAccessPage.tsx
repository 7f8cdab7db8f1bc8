import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NoAccessPage() {
  return (
    <Stack align="center" py={80} gap="xs">
      <Title order={2}>This page isn&apos;t available to your account</Title>
      <Text c="dimmed">Ask your firm administrator if you need access.</Text>
      <Button component={Link} to="/" mt="md" variant="light">
        Go to Home
      </Button>
    </Stack>
  );
}
