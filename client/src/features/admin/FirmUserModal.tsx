import { useMutation } from '@apollo/client/react';
import { Alert, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  AddFirmUserDocument, UpdateFirmUserDocument, type Role, type RoleUserFieldsFragment, type UserStatus,
} from '../../gql/graphql';
import { ROLE_LABELS } from '../../lib/roles';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormActions } from '../../ui/FormActions';
import { serverProblem, UNREACHABLE } from '../../ui/serverProblem';
import { useConfirmedSave } from '../../ui/useConfirmation';
import { DELETE_MESSAGE, suspendPersonTexts } from './confirmTexts';
import type { InvitationLink } from './InvitationLinkDialog';
import { TimekeeperClassificationSelect, type ClassificationChoice } from './TimekeeperClassificationSelect';
import { maxLengthOf } from '../../ui/limits';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';

const ROLE_CHOICES: Array<{ value: Role; label: string }> = (['FIRM_ADMIN', 'ATTORNEY', 'PARALEGAL', 'STAFF'] as const).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

export const STATUS_LABELS: Record<UserStatus, string> = { ACTIVE: 'Active', SUSPENDED: 'Disabled', DELETED: 'Deleted' };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Values {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  role: Role;
  status: UserStatus;
  timekeeperClassification: ClassificationChoice;
}

/**
 * Add Firm User (name, phone, email, role default Paralegal, status default Active; the server answers
 * an invitation link) or Edit (name, phone, role, status, with the version seen; suspending or
 * deleting is asked first).
 */
export function FirmUserModal({
  opened,
  user,
  onClose,
  onAdded,
}: {
  opened: boolean;
  /** The user to edit; null to add one. */
  user: RoleUserFieldsFragment | null;
  onClose: () => void;
  onAdded?: (invitation: InvitationLink) => void;
}) {
  // Mounted while open only, so each opening starts from the user's current values.
  return opened ? <FirmUserForm user={user} onClose={onClose} onAdded={onAdded} /> : null;
}

function FirmUserForm({ user, onClose, onAdded }: { user: RoleUserFieldsFragment | null; onClose: () => void; onAdded?: (invitation: InvitationLink) => void }) {
  const [add, adding] = useMutation(AddFirmUserDocument, { refetchQueries: ['RoleUsers'] });
  const [update, updating] = useMutation(UpdateFirmUserDocument, { refetchQueries: ['RoleUsers'] });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      phone: user?.phone ?? '',
      email: user?.email ?? '',
      role: user?.role ?? 'PARALEGAL',
      status: user?.status ?? 'ACTIVE',
      timekeeperClassification: user?.timekeeperClassification ?? null,
    },
    validate: {
      firstName: (v) => (v.trim() ? null : 'Enter the first name.'),
      lastName: (v) => (v.trim() ? null : 'Enter the last name.'),
      email: (v) => (user || EMAIL_PATTERN.test(v.trim()) ? null : 'Enter a valid email address.'),
    },
  });

  /** What an edit does that is asked first: suspending (signs them out at once) or deleting. */
  const drastic = (values: Values) =>
    !user || values.status === user.status ? null : values.status === 'SUSPENDED' ? 'suspended' : values.status === 'DELETED' ? 'deleted' : null;
  const persist = async (values: Values) => {
    setFormError(null);
    const common = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone.trim() || null, role: values.role, status: values.status, timekeeperClassification: values.timekeeperClassification };
    try {
      if (user) {
        await update({ variables: { input: { id: user.id, version: user.version, ...common } } });
        notifications.show({ color: 'navy', message: `${common.firstName} ${common.lastName} was ${drastic(values) ?? 'saved'}.` });
        onClose();
      } else {
        const { data } = await add({ variables: { input: { ...common, email: values.email.trim() } } });
        const added = data?.addFirmUser;
        onClose();
        if (added) onAdded?.({ ...added.invitation, name: added.user.fullName });
      }
    } catch (error) {
      const problem = serverProblem(error, UNREACHABLE);
      if (problem.fields) form.setErrors(problem.fields);
      else setFormError(problem.message);
    }
  };
  const confirmation = useConfirmedSave(persist);
  const submit = form.onSubmit((values) => confirmation.submit(values, drastic(values) !== null));
  const guard = useCloseGuard(form.isDirty(), onClose);
  const asking = drastic(form.values) === 'deleted' ? { title: 'Delete Role', message: DELETE_MESSAGE, confirmLabel: 'Delete' } : suspendPersonTexts(user?.fullName ?? '');

  const statusChoices = (user ? (['ACTIVE', 'SUSPENDED', 'DELETED'] as const) : (['ACTIVE', 'SUSPENDED'] as const)).map((status) => ({
    value: status,
    label: STATUS_LABELS[status],
  }));

  return (
    <Modal opened {...guard.modalProps} title={user ? 'Edit' : 'Add Firm User'} size={640} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" required data-autofocus maxLength={maxLengthOf('AddFirmUserInput', 'firstName')} {...form.getInputProps('firstName')} />
            <TextInput label="Last name" required maxLength={maxLengthOf('AddFirmUserInput', 'lastName')} {...form.getInputProps('lastName')} />
            <TextInput label="Phone" type="tel" maxLength={maxLengthOf('AddFirmUserInput', 'phone')} {...form.getInputProps('phone')} />
            <TextInput label="Email" type="email" required={!user} disabled={Boolean(user)} maxLength={maxLengthOf('AddFirmUserInput', 'email')} {...form.getInputProps('email')} />
            <Select label="Role" data={ROLE_CHOICES} allowDeselect={false} {...form.getInputProps('role')} />
            <Select label="Status" data={statusChoices} allowDeselect={false} {...form.getInputProps('status')} />
            <TimekeeperClassificationSelect role={form.values.role} {...form.getInputProps('timekeeperClassification')} />
          </SimpleGrid>
          <FormActions onCancel={guard.close} saving={adding.loading || updating.loading} mt="sm">
            {user ? 'Save' : 'Add User'}
          </FormActions>
        </Stack>
      </form>
      <ConfirmDialog {...confirmation.dialog} {...asking} />
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
