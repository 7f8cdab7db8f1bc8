import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CreateDocumentTemplateDocument, DocumentUploadLimitDocument, UpdateDocumentTemplateDocument, type DocumentTemplateFieldsFragment } from '../../gql/graphql';
import { sendFile, tooLargeMessage, UploadFailure } from '../../lib/fileUpload';
import { FieldProblem, useFormSave } from '../../ui/useFormSave';
import { insertAt, isDocx, mergeToken, templateKind, type TemplateKind } from './templateText';
import type { PreviewSource } from './useLetterPreview';
import { lengthProblem } from '../../ui/limits';

type Template = DocumentTemplateFieldsFragment;

export type TemplateValues = {
  name: string;
  kind: TemplateKind;
  body: string;
  /** A Word file chosen to upload (in place of the template's own). */
  file: File | null;
  /** The template's Word file as saved; the server's messages about the Word file show here. */
  documentId: string | null;
};

export function templateValues(template: Template | null): TemplateValues {
  return { name: template?.name ?? '', kind: template ? templateKind(template) : 'TEXT', body: template?.body ?? '', file: null, documentId: template?.document?.id ?? null };
}

/** What the preview fills: the text being written, or the saved Word template; nothing yet for a Word file not saved. */
export function previewSourceOf(values: TemplateValues, template: Template | null): PreviewSource {
  if (values.kind === 'TEXT') return values.body.trim() ? { body: values.body } : { unavailable: 'Write the text to preview it.' };
  const saved = template && templateKind(template) === 'WORD' && !values.file && values.documentId === (template.document?.id ?? null) && values.documentId;
  return saved ? { templateId: template.id } : { unavailable: 'Save the template to preview its Word file.' };
}

const refetch = { refetchQueries: ['DocumentTemplates', 'DemandPackageTemplates'], awaitRefetchQueries: true };

/**
 * Add / edit a letter template: its name and either its text (merge fields inserted at the cursor)
 * or a Word file, uploaded through POST /api/files as a document of the firm when saving (once,
 * even when saving is tried again). The server's messages (name, text, Word file) show at once.
 */
export function useTemplateForm({ template, onClose }: { template: Template | null; onClose: () => void }) {
  const maxBytes = useQuery(DocumentUploadLimitDocument).data?.documentUploadLimit ?? null;
  const [createTemplate] = useMutation(CreateDocumentTemplateDocument, refetch);
  const [updateTemplate] = useMutation(UpdateDocumentTemplateDocument, refetch);
  const [stored, setStored] = useState<{ file: File; id: string } | null>(null);

  const form = useForm<TemplateValues>({
    initialValues: templateValues(template),
    validate: {
      name: (value) => (value.trim() ? lengthProblem('DocumentTemplateFields', 'name')(value.trim()) : 'Name the template.'),
      body: (value, values) =>
        values.kind !== 'TEXT' ? null : !value.trim() ? 'Write the text of the letter.' : lengthProblem('DocumentTemplateFields', 'body')(value),
      documentId: (value, values) =>
        values.kind !== 'WORD' ? null : values.file ? (isDocx(values.file) ? null : 'Choose a Word document (.docx).') : value ? null : 'Choose the Word (.docx) file.',
    },
  });

  const wordDocumentId = async (values: TemplateValues): Promise<string | null> => {
    const file = values.file;
    if (!file) return values.documentId;
    if (stored?.file === file) return stored.id;
    if (maxBytes !== null && file.size > maxBytes) throw new FieldProblem('documentId', tooLargeMessage(maxBytes));
    try {
      const document = await sendFile(file, { title: file.name }).done;
      setStored({ file, id: document.id });
      return document.id;
    } catch (failure) {
      throw new FieldProblem('documentId', failure instanceof UploadFailure ? failure.message : 'The file could not be uploaded. Please try again.');
    }
  };

  const { problem, saving, submit } = useFormSave(form, {
    fallback: "The template couldn't be saved. Check your connection and try again.",
    onSaved: () => {
      notifications.show({ color: 'navy', message: `The template "${form.getValues().name.trim()}" was saved.` });
      onClose();
    },
  });
  const save = submit(async (values) => {
    const fields =
      values.kind === 'TEXT' ? { name: values.name.trim(), body: values.body, documentId: null } : { name: values.name.trim(), body: null, documentId: await wordDocumentId(values) };
    if (template) await updateTemplate({ variables: { input: { id: template.id, version: template.version, ...fields } } });
    else await createTemplate({ variables: { input: fields } });
  });

  /**
   * Puts `{key}` in the text where the cursor is in `textarea` (at the end when not `atCursor`: the
   * text was never focused), and the cursor after it.
   */
  const insertField = (key: string, textarea: HTMLTextAreaElement | null, atCursor: boolean) => {
    const body = form.getValues().body;
    const [start, end] = textarea && atCursor ? [textarea.selectionStart, textarea.selectionEnd] : [body.length, body.length];
    const { text, caret } = insertAt(body, start, end, mergeToken(key));
    form.setFieldValue('body', text);
    requestAnimationFrame(() => {
      textarea?.focus();
      textarea?.setSelectionRange(caret, caret);
    });
  };

  return {
    form,
    problem,
    saving,
    save,
    insertField,
    previewSource: previewSourceOf(form.values, template),
  };
}

export type TemplateForm = ReturnType<typeof useTemplateForm>;
