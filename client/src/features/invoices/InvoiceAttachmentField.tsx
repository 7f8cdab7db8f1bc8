import '@mantine/dropzone/styles.css';
import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconPaperclip, IconX } from '@tabler/icons-react';
import { ACCEPTED_TYPES } from '../../lib/fileUpload';
import type { InvoiceForm } from './useInvoiceForm';

/** The invoice's Attachment: drop or choose a file (kept with the case's documents), its name with Remove, and its upload. */
export function InvoiceAttachmentField({ invoice }: { invoice: InvoiceForm }) {
  const { fileLabel } = invoice;
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        Attachment
      </Text>
      <Dropzone
        aria-label="Attachment"
        multiple={false}
        accept={ACCEPTED_TYPES}
        onDrop={([chosen]) => invoice.chooseFile(chosen)}
        onReject={invoice.refuseFile}
        p="md"
      >
        <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }}>
          <IconFileUpload size={28} stroke={1.5} />
          <div>
            <Text fz="sm" fw={500}>
              Drop a file here or click to choose one
            </Text>
            <Text fz="xs" c="dimmed">
              PDF, Word, text, JPG or PNG; kept with the case’s documents
            </Text>
          </div>
        </Group>
      </Dropzone>
      {fileLabel && (
        <Group gap="xs" wrap="nowrap">
          <IconPaperclip size={16} />
          <Text fz="sm" truncate>
            {fileLabel}
          </Text>
          <ActionIcon size="sm" variant="subtle" color="gray" aria-label={`Remove ${fileLabel}`} onClick={invoice.removeFile}>
            <IconX size={14} />
          </ActionIcon>
        </Group>
      )}
      {invoice.progress !== null && <Progress value={invoice.progress} size="sm" animated aria-label="Attachment upload progress" />}
      {invoice.form.errors.file && (
        <Text fz="xs" c="red" role="alert">
          {invoice.form.errors.file}
        </Text>
      )}
    </Stack>
  );
}
