import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DocumentTemplatesDocument, RemoveDocumentTemplateDocument, type DocumentTemplateFieldsFragment } from '../../gql/graphql';
import { AddButton } from '../../ui/AddButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { TemplateDialog } from './TemplateDialog';
import { TEMPLATE_KIND_LABELS, templateKind } from './templateText';

type Template = DocumentTemplateFieldsFragment;
const PAGE_SIZE = 25;

/**
 * Settings › Templates (/settings/templates, firm admins): the firm's letter templates, text with
 * merge fields or Word documents that use them; the cover letter of a demand package is one.
 */
export function TemplatesPage() {
  const [page, setPage] = useState(1);
  const { data, previousData, loading } = useQuery(DocumentTemplatesDocument, { variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const result = (data ?? previousData)?.documentTemplates;
  const [editing, setEditing] = useState<{ template: Template | null } | null>(null);
  const [removeTemplate] = useMutation(RemoveDocumentTemplateDocument, { refetchQueries: ['DocumentTemplates', 'DemandPackageTemplates'], awaitRefetchQueries: true });
  const removal = useDeleteConfirmation<Template>((template) => removeTemplate({ variables: { id: template.id } }), 'removed');

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
      key: 'kind',
      header: 'Type',
      width: 120,
      render: (template) => {
        const kind = templateKind(template);
        return (
          <Badge variant="light" color={kind === 'WORD' ? 'blue' : 'gray'}>
            {TEMPLATE_KIND_LABELS[kind]}
          </Badge>
        );
      },
    },
    { key: 'updated', header: 'Last changed', width: 220, render: (template) => formatDateTime(template.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      width: 90,
      render: (template) => <RowActions label={template.name} deleteLabel="Remove" onEdit={() => setEditing({ template })} onDelete={() => removal.ask(template)} />,
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader title="Templates" actions={<AddButton label="Add Template" onClick={() => setEditing({ template: null })} />} />
      <Text c="dimmed" fz="sm" mb="md" maw={760}>
        Letters the firm fills with a case&apos;s facts, like the cover letter of a demand package. Write the text with merge fields such as{' '}
        {'{client.name}'}, or upload a Word (.docx) document that uses them.
      </Text>
      {result && result.totalCount === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <EmptyState title="No templates yet" text="Add a letter template: text with merge fields, or a Word document that uses them." />
        </Paper>
      ) : (
        <DataTable
          label="Templates"
          columns={columns}
          rows={result?.items ?? []}
          rowKey={(template) => template.id}
          loading={loading && !result}
          emptyText={loading ? 'Loading…' : "The templates couldn't be loaded."}
          onRowClick={(template) => setEditing({ template })}
        />
      )}
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={result?.totalCount ?? 0} onChange={setPage} />
      {editing && <TemplateDialog key={editing.template?.id ?? 'new'} template={editing.template} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        {...removal.dialog}
        title="Remove template"
        message={`Remove the template "${removal.pending?.name ?? ''}"? Letters and demand packages already made with it stay. This cannot be undone.`}
        confirmLabel="Remove"
      />
    </Stack>
  );
}
