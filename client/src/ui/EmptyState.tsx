import { Center, Stack, Text } from '@mantine/core';

/** A quiet "nothing here yet" with what would be here. */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <Center mih={200}>
      <Stack align="center" gap={4} maw={460}>
        <Text fw={600}>{title}</Text>
        <Text c="dimmed" fz="sm" ta="center">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
