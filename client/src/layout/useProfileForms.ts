import { useApolloClient, useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ChangePasswordDocument, MeDocument, UpdateMyProfileDocument } from '../gql/graphql';
import { passwordProblem } from '../lib/password';
import { useViewer } from '../lib/viewer';
import { serverProblem, UNREACHABLE } from '../ui/serverProblem';

/** Stores the signed-in user's picture; resolves with the server's complaint, or null. */
export async function uploadAvatar(file: File): Promise<string | null> {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'Choose a PNG or JPG image.';
  const response = await fetch('/api/me/avatar', { method: 'PUT', headers: { 'content-type': file.type }, body: file, credentials: 'same-origin' });
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  return body?.error ?? 'The picture could not be saved.';
}

/** The signed-in user's name and phone, saved over the version they were opened at; saving closes the dialog. */
export function useProfileForm({ onClose }: { onClose: () => void }) {
  const viewer = useViewer();
  const [saveProfile, profileState] = useMutation(UpdateMyProfileDocument);
  const [profileError, setProfileError] = useState<string | null>(null);
  const profile = useForm({
    initialValues: { firstName: viewer.firstName, lastName: viewer.lastName, phone: viewer.phone ?? '' },
    validate: {
      firstName: (v) => (v.trim() ? null : 'Enter your first name.'),
      lastName: (v) => (v.trim() ? null : 'Enter your last name.'),
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

  return { form: profile, error: profileError, saving: profileState.loading, submit: submitProfile };
}

/** Change password: the current one, the new one twice; the other sessions are signed out. */
export function usePasswordForm() {
  const [changePassword, passwordState] = useMutation(ChangePasswordDocument);
  const password = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: {
      currentPassword: (v) => (v ? null : 'Enter your current password.'),
      newPassword: passwordProblem,
      confirm: (v, values) => (v === values.newPassword ? null : 'The passwords do not match.'),
    },
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

  return { form: password, saving: passwordState.loading, submit: submitPassword };
}

/** Change picture: a PNG or JPG stored for the signed-in user, who then shows with it everywhere. */
export function useAvatarUpload() {
  const client = useApolloClient();
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
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

  return { error: avatarError, uploading, pick: (file: File | null) => void pickAvatar(file) };
}
