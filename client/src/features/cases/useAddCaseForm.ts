import { useMutation } from '@apollo/client/react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CreateMatterDocument, type CreateMatterInput, type MatterPermission } from '../../gql/graphql';
import { orNull } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';
import { useStaffOptions } from '../../ui/useStaffOptions';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { useOptionLists } from '../options/useOptionLists';
import { caseDetailPath } from './matterFormat';
import { lengthProblem, lengthRules, limitOf, maxLengthOf } from '../../ui/limits';

/** The server's limits on document folders. */
export const MAX_FOLDERS = limitOf('CreateMatterInput', 'folders').arrayMaxSize;
export const FOLDER_NAME_MAX = maxLengthOf('CreateFolderInput', 'name');

const initialValues = {
  clientId: null as string | null,
  name: '',
  number: '',
  court: '',
  practiceArea: null as string | null,
  stage: null as string | null,
  description: '',
  permission: 'EVERYONE' as MatterPermission,
  userIds: [] as string[],
  folders: [] as string[],
};
export type AddCaseValues = typeof initialValues;
export type AddCaseForm = UseFormReturnType<AddCaseValues>;
/** The fields the form shows, so a server message about one of them appears at the field. */
const FIELDS = new Set<string>(Object.keys(initialValues));

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Why a folder name cannot be added to `folders`, or null. */
export function folderProblem(name: string, folders: readonly string[]): string | null {
  if (!name) return 'Enter a folder name.';
  if (folders.some((folder) => sameName(folder, name))) return 'This folder is already in the list.';
  if (folders.length >= MAX_FOLDERS) return `A case can start with at most ${MAX_FOLDERS} folders.`;
  return null;
}

/** The new case as the server takes it; a folder name typed but not yet added with Create Folder is not lost. */
export function caseInput(values: AddCaseValues, pendingFolder: string): CreateMatterInput {
  const pending = pendingFolder.trim();
  const folders = pending && !values.folders.some((folder) => sameName(folder, pending)) ? [...values.folders, pending] : values.folders;
  return {
    name: values.name.trim(),
    number: orNull(values.number),
    clientId: values.clientId,
    court: orNull(values.court),
    practiceArea: values.practiceArea,
    stage: values.stage,
    description: orNull(values.description),
    permission: values.permission,
    userIds: values.permission === 'SPECIFIC_USERS' ? values.userIds : [],
    folders,
  };
}

/**
 * The server's field messages: those about a field of the form go to it (`folders.3` at the folder
 * input, `input.number` at Case Number); the others are joined into one sentence for the whole form.
 */
export function splitFieldProblems(fields: Record<string, string>): { errors: Record<string, string>; others: string | null } {
  const byField = Object.entries(fields).map(([path, message]) => [path.replace(/^input\./, '').split('.')[0]!, message] as const);
  const others = byField.filter(([field]) => !FIELDS.has(field));
  return {
    errors: Object.fromEntries(byField.filter(([field]) => FIELDS.has(field))),
    others: others.length ? others.map(([, message]) => message).join(' ') : null,
  };
}

/**
 * Add New Case: the form, the lists and staff it offers, the document folders to create (Enter or
 * Create Folder adds the typed name) and saving, which opens the new case. Leaving with something
 * typed and not saved asks first (`leaveDialog`).
 */
export function useAddCaseForm() {
  const navigate = useNavigate();
  const lists = useOptionLists(['PRACTICE_AREAS', 'MATTER_STAGES']);
  const staff = useStaffOptions();
  const [createMatter, { loading: saving }] = useMutation(CreateMatterDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const [folderName, setFolderName] = useState('');
  const [folderError, setFolderError] = useState<string | null>(null);

  const form = useForm<AddCaseValues>({
    initialValues,
    validate: {
      ...lengthRules('CreateMatterInput', ['number', 'court', 'description']),
      name: (value) => (value.trim() ? lengthProblem('CreateMatterInput', 'name')(value) : 'Enter the case name.'),
    },
  });

  const guard = useUnsavedChangesGuard(form.isDirty() || folderName.trim() !== '');

  const addFolder = () => {
    const name = folderName.trim();
    const problem = folderProblem(name, form.getValues().folders);
    if (problem) setFolderError(problem);
    else {
      form.insertListItem('folders', name);
      setFolderName('');
      setFolderError(null);
    }
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await createMatter({
        variables: { input: caseInput(values, folderName) },
        // Every case list shows the new case the next time it is opened.
        update: (cache) => {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'matters' });
          cache.gc();
        },
      });
      if (!data) return;
      notifications.show({ color: 'navy', message: `${data.createMatter.name} (${data.createMatter.number}) was created.` });
      guard.allowLeaving();
      navigate(caseDetailPath(data.createMatter.id, '/cases'));
    } catch (error) {
      const problem = serverProblem(error, "The case couldn't be saved. Check your connection and try again.");
      if (!problem.fields) {
        setFormError(problem.message);
        return;
      }
      const { errors, others } = splitFieldProblems(problem.fields);
      form.setErrors(errors);
      if (others) setFormError(others);
    }
  });

  return {
    form,
    lists,
    staff,
    formError,
    saving,
    submit,
    leaveDialog: guard.dialog,
    folders: {
      name: folderName,
      error: folderError ?? form.errors.folders,
      type: (name: string) => {
        setFolderName(name);
        setFolderError(null);
      },
      /** Adds the typed name, or says why it cannot be added. */
      add: addFolder,
      remove: (index: number) => form.removeListItem('folders', index),
    },
  };
}

export type AddCaseFolders = ReturnType<typeof useAddCaseForm>['folders'];
