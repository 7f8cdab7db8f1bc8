import { Button, Group, MultiSelect, Paper, Radio, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader';
import { FormProblem } from '../../ui/FormProblem';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { ContactSelect } from '../contacts/ContactSelect';
import { CaseFoldersField } from './CaseFoldersField';
import { useAddCaseForm } from './useAddCaseForm';
import { FirmFeeTermsNote } from '../settlement/FirmFeeTermsNote';
import { maxLengthOf } from '../../ui/limits';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={3} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /cases/addCase: a new case with its client, who may open it and its first document folders. */
export function AddCasePage() {
  const { form, lists, staff, formError, saving, submit, folders, leaveDialog } = useAddCaseForm();
  const { permission } = form.getValues();
  return (
    <Stack gap={0}>
      <PageHeader title="Add New Case" />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormProblem problem={formError} />
          <Section title="Matter Details">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ContactSelect
                label="Client"
                placeholder="Search contacts by name, email or phone"
                value={form.getValues().clientId}
                error={form.errors.clientId}
                onChange={(id) => form.setFieldValue('clientId', id)}
              />
              <TextInput label="Case Name" withAsterisk maxLength={maxLengthOf('CreateMatterInput', 'name')} {...form.getInputProps('name')} />
              <TextInput
                label="Case Number"
                placeholder="Assigned automatically"
                description="Leave empty for the next number (YYYY-NNNN)."
                maxLength={maxLengthOf('CreateMatterInput', 'number')}
                {...form.getInputProps('number')}
              />
              <TextInput label="Court" maxLength={maxLengthOf('CreateMatterInput', 'court')} {...form.getInputProps('court')} />
              <Select label="Practice Area" data={lists.PRACTICE_AREAS} searchable clearable {...form.getInputProps('practiceArea')} />
              <Select label="Matter Stage" data={lists.MATTER_STAGES} searchable clearable {...form.getInputProps('stage')} />
            </SimpleGrid>
            <Textarea label="Description" mt="md" autosize minRows={3} maxRows={16} maxLength={maxLengthOf('CreateMatterInput', 'description')} {...form.getInputProps('description')} />
          </Section>

          <Section title="Matter Permission">
            <Radio.Group label="Who may open this case" {...form.getInputProps('permission')}>
              <Group mt="xs">
                <Radio value="EVERYONE" label="Everyone" />
                <Radio value="SPECIFIC_USERS" label="Specific User" />
              </Group>
            </Radio.Group>
            {permission === 'SPECIFIC_USERS' && (
              <MultiSelect
                mt="md"
                label="Users"
                placeholder="Choose people of your firm"
                description="Firm admins and you can always open the case."
                data={staff.options}
                searchable
                nothingFoundMessage={staff.loading ? 'Loading…' : 'Nobody found'}
                {...form.getInputProps('userIds')}
              />
            )}
          </Section>

          <Section title="Fee Agreement">
            <FirmFeeTermsNote />
          </Section>

          <Section title="Document folders">
            <CaseFoldersField names={form.getValues().folders} folders={folders} />
          </Section>

          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/cases">
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save Matter
            </Button>
          </Group>
        </Stack>
      </form>
      <UnsavedChangesDialog {...leaveDialog} />
    </Stack>
  );
}
