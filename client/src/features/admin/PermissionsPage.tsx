import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FirmPermissionsDocument, UpdateFirmPermissionsDocument, type FirmPermissionsQuery } from '../../gql/graphql';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/PageLoader';
import { SaveChangesBar } from '../../ui/SaveChangesBar';
import { serverProblem, UNREACHABLE } from '../../ui/serverProblem';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';

type Choices = Omit<FirmPermissionsQuery['firmPermissions'], '__typename' | 'version'>;

/** The firm's choices, with what each means for the people concerned. */
const CHOICES: Array<{ key: keyof Choices; label: string; description: string }> = [
  {
    key: 'paralegalsSeeBilling',
    label: 'Paralegals may see billing',
    description: 'Invoices, payments, their exports and PDFs, read only. Paralegals never create invoices or record payments.',
  },
  {
    key: 'staffSeeBilling',
    label: 'Staff may see billing',
    description: 'The same read-only access to invoices for staff members.',
  },
  {
    key: 'attorneysManageBilling',
    label: 'Attorneys may manage billing',
    description: 'Create, edit and delete invoices and record payments (Pay Now). Off: attorneys read invoices only.',
  },
  {
    key: 'staffExportLists',
    label: 'Staff may export case and contact lists',
    description: 'The Export buttons of the case and contact lists (CSV downloads).',
  },
];

/** Firm User Permissions (/settings/permissions): what each role may do where the product leaves the firm a choice. */
export function PermissionsPage() {
  const { data, loading } = useQuery(FirmPermissionsDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageLoader />;
  if (!data) return null;
  // Keyed by version: a save (or someone else's) starts the form again from the server's choices.
  return <PermissionsForm key={data.firmPermissions.version} saved={data.firmPermissions} />;
}

function PermissionsForm({ saved }: { saved: FirmPermissionsQuery['firmPermissions'] }) {
  const { __typename: _t, version, ...initial } = saved;
  const [choices, setChoices] = useState<Choices>(initial);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateFirmPermissionsDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: FirmPermissionsDocument, data: { firmPermissions: data.updateFirmPermissions } });
    },
  });
  const changed = CHOICES.some(({ key }) => choices[key] !== initial[key]);
  const guard = useUnsavedChangesGuard(changed);

  const submit = async () => {
    setError(null);
    try {
      await save({ variables: { input: { version, ...choices } } });
      notifications.show({ color: 'navy', message: 'Permissions saved. They apply from the next request of each user.' });
    } catch (failure) {
      setError(serverProblem(failure, UNREACHABLE).message);
    }
  };

  return (
    <>
      <PageHeader title="Firm User Permissions" />
      <Stack gap="md" maw={760}>
        <Text c="dimmed" fz="sm">
          Firm admins may always do everything, including managing users on the Roles page. Attorneys and paralegals work on the
          cases they may access; these choices decide the rest.
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="lg">
            {CHOICES.map(({ key, label, description }) => (
              <Switch
                key={key}
                size="md"
                label={label}
                description={description}
                checked={choices[key]}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setChoices((current) => ({ ...current, [key]: on }));
                }}
              />
            ))}
          </Stack>
        </Paper>
        <SaveChangesBar changed={changed} saving={loading} onDiscard={() => setChoices(initial)} onSave={() => void submit()}>
          Save permissions
        </SaveChangesBar>
      </Stack>
      <UnsavedChangesDialog {...guard.dialog} />
    </>
  );
}
