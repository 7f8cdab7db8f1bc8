import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconMailPlus, IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteEmailDocument, MatterEmailsDocument, SetEmailReviewedDocument, type CaseEmailFieldsFragment, type EmailSort } from '../../gql/graphql';
import { formatDateTime } from '../../ui/format';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { Pager } from '../../ui/Pager';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { useListParams } from '../../ui/useListParams';
import { ListSearch } from '../../ui/ListSearch';
import { EMAIL_REFETCH_QUERIES, EmailDialog } from './EmailDialog';

const PAGE_SIZE = 10;

interface ImportOutcome {
  file: string;
  emailId: string | null;
  problem: string | null;
}

/** Sends .eml files to the case; resolves with what was filed and what was skipped. */
async function importFiles(matterId: string, files: File[]): Promise<ImportOutcome[]> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const response = await fetch(`/api/matters/${matterId}/emails`, { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await response.json().catch(() => ({}))) as { outcomes?: ImportOutcome[]; error?: string };
  if (body.outcomes) return body.outcomes;
  throw new Error(body.error ?? 'The emails could not be imported. Please try again.');
}

/**
 * The case's Emails tab (spec 2.7): Description, Category, Review, Sub-Category, Date, From,
 * Direction, To, Origin, Actions, sorted and paged; drop .eml files to import them (their
 * attachments become the case's documents), record one by hand, mark reviewed, Export.
 */
export function EmailsTab({ matterId }: { matterId: string }) {
  const client = useApolloClient();
  const list = useListParams({ by: 'DATE', direction: 'DESC' });
  const { data, previousData, loading } = useQuery(MatterEmailsDocument, { variables: { matterId, ...list.variables<EmailSort>(PAGE_SIZE) }, fetchPolicy: 'cache-and-network' });
  const result = (data ?? previousData)?.matterEmails;
  const [reviewing] = useMutation(SetEmailReviewedDocument);
  const [deleteEmail] = useMutation(DeleteEmailDocument, { refetchQueries: EMAIL_REFETCH_QUERIES, awaitRefetchQueries: true });
  const deletion = useDeleteConfirmation((e: { id: string; name: string }) => deleteEmail({ variables: { id: e.id } }));
  const [editing, setEditing] = useState<CaseEmailFieldsFragment | 'new' | null>(null);
  const [opened, setOpened] = useState<CaseEmailFieldsFragment | null>(null);
  const [importing, setImporting] = useState(false);
  const [outcomes, setOutcomes] = useState<ImportOutcome[] | null>(null);

  const drop = async (files: File[]) => {
    setImporting(true);
    setOutcomes(null);
    try {
      const done = await importFiles(matterId, files);
      setOutcomes(done);
      await client.refetchQueries({ include: ['MatterEmails', 'MatterActivity', 'Documents'] });
    } catch (failure) {
      notifications.show({ color: 'red', message: (failure as Error).message });
    } finally {
      setImporting(false);
    }
  };

  const columns: Column<CaseEmailFieldsFragment>[] = [
    { key: 'description', header: 'Description', sort: 'DESCRIPTION', render: (e) => (<Text fz="sm" fw={500}>{e.description}{e.attachmentCount ? <Badge ml={6} size="xs" variant="light">{e.attachmentCount} att.</Badge> : null}</Text>) },
    { key: 'category', header: 'Category', sort: 'CATEGORY', render: (e) => e.category ?? '—' },
    {
      key: 'review',
      header: 'Review',
      sort: 'REVIEWED',
      render: (e) => (
        <Checkbox
          aria-label={`Reviewed: ${e.description}`}
          checked={e.reviewed}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => void reviewing({ variables: { id: e.id, reviewed: event.currentTarget.checked } }).catch(() => notifications.show({ color: 'red', message: "That couldn't be saved. Please try again." }))}
        />
      ),
    },
    { key: 'sub', header: 'Sub-Category', render: (e) => e.subCategory ?? '—' },
    { key: 'date', header: 'Date', sort: 'DATE', width: 170, render: (e) => formatDateTime(e.sentAt as string) },
    { key: 'from', header: 'From', sort: 'FROM', render: (e) => <Text fz="sm" lineClamp={1}>{e.fromAddress}</Text> },
    { key: 'direction', header: 'Direction', sort: 'DIRECTION', render: (e) => (<Badge variant="light" color={e.direction === 'INBOUND' ? 'blue' : 'grape'}>{e.direction === 'INBOUND' ? 'Inbound' : 'Outbound'}</Badge>) },
    { key: 'to', header: 'To', render: (e) => <Text fz="sm" lineClamp={1}>{e.toAddresses || '—'}</Text> },
    { key: 'origin', header: 'Origin', render: (e) => (e.origin === 'IMPORTED' ? 'Imported (.eml)' : 'Recorded') },
    { key: 'actions', header: 'Actions', width: 80, render: (e) => <RowActions label={e.description} onEdit={() => setEditing(e)} onDelete={() => deletion.ask({ id: e.id, name: `The email "${e.description}"` })} /> },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <ListSearch list={list} label="Search emails" placeholder="Search emails" w={280} />
        <Group gap="sm">
          <Button component="a" href={`/api/export/matters/${matterId}/emails`} variant="default" leftSection={<IconDownload size={16} />}>
            Export
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add Email
          </Button>
        </Group>
      </Group>
      <Dropzone onDrop={(files) => void drop(files)} loading={importing} accept={{ 'message/rfc822': ['.eml'] }} multiple aria-label="Import .eml files" py="md">
        <Group justify="center" gap="sm" mih={48} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={28} />
          </Dropzone.Accept>
          <Dropzone.Idle>
            <IconMailPlus size={28} />
          </Dropzone.Idle>
          <div>
            <Text fw={600}>Drop .eml files here to file them on the case</Text>
            <Text fz="sm" c="dimmed">
              Or click to choose. Their attachments are kept in the case's Documents.
            </Text>
          </div>
        </Group>
      </Dropzone>
      {outcomes && (
        <Alert color={outcomes.some((o) => o.problem) ? 'yellow' : 'green'} withCloseButton onClose={() => setOutcomes(null)} title="Import">
          <List size="sm">
            {outcomes.map((o, i) => (
              <List.Item key={`${o.file}-${i}`}>
                {o.file}: {o.problem ?? 'filed'}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <DataTable
        label="Emails"
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(e) => e.id}
        loading={loading}
        emptyText={list.debouncedSearch ? `No emails match "${list.debouncedSearch}"` : 'No emails on this case yet'}
        sort={list.sort}
        onSortChange={list.setSort}
        onRowClick={setOpened}
      />
      <Pager page={list.page} pageSize={PAGE_SIZE} totalCount={result?.totalCount ?? 0} onChange={list.setPage} />
      {editing && <EmailDialog matterId={matterId} email={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {opened && (
        <Modal opened onClose={() => setOpened(null)} title={opened.description} size={720} centered>
          <Stack gap={4}>
            <Text fz="sm"><b>From:</b> {opened.fromAddress}</Text>
            <Text fz="sm"><b>To:</b> {opened.toAddresses || '—'}</Text>
            <Text fz="sm"><b>Date:</b> {formatDateTime(opened.sentAt as string)}</Text>
            {opened.attachmentCount > 0 && <Text fz="sm"><b>Attachments:</b> {opened.attachmentCount} (in the case's Documents)</Text>}
            <Text fz="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {opened.bodyText ?? 'No text.'}
            </Text>
          </Stack>
        </Modal>
      )}
      <ConfirmDialog {...deletion.dialog} title="Delete email" message="Delete this email from the case? Its attachments stay in Documents." />
    </Stack>
  );
}
