import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useViewer } from '../lib/viewer';

/**
 * A page the signed-in role may not open. Firm users may ask their firm administrator; the platform
 * admin has none (and never works inside a firm's data), so they are sent back to their Admin Dashboard.
 */
export function NoAccessPage() {
  const { role } = useViewer();
  const platformAdmin = role === 'PLATFORM_ADMIN';
  return (
    <Stack align="center" py={80} gap="xs">
      <Title order={2}>This page isn&apos;t available to your account</Title>
      <Text c="dimmed" ta="center" maw={520}>
        {platformAdmin
          ? 'This page is for firm staff. As the platform administrator you manage firms, attorneys and paralegals from your Admin Dashboard.'
          : 'Ask your firm administrator if you need access.'}
      </Text>
      <Button component={Link} to="/" mt="md" variant="light">
        {platformAdmin ? 'Go to Admin Dashboard' : 'Go to Home'}
      </Button>
    </Stack>
  );
}
