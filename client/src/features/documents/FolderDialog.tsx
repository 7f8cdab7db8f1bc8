import { useMutation } from '@apollo/client/react';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CreateFolderDocument } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';
import { placeFieldProblems } from '../../ui/useFormSave';
import { FormActions } from '../../ui/FormActions';
import { FormProblem } from '../../ui/FormProblem';
import { CategorySelect } from './CategorySelect';
import { lengthProblem, maxLengthOf } from '../../ui/limits';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';

/** Where a new folder goes: a case (or the firm) and a parent folder (or the top level). */
export interface FolderPlace {
  matterId: string | null;
  parentId: string | null;
  /** "Alvarez v. Lone Star › Medical Records", for the dialog to say. */
  label: string;
}

/** Create Folder (spec 2.10): Folder Name and Category, in the folder being looked at. */
export function FolderDialog({ opened, place, onClose }: { opened: boolean; place: FolderPlace; onClose: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [createFolder, { loading }] = useMutation(CreateFolderDocument, { refetchQueries: ['Documents', 'FolderPicker'] });
  const form = useForm({
    initialValues: { name: '', category: null as string | null },
    validate: { name: (value) => (value.trim() ? lengthProblem('CreateFolderInput', 'name')(value.trim()) : 'Enter the folder name.') },
  });
  const close = () => {
    form.reset();
    setProblem(null);
    onClose();
  };
  const guard = useCloseGuard(opened && form.isDirty(), close);
  const save = form.onSubmit(async (values) => {
    setProblem(null);
    try {
      await createFolder({ variables: { input: { name: values.name.trim(), category: values.category, matterId: place.matterId, parentId: place.parentId } } });
      notifications.show({ color: 'green', message: `The folder ${values.name.trim()} was created.` });
      close();
    } catch (failure) {
      const found = serverProblem(failure, "The folder couldn't be created. Check your connection and try again.");
      if (found.fields) {
        // Every message at once: at its field, those about no field of the form (the case, the parent folder) above it.
        const placed = placeFieldProblems(found.fields, Object.keys(form.getValues()));
        form.setErrors(placed.errors);
        setProblem(placed.elsewhere);
      } else setProblem(found.message);
    }
  });
  return (
    <Modal opened={opened} {...guard.modalProps} title="Create Folder" size={640} centered>
      <form onSubmit={save} noValidate>
        <Stack>
          <FormProblem problem={problem} />
          <Text fz="sm" c="dimmed">
            In {place.label}
          </Text>
          <TextInput label="Folder Name" data-autofocus maxLength={maxLengthOf('CreateFolderInput', 'name')} {...form.getInputProps('name')} />
          <CategorySelect value={form.values.category} onChange={(value) => form.setFieldValue('category', value)} error={form.errors.category} />
          <FormActions onCancel={guard.close} saving={loading} mt="md">
            Save & Close
          </FormActions>
        </Stack>
      </form>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
