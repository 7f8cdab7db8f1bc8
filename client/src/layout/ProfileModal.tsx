import { Alert, Avatar, Button, Divider, FileButton, Group, Modal, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { PASSWORD_HINT } from '../lib/password';
import { ROLE_LABELS } from '../lib/roles';
import { initialsOf, useViewer } from '../lib/viewer';
import { useAvatarUpload, usePasswordForm, useProfileForm } from './useProfileForms';

/** My Profile & Info: the signed-in user edits their name, phone, picture and password. */
export function ProfileModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="My Profile & Info" size={640} centered>
      {/* Mounted while open only: every opening starts from the current values. */}
      {opened && <ProfileForms onClose={onClose} />}
    </Modal>
  );
}

function ProfileForms({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap="lg">
      <ProfilePicture />
      <ProfileDetails onClose={onClose} />
      <Divider />
      <PasswordChange />
    </Stack>
  );
}

/** Who is signed in, with Change picture (firm users). */
function ProfilePicture() {
  const viewer = useViewer();
  const avatar = useAvatarUpload();
  return (
    <>
      <Group>
        <Avatar src={viewer.avatarUrl} color="navy" size={64} radius="xl" alt={viewer.fullName}>
          {initialsOf(viewer)}
        </Avatar>
        <div style={{ flex: 1 }}>
          <Text fw={600} fz="lg">
            {viewer.fullName}
          </Text>
          <Text c="dimmed" fz="sm">
            {ROLE_LABELS[viewer.role]}
            {viewer.firm ? ` · ${viewer.firm.name}` : ''} · {viewer.email}
          </Text>
        </div>
        {viewer.firm && (
          <FileButton onChange={avatar.pick} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={avatar.uploading}>
                Change picture
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {avatar.error && (
        <Alert color="red" variant="light" role="alert">
          {avatar.error}
        </Alert>
      )}
    </>
  );
}

/** First and last name, phone; the email is shown, changed by the firm's administrator. */
function ProfileDetails({ onClose }: { onClose: () => void }) {
  const viewer = useViewer();
  const profile = useProfileForm({ onClose });
  return (
    <form onSubmit={profile.submit} noValidate>
      <Stack gap="sm">
        {profile.error && (
          <Alert color="red" variant="light" role="alert">
            {profile.error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" required {...profile.form.getInputProps('firstName')} />
          <TextInput label="Last name" required {...profile.form.getInputProps('lastName')} />
          <TextInput label="Phone" type="tel" {...profile.form.getInputProps('phone')} />
          <TextInput label="Email" value={viewer.email} disabled description="Your firm administrator changes it." />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={profile.saving}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PasswordChange() {
  const password = usePasswordForm();
  return (
    <form onSubmit={password.submit} noValidate>
      <Stack gap="sm">
        <Title order={4} fz="md">
          Change password
        </Title>
        <PasswordInput label="Current password" autoComplete="current-password" {...password.form.getInputProps('currentPassword')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label="New password"
            description={PASSWORD_HINT}
            autoComplete="new-password"
            {...password.form.getInputProps('newPassword')}
          />
          <PasswordInput label="Repeat the new password" autoComplete="new-password" {...password.form.getInputProps('confirm')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={password.saving}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
