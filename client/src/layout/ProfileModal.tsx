import { Avatar, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { ROLE_LABELS } from '../features/auth/roles';
import { initialsOf, useViewer } from '../features/auth/viewer';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </div>
  );
}

/** My Profile & Info: who the signed-in user is, as the firm has them on record. */
export function ProfileModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const viewer = useViewer();
  return (
    <Modal opened={opened} onClose={onClose} title="My Profile & Info" size={640} centered>
      <Stack gap="lg">
        <Group>
          <Avatar src={viewer.avatarUrl} color="navy" size={56} radius="xl">
            {initialsOf(viewer)}
          </Avatar>
          <div>
            <Text fw={600} fz="lg">
              {viewer.fullName}
            </Text>
            <Text c="dimmed" fz="sm">
              {ROLE_LABELS[viewer.role]}
              {viewer.firm ? ` · ${viewer.firm.name}` : ''}
            </Text>
          </div>
        </Group>
        <SimpleGrid cols={2}>
          <Detail label="Email" value={viewer.email} />
          <Detail label="Phone" value={viewer.phone ?? 'Not on record'} />
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
