import { Paper, ScrollArea, Text } from '@mantine/core';
import { FormProblem } from '../../ui/FormProblem';
import type { LetterPreview } from './useLetterPreview';

/** A filled letter as the server made it, line for line (or why it could not be made). */
export function LetterPreviewText({ preview }: { preview: Pick<LetterPreview, 'text' | 'problem'> }) {
  return (
    <>
      <FormProblem problem={preview.problem} />
      {preview.text !== null && (
        <Paper component="section" aria-label="Letter preview" withBorder radius="md" p="md" bg="gray.0">
          <ScrollArea.Autosize mah={360} type="auto">
            <Text component="pre" fz="sm" m={0} style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
              {preview.text || 'The letter is empty.'}
            </Text>
          </ScrollArea.Autosize>
        </Paper>
      )}
    </>
  );
}
