import { Alert, Avatar, Button, Divider, FileButton, Group, Modal, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { PASSWORD_HINT, PASSWORD_MAX_LENGTH } from '../lib/password';
import { ROLE_LABELS } from '../lib/roles';
import { initialsOf, useViewer } from '../lib/viewer';
import { UnsavedChangesDialog } from '../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../ui/useUnsavedChangesGuard';
import { useAvatarUpload, usePasswordForm, useProfileForm } from './useProfileForms';
import { maxLengthOf } from '../ui/limits';

/** My Profile & Info: the signed-in user edits their name, phone, picture and password. */
export function ProfileModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // Mounted while open only: every opening starts from the current values.
  return opened ? <ProfileDialog onClose={onClose} /> : null;
}

/** The dialog; closing it with a name, phone or password typed and not saved asks first. */
function ProfileDialog({ onClose }: { onClose: () => void }) {
  const profile = useProfileForm({ onClose });
  const password = usePasswordForm();
  const guard = useCloseGuard(profile.form.isDirty() || password.form.isDirty(), onClose);
  return (
    <>
      <Modal opened {...guard.modalProps} title="My Profile & Info" size={640} centered>
        <Stack gap="lg">
          <ProfilePicture />
          <ProfileDetails profile={profile} />
          <Divider />
          <PasswordChange password={password} />
        </Stack>
      </Modal>
      <UnsavedChangesDialog {...guard.dialog} />
    </>
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
function ProfileDetails({ profile }: { profile: ReturnType<typeof useProfileForm> }) {
  const viewer = useViewer();
  return (
    <form onSubmit={profile.submit} noValidate>
      <Stack gap="sm">
        {profile.error && (
          <Alert color="red" variant="light" role="alert">
            {profile.error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" required maxLength={maxLengthOf('UpdateMyProfileInput', 'firstName')} {...profile.form.getInputProps('firstName')} />
          <TextInput label="Last name" required maxLength={maxLengthOf('UpdateMyProfileInput', 'lastName')} {...profile.form.getInputProps('lastName')} />
          <TextInput label="Phone" type="tel" maxLength={maxLengthOf('UpdateMyProfileInput', 'phone')} {...profile.form.getInputProps('phone')} />
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

function PasswordChange({ password }: { password: ReturnType<typeof usePasswordForm> }) {
  return (
    <form onSubmit={password.submit} noValidate>
      <Stack gap="sm">
        <Title order={4} fz="md">
          Change password
        </Title>
        <PasswordInput label="Current password" autoComplete="current-password" maxLength={maxLengthOf('ChangePasswordInput', 'currentPassword')} {...password.form.getInputProps('currentPassword')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label="New password"
            description={PASSWORD_HINT}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            {...password.form.getInputProps('newPassword')}
          />
          <PasswordInput label="Repeat the new password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...password.form.getInputProps('confirm')} />
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
