import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import {
  AddStarterWorkflowTemplatesDocument,
  DeleteWorkflowTemplateDocument,
  WorkflowTemplatesDocument,
  type WorkflowTemplateFieldsFragment,
} from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { serverProblem } from '../../ui/serverProblem';
import { WorkflowTemplateDialog } from './WorkflowTemplateDialog';
import { ANY_CASE_TYPE, stepCount, triggerLabel } from './workflowFormat';

type Template = WorkflowTemplateFieldsFragment;

/**
 * /settings/workflows (firm admins): the firm's task-list templates, applied to a case as it is
 * created, reaches a stage, or by hand from its Tasks tab.
 */
export function WorkflowTemplatesPage() {
  const { data, loading } = useQuery(WorkflowTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<{ template: Template | null } | null>(null);
  const [deleteTemplate] = useMutation(DeleteWorkflowTemplateDocument, { refetchQueries: ['WorkflowTemplates'] });
  const [addStarters, starting] = useMutation(AddStarterWorkflowTemplatesDocument, { refetchQueries: ['WorkflowTemplates'], awaitRefetchQueries: true });
  const deletion = useDeleteConfirmation<Template>((template) => deleteTemplate({ variables: { id: template.id } }));
  const templates = data?.workflowTemplates ?? [];

  const addStarterTemplates = async () => {
    try {
      const result = await addStarters();
      const added = result.data?.addStarterWorkflowTemplates.length ?? 0;
      notifications.show({ color: 'green', message: `Added ${added} starter template${added === 1 ? '' : 's'}. Edit them to fit your firm.` });
    } catch (error) {
      notifications.show({ color: 'red', message: serverProblem(error, "The starter templates couldn't be added. Please try again.").message });
    }
  };

  const columns: Column<Template>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (template) => (
        <Text fz="sm" fw={500}>
          {template.name}
        </Text>
      ),
    },
    {
      key: 'caseType',
      header: 'Case Type',
      render: (template) =>
        template.caseType ?? (
          <Text fz="sm" c="dimmed">
            {ANY_CASE_TYPE}
          </Text>
        ),
    },
    { key: 'trigger', header: 'Trigger', render: triggerLabel },
    { key: 'steps', header: 'Steps', width: 100, render: (template) => stepCount(template.steps.length) },
    {
      key: 'active',
      header: 'Active',
      width: 110,
      render: (template) => (
        <Badge variant="light" color={template.active ? 'green' : 'gray'}>
          {template.active ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 90,
      render: (template) => <RowActions label={template.name} onEdit={() => setEditing({ template })} onDelete={() => deletion.ask(template)} />,
    },
  ];

  const empty = data !== undefined && templates.length === 0;
  return (
    <Stack gap={0}>
      <PageHeader
        title="Workflow Templates"
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ template: null })}>
            Add Template
          </Button>
        }
      />
      <Text c="dimmed" fz="sm" mb="md" maw={760}>
        A template is a task list for a kind of case. Its steps become the case&apos;s tasks when a case of its type is created or reaches its stage
        (once per case), or when someone applies it from the case&apos;s Tasks tab. Steps go to the case&apos;s staff of the chosen role.
      </Text>
      {empty ? (
        <Paper withBorder radius="lg" p="lg">
          <EmptyState
            title="No workflow templates yet"
            text="Start from our starter set (personal-injury intake, slip and fall intake, demand stage, treatment check-in) and edit it, or add your own."
          />
          <Stack align="center" pb="md">
            <Button variant="light" leftSection={<IconSparkles size={18} />} loading={starting.loading} onClick={() => void addStarterTemplates()}>
              Add starter templates
            </Button>
          </Stack>
        </Paper>
      ) : (
        <DataTable
          label="Workflow templates"
          columns={columns}
          rows={templates}
          rowKey={(template) => template.id}
          loading={loading && !data}
          emptyText="No workflow templates yet"
          onRowClick={(template) => setEditing({ template })}
        />
      )}
      {editing && <WorkflowTemplateDialog key={editing.template?.id ?? 'new'} template={editing.template} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete workflow template"
        message="Delete this template? Tasks it already added to cases stay where they are."
      />
    </Stack>
  );
}
