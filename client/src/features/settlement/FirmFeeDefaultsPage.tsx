import { useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { FirmFeeDefaultsDocument, type FirmFeeDefaultsQuery } from '../../gql/graphql';
import { FormProblem } from '../../ui/FormProblem';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/PageLoader';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { FeeTermsFields } from './FeeTermsFields';
import { useFirmFeeDefaultsForm } from './useFirmFeeDefaultsForm';

/** Settings › Fee Agreement (/settings/fee-agreement, firm admins): the terms a case's fee agreement starts from. */
export function FirmFeeDefaultsPage() {
  const { data, loading } = useQuery(FirmFeeDefaultsDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageLoader />;
  if (!data) return null;
  // Keyed by version: a save (or another admin's) starts the form again from the server's terms.
  return <FeeDefaultsForm key={data.firmFeeDefaults.version} saved={data.firmFeeDefaults} />;
}

function FeeDefaultsForm({ saved }: { saved: FirmFeeDefaultsQuery['firmFeeDefaults'] }) {
  const { form, problem, saving, save } = useFirmFeeDefaultsForm(saved);
  const guard = useUnsavedChangesGuard(form.isDirty());
  return (
    <>
      <PageHeader title="Fee Agreement" />
      <form onSubmit={save} noValidate aria-label="The firm's fee agreement">
        <Stack gap="md" maw={760}>
          <Text c="dimmed" fz="sm">
            The terms every case uses until it has a fee agreement of its own (Settlement tab of the case). Changing them changes the draft
            statements of those cases; finalized statements keep their figures.
          </Text>
          <FormProblem problem={problem} />
          <Paper withBorder radius="lg" p="lg">
            <FeeTermsFields form={form} />
          </Paper>
          <Group justify="flex-end">
            <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
              Discard changes
            </Button>
            <Button type="submit" loading={saving}>
              Save fee agreement
            </Button>
          </Group>
        </Stack>
      </form>
      <UnsavedChangesDialog {...guard.dialog} />
    </>
  );
}
