import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Avatar, Button, Divider, FileButton, Group, Modal, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { serverProblem, UNREACHABLE } from '../ui/serverProblem';
import { ROLE_LABELS } from '../lib/roles';
import { PASSWORD_HINT, passwordProblem } from '../lib/password';
import { initialsOf, useViewer } from '../lib/viewer';
import { ChangePasswordDocument, MeDocument, UpdateMyProfileDocument } from '../gql/graphql';

/** Stores the signed-in user's picture; resolves with the server's complaint, or null. */
export async function uploadAvatar(file: File): Promise<string | null> {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'Choose a PNG or JPG image.';
  const response = await fetch('/api/me/avatar', { method: 'PUT', headers: { 'content-type': file.type }, body: file, credentials: 'same-origin' });
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  return body?.error ?? 'The picture could not be saved.';
}

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
  const viewer = useViewer();
  const client = useApolloClient();
  const [saveProfile, profileState] = useMutation(UpdateMyProfileDocument);
  const [changePassword, passwordState] = useMutation(ChangePasswordDocument);
  const [profileError, setProfileError] = useState<string | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const profile = useForm({
    initialValues: { firstName: viewer.firstName, lastName: viewer.lastName, phone: viewer.phone ?? '' },
    validate: {
      firstName: (v) => (v.trim() ? null : 'Enter your first name.'),
      lastName: (v) => (v.trim() ? null : 'Enter your last name.'),
    },
  });
  const password = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: {
      currentPassword: (v) => (v ? null : 'Enter your current password.'),
      newPassword: passwordProblem,
      confirm: (v, values) => (v === values.newPassword ? null : 'The passwords do not match.'),
    },
  });

  const submitProfile = profile.onSubmit(async (values) => {
    setProfileError(null);
    try {
      await saveProfile({
        variables: { input: { version: viewer.version, firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone.trim() || null } },
      });
      notifications.show({ color: 'navy', message: 'Your profile was saved.' });
      onClose();
    } catch (error) {
      const problem = serverProblem(error, UNREACHABLE);
      if (problem.fields) profile.setErrors(problem.fields);
      else setProfileError(problem.message);
    }
  });

  const submitPassword = password.onSubmit(async (values) => {
    try {
      await changePassword({ variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } } });
      password.reset();
      notifications.show({ color: 'navy', message: 'Your password was changed. Your other sessions were signed out.' });
    } catch (error) {
      const problem = serverProblem(error, UNREACHABLE);
      password.setErrors(problem.fields ?? { currentPassword: problem.message });
    }
  });

  const pickAvatar = async (file: File | null) => {
    if (!file) return;
    setAvatarError(null);
    setUploading(true);
    try {
      const problem = await uploadAvatar(file);
      if (problem) setAvatarError(problem);
      // The new picture and version come back with the viewer.
      else await client.refetchQueries({ include: [MeDocument] });
    } catch {
      setAvatarError(UNREACHABLE);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="lg">
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
          <FileButton onChange={(file) => void pickAvatar(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={uploading}>
                Change picture
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {avatarError && (
        <Alert color="red" variant="light" role="alert">
          {avatarError}
        </Alert>
      )}

      <form onSubmit={submitProfile} noValidate>
        <Stack gap="sm">
          {profileError && (
            <Alert color="red" variant="light" role="alert">
              {profileError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" required {...profile.getInputProps('firstName')} />
            <TextInput label="Last name" required {...profile.getInputProps('lastName')} />
            <TextInput label="Phone" type="tel" {...profile.getInputProps('phone')} />
            <TextInput label="Email" value={viewer.email} disabled description="Your firm administrator changes it." />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={profileState.loading}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>

      <Divider />
      <form onSubmit={submitPassword} noValidate>
        <Stack gap="sm">
          <Title order={4} fz="md">
            Change password
          </Title>
          <PasswordInput label="Current password" autoComplete="current-password" {...password.getInputProps('currentPassword')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label="New password"
              description={PASSWORD_HINT}
              autoComplete="new-password"
              {...password.getInputProps('newPassword')}
            />
            <PasswordInput label="Repeat the new password" autoComplete="new-password" {...password.getInputProps('confirm')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={passwordState.loading}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
