import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';
import { MatterSelect, matterLabel } from '../cases/MatterSelect';
import { CaseDocumentSelect } from '../documents/CaseDocumentSelect';
import type { ChatDocument } from './AttachmentChips';
import type { ChatCase } from './ChatSubject';

/** "Attach a document": a case (the chat's, to start with), then one of its documents. */
export function AttachDocumentDialog({ matter, onAttach, onClose }: { matter: ChatCase | null; onAttach: (document: ChatDocument) => void; onClose: () => void }) {
  const [matterId, setMatterId] = useState<string | null>(matter?.id ?? null);
  const [chosen, setChosen] = useState<ChatDocument | null>(null);
  const guard = useCloseGuard(matterId !== (matter?.id ?? null) || chosen !== null, onClose);
  const attach = () => {
    if (!chosen) return;
    onAttach(chosen);
    onClose();
  };
  return (
    <Modal opened {...guard.modalProps} title="Attach a document" centered>
      <Stack gap="sm">
        <MatterSelect
          label="Case"
          value={matterId}
          current={matter ? { id: matter.id, label: matterLabel(matter) } : null}
          onChange={(id) => {
            setMatterId(id);
            setChosen(null);
          }}
          data-autofocus
        />
        {matterId ? (
          <CaseDocumentSelect
            key={matterId}
            label="Document"
            matterId={matterId}
            value={chosen?.id ?? null}
            onChange={(id, title) => setChosen(id && title ? { id, title } : null)}
          />
        ) : (
          <Select label="Document" placeholder="Choose a case first" data={[]} disabled />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={guard.close}>
            Cancel
          </Button>
          <Button onClick={attach} disabled={!chosen}>
            Attach
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
