import { useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { DemandPackageDocumentsDocument, type NegotiationFieldsFragment } from '../../gql/graphql';
import { formatDay } from '../../ui/format';
import { RecordDialog } from '../../ui/RecordDialog';
import { RemoteSelect } from '../../ui/RemoteSelect';
import { LetterPreviewText } from '../templates/LetterPreviewText';
import { NEGOTIATION_KIND_LABELS } from './settlementFormat';
import { packageDocumentsOf, useDemandPackage, type DemandPackage, type PackageDocument } from './useDemandPackage';

/**
 * Demand Package: a demand's cover letter (a firm template, previewed for this demand), the medical
 * specials summary and the case's PDFs and images in the order set here, assembled into one PDF.
 */
export function DemandPackageDialog({ matterId, entry, onClose }: { matterId: string; entry: NegotiationFieldsFragment; onClose: () => void }) {
  const pkg = useDemandPackage({ matterId, entry, onClose });
  const { form } = pkg;
  return (
    <RecordDialog title="Demand Package" onClose={onClose} onSubmit={pkg.assemble} problem={pkg.problem} saving={pkg.saving} submitLabel="Assemble" size={720}>
      <Text fz="sm" c="dimmed">
        The {NEGOTIATION_KIND_LABELS[entry.kind].toLowerCase()} of {formatDay(entry.happenedOn)} as one PDF: the cover letter, the medical specials and the
        documents below in this order, kept with the case&apos;s documents.
      </Text>
      <Select
        label="Cover letter"
        placeholder="No cover letter"
        description="A firm template (Settings › Templates), filled with this demand's facts."
        clearable
        data={pkg.templateOptions}
        nothingFoundMessage={pkg.templatesLoading ? 'Loading…' : 'The firm has no templates yet'}
        {...form.getInputProps('templateId')}
        onChange={pkg.chooseTemplate}
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1 }}>{input}</div>
            <Button variant="default" leftSection={<IconEye size={16} />} loading={pkg.preview.loading} onClick={pkg.showPreview}>
              Preview
            </Button>
          </Group>
        )}
      />
      <LetterPreviewText preview={pkg.preview} />
      <Checkbox label="Medical specials summary" description="The medical bills by provider, from the Medical tab." {...form.getInputProps('includeSpecials', { type: 'checkbox' })} />
      <PackageDocuments pkg={pkg} matterId={matterId} />
      {pkg.saving && (
        <Text fz="sm" c="dimmed" role="status">
          Assembling the package… A package with many documents can take a minute.
        </Text>
      )}
    </RecordDialog>
  );
}

/** The case's PDFs and images, each ticked in or out and moved up or down; others found by a search are added at the end. */
function PackageDocuments({ pkg, matterId }: { pkg: DemandPackage; matterId: string }) {
  const [searches, setSearches] = useState(0);
  const useOptions = (search: string | null) => usePackageDocumentOptions(matterId, search);
  const { listed } = pkg;
  const problem = pkg.form.errors.documentIds;
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        Documents
      </Text>
      <Text fz="xs" c="dimmed">
        The case&apos;s PDFs and images. Tick the ones to include; they follow the letter and the specials in this order.
      </Text>
      {listed.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {pkg.documentsLoading ? 'Loading…' : 'No PDFs or images at the top level of the case’s documents: find one in a folder below.'}
        </Text>
      ) : (
        <Stack gap={0} role="list" aria-label="Documents in the package">
          {listed.map((document, index) => (
            <Group key={document.id} role="listitem" justify="space-between" wrap="nowrap" py={4}>
              <Checkbox label={document.title} checked={pkg.isIncluded(document.id)} onChange={(event) => pkg.include(document.id, event.currentTarget.checked)} />
              <Group gap={2} wrap="nowrap">
                <ActionIcon variant="subtle" color="gray" aria-label={`Move ${document.title} up`} disabled={index === 0} onClick={() => pkg.move(index, -1)}>
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="gray" aria-label={`Move ${document.title} down`} disabled={index === listed.length - 1} onClick={() => pkg.move(index, 1)}>
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <RemoteSelect
        key={searches}
        label="Add a document from a folder"
        placeholder="Search this case’s PDFs and images"
        value={null}
        onChange={(id, title) => {
          if (!id) return;
          pkg.add({ id, title: title ?? id });
          setSearches((n) => n + 1);
        }}
        useOptions={useOptions}
      />
      {problem && (
        <Text fz="xs" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/** The case's PDFs and images whose name or text matches `search`, at any depth of its folders (its top-level ones without one). */
function usePackageDocumentOptions(matterId: string, search: string | null) {
  const { data, previousData, loading } = useQuery(DemandPackageDocumentsDocument, { variables: { matterId, search } });
  const found: PackageDocument[] = packageDocumentsOf((data ?? previousData)?.documents.items ?? []);
  return { options: found.map((document) => ({ value: document.id, label: document.title })), loading };
}
