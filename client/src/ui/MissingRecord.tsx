import { Anchor, Center, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A record that is not there (or not for this user), with the way back to its list. */
export function MissingRecord({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <Center mih={240}>
      <Stack align="center" gap="xs">
        <Text c="dimmed">{message}</Text>
        <Anchor component={Link} to={backTo}>
          {backLabel}
        </Anchor>
      </Stack>
    </Center>
  );
}
