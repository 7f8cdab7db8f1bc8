import { Anchor, FileInput, Grid, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconFileTypeDocx } from '@tabler/icons-react';
import { useRef } from 'react';
import type { DocumentTemplateFieldsFragment } from '../../gql/graphql';
import { RecordDialog } from '../../ui/RecordDialog';
import { MergeFieldList } from './MergeFieldList';
import { TemplatePreview } from './TemplatePreview';
import { DOCX_TYPE, TEMPLATE_KIND_LABELS, type TemplateKind } from './templateText';
import { useTemplateForm, type TemplateForm } from './useTemplateForm';
import { maxLengthOf } from '../../ui/limits';

const KINDS = (['TEXT', 'WORD'] as const).map((value) => ({ value, label: value === 'WORD' ? 'Word (.docx)' : TEMPLATE_KIND_LABELS[value] }));

/** Add / edit a letter template: its name, its text with the merge fields beside it (or a Word file), and a preview for a case. */
export function TemplateDialog({ template, onClose }: { template: DocumentTemplateFieldsFragment | null; onClose: () => void }) {
  const editor = useTemplateForm({ template, onClose });
  const { form } = editor;
  const kind = form.values.kind;
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  /** Until the text is first focused, a field goes at its end. */
  const bodyFocused = useRef(false);
  const insertField = (key: string) => editor.insertField(key, bodyRef.current, bodyFocused.current);
  return (
    <RecordDialog title={template ? 'Edit Template' : 'Add Template'} onClose={onClose} onSubmit={editor.save} problem={editor.problem} saving={editor.saving} dirty={form.isDirty()} size={1040}>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <TextInput label="Name" withAsterisk maxLength={maxLengthOf('DocumentTemplateFields', 'name')} {...form.getInputProps('name')} />
            <Stack gap={4}>
              <Text fz="sm" fw={500} id="template-kind">
                Kind
              </Text>
              <SegmentedControl aria-labelledby="template-kind" data={KINDS} value={kind} onChange={(value) => form.setFieldValue('kind', value as TemplateKind)} />
            </Stack>
            {kind === 'TEXT' ? (
              <div
                onFocusCapture={() => {
                  bodyFocused.current = true;
                }}
              >
                <Textarea ref={bodyRef} label="Text" withAsterisk autosize minRows={14} maxRows={26} maxLength={maxLengthOf('DocumentTemplateFields', 'body')} {...form.getInputProps('body')} />
              </div>
            ) : (
              <WordFileField editor={editor} template={template} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <MergeFieldList onInsert={kind === 'TEXT' ? insertField : undefined} />
        </Grid.Col>
      </Grid>
      <TemplatePreview source={editor.previewSource} />
    </RecordDialog>
  );
}

/** The Word template: a .docx to upload (kept with the firm's documents when saved), or the one the template has. */
function WordFileField({ editor, template }: { editor: TemplateForm; template: DocumentTemplateFieldsFragment | null }) {
  const { form } = editor;
  const current = template?.document && form.values.documentId === template.document.id ? template.document : null;
  return (
    <Stack gap={4}>
      <FileInput
        label="Word file"
        withAsterisk={!current}
        placeholder={current ? 'Choose a .docx file to replace it' : 'Choose a .docx file'}
        accept={`.docx,${DOCX_TYPE}`}
        clearable
        leftSection={<IconFileTypeDocx size={18} />}
        description="A Word document with merge fields in braces, like {client.name}; it is kept with the firm's documents."
        value={form.values.file}
        onChange={(file) => {
          form.setFieldValue('file', file);
          form.clearFieldError('documentId');
        }}
        error={form.errors.documentId}
      />
      {current && !form.values.file && (
        <Text fz="xs">
          Now:{' '}
          <Anchor href={current.downloadUrl} target="_blank" rel="noopener" fz="xs">
            {current.title}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
