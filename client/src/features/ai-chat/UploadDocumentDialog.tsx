import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload } from '@tabler/icons-react';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';
import { MatterSelect, matterLabel } from '../cases/MatterSelect';
import type { ChatDocument } from './AttachmentChips';
import type { ChatCase } from './ChatSubject';
import { CHAT_FILE_TYPES, useChatUpload } from './useChatUpload';

/** "Upload a document": a file stored as a document of the chosen case, then attached to the chat. */
export function UploadDocumentDialog({ matter, onAttach, onClose }: { matter: ChatCase | null; onAttach: (document: ChatDocument) => void; onClose: () => void }) {
  const upload = useChatUpload({
    matterId: matter?.id ?? null,
    onUploaded: (document) => {
      onAttach(document);
      onClose();
    },
  });
  const guard = useCloseGuard(upload.dirty, onClose);
  return (
    <Modal opened {...guard.modalProps} title="Upload a document" centered size={560}>
      <Stack gap="sm">
        {upload.problem && (
          <Alert color="red" role="alert">
            {upload.problem}
          </Alert>
        )}
        <MatterSelect
          label="Case"
          value={upload.matterId}
          current={matter ? { id: matter.id, label: matterLabel(matter) } : null}
          onChange={(id) => upload.setMatterId(id)}
          disabled={upload.uploading}
          data-autofocus
        />
        <Dropzone aria-label="File" multiple={false} accept={CHAT_FILE_TYPES} onDrop={([file]) => file && upload.choose(file)} onReject={upload.refuse} disabled={upload.uploading} p="md">
          <Group justify="center" gap="sm" mih={64} style={{ pointerEvents: 'none' }}>
            <IconFileUpload size={28} stroke={1.5} />
            <div>
              <Text fz="sm" fw={500}>
                {upload.file ? upload.file.name : 'Drop a file here or click to choose one'}
              </Text>
              <Text fz="xs" c="dimmed">
                PDF, Word (docx) or text; kept in the case’s documents
              </Text>
            </div>
          </Group>
        </Dropzone>
        {upload.progress !== null && <Progress value={upload.progress} aria-label="Upload progress" />}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={guard.close}>
            Cancel
          </Button>
          <Button onClick={() => void upload.upload()} loading={upload.uploading} disabled={!upload.file || !upload.matterId}>
            Upload and attach
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
