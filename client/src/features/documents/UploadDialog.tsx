import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useForm } from '@mantine/form';
import { IconFileUpload } from '@tabler/icons-react';
import { MatterSelect, matterLabel } from '../cases/MatterSelect';
import { CategorySelect } from './CategorySelect';
import { FILE_NAME_MAX } from './documentFormat';
import { today } from '../../lib/dates';
import { ACCEPTED_TYPES, UNSUPPORTED_TYPE, type UploadFields } from '../../lib/fileUpload';
import { tooLong } from '../../ui/limits';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';

export interface UploadPlace {
  /** The case the screen shows (fixed in a case's Documents tab), or none. */
  matter: { id: string; name: string; number: string } | null;
  fixedMatter: boolean;
  /** The folder being looked at, with its case: files go there when the case is the same. */
  folder: { id: string; name: string; matterId: string | null } | null;
}

const initialValues = (place: UploadPlace) => ({
  file: null as File | null,
  title: '',
  matterId: place.matter?.id ?? (place.folder?.matterId ?? null),
  receivedDate: today(),
  category: null as string | null,
});

/**
 * Upload Document (spec 2.10): File, File Name, Matter, Received Date, Category. Save & Close
 * starts the upload, whose progress shows on the page (it can be cancelled there).
 */
export function UploadDialog({ opened, place, onClose, onUpload }: { opened: boolean; place: UploadPlace; onClose: () => void; onUpload: (file: File, fields: UploadFields) => void }) {
  const form = useForm({
    initialValues: initialValues(place),
    validate: {
      file: (value) => (value ? null : 'Choose a file.'),
      title: (value) => tooLong(value.trim(), FILE_NAME_MAX),
    },
  });
  const close = () => {
    form.setValues(initialValues(place));
    form.resetDirty();
    form.clearErrors();
    onClose();
  };
  // A file chosen or anything typed is asked about before closing (Save & Close starts the upload and closes at once).
  const guard = useCloseGuard(opened && form.isDirty(), close);
  const save = form.onSubmit((values) => {
    const folderId = place.folder && place.folder.matterId === values.matterId ? place.folder.id : null;
    onUpload(values.file!, { matterId: values.matterId, folderId, title: values.title.trim() || values.file!.name, receivedDate: values.receivedDate, category: values.category });
    close();
  });
  const file = form.values.file;
  return (
    <Modal opened={opened} {...guard.modalProps} title="Upload Document" size={640} centered>
      <form onSubmit={save} noValidate>
        <Stack>
          <Stack gap={4}>
            <Text fz="sm" fw={500}>
              File
            </Text>
            <Dropzone
              aria-label="File"
              multiple={false}
              accept={ACCEPTED_TYPES}
              onDrop={([chosen]) => {
                if (!chosen) return;
                form.setFieldValue('file', chosen);
                if (!form.values.title.trim()) form.setFieldValue('title', chosen.name);
                form.clearFieldError('file');
              }}
              onReject={() => form.setFieldError('file', UNSUPPORTED_TYPE)}
              p="md"
            >
              <Group justify="center" gap="sm" mih={64} style={{ pointerEvents: 'none' }}>
                <IconFileUpload size={28} stroke={1.5} />
                <div>
                  <Text fz="sm" fw={500}>
                    {file ? file.name : 'Drop a file here or click to choose one'}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    PDF, Word (doc, docx), text, JPG or PNG
                  </Text>
                </div>
              </Group>
            </Dropzone>
            {form.errors.file && (
              <Text fz="xs" c="red" role="alert">
                {form.errors.file}
              </Text>
            )}
          </Stack>
          <TextInput label="File Name" maxLength={FILE_NAME_MAX} {...form.getInputProps('title')} />
          {place.fixedMatter && place.matter ? (
            <TextInput label="Matter" value={matterLabel(place.matter)} readOnly />
          ) : (
            <MatterSelect
              label="Matter"
              placeholder="Firm-wide (no case)"
              value={form.values.matterId}
              current={place.matter ? { id: place.matter.id, label: matterLabel(place.matter) } : null}
              onChange={(id) => form.setFieldValue('matterId', id)}
            />
          )}
          <TextInput label="Received Date" type="date" {...form.getInputProps('receivedDate')} />
          <CategorySelect value={form.values.category} onChange={(value) => form.setFieldValue('category', value)} />
          {place.folder && place.folder.matterId === form.values.matterId && (
            <Text fz="sm" c="dimmed">
              Into the folder {place.folder.name}
            </Text>
          )}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={guard.close}>
              Cancel
            </Button>
            <Button type="submit">Save & Close</Button>
          </Group>
        </Stack>
      </form>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
