import { ActionIcon, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Upload } from './useUploads';

const percent = (upload: Upload) => (upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : 0);

/** One row per file being uploaded: its progress bar and Cancel, or what became of it. */
export function UploadList({ uploads, onCancel, onDismiss }: { uploads: Upload[]; onCancel: (id: string) => void; onDismiss: (id: string) => void }) {
  if (!uploads.length) return null;
  return (
    <Paper withBorder radius="md" p="sm" mb="md" aria-label="Uploads" component="section">
      <Stack gap="xs">
        {uploads.map((upload) => (
          <Stack key={upload.id} gap={4} aria-label={`Upload of ${upload.name}`} role="group">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fz="sm" fw={500} truncate>
                {upload.name}
              </Text>
              {upload.status === 'uploading' ? (
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => onCancel(upload.id)} aria-label={`Cancel upload of ${upload.name}`}>
                  Cancel
                </Button>
              ) : (
                <Group gap={4} wrap="nowrap">
                  <Text fz="xs" c={upload.status === 'failed' ? 'red' : 'dimmed'}>
                    {upload.status === 'done' ? 'Uploaded' : upload.status === 'cancelled' ? 'Cancelled' : 'Not uploaded'}
                  </Text>
                  <ActionIcon size="sm" variant="subtle" color="gray" aria-label={`Dismiss ${upload.name}`} onClick={() => onDismiss(upload.id)}>
                    <IconX size={14} />
                  </ActionIcon>
                </Group>
              )}
            </Group>
            {upload.status === 'uploading' || upload.status === 'done' ? (
              <Progress.Root size="sm">
                <Progress.Section
                  value={upload.status === 'done' ? 100 : percent(upload)}
                  color={upload.status === 'done' ? 'green' : undefined}
                  animated={upload.status === 'uploading'}
                  aria-label={`${upload.name} upload progress`}
                />
              </Progress.Root>
            ) : null}
            {upload.error && (
              <Text fz="xs" c="red" role="alert">
                {upload.error}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
