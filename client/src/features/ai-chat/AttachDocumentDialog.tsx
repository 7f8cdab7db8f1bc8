import { useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { CaseDocumentPickerDocument } from '../../gql/graphql';
import { RemoteSelect } from '../../ui/RemoteSelect';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';
import { MatterSelect, matterLabel } from '../cases/MatterSelect';
import type { ChatDocument } from './AttachmentChips';
import type { ChatCase } from './ChatSubject';

/**
 * A document of one case: its latest, or those matching what is typed. (CaseDocumentSelect gives
 * only the id; the chip needs the title too.)
 */
function CaseDocumentField({ matterId, value, onChange }: { matterId: string; value: string | null; onChange: (document: ChatDocument | null) => void }) {
  const useOptions = (search: string | null) => {
    const { data, previousData, loading } = useQuery(CaseDocumentPickerDocument, { variables: { matterId, search } });
    const items = (data ?? previousData)?.documents.items ?? [];
    return { options: items.flatMap((item) => (item.__typename === 'Document' ? [{ value: item.id, label: item.title }] : [])), loading };
  };
  return (
    <RemoteSelect
      label="Document"
      placeholder="Search this case’s documents"
      value={value}
      onChange={(id, label) => onChange(id && label ? { id, title: label } : null)}
      useOptions={useOptions}
    />
  );
}

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
          <CaseDocumentField key={matterId} matterId={matterId} value={chosen?.id ?? null} onChange={setChosen} />
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
