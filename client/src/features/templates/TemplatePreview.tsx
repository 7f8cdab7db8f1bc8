import { Button, Group, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { MatterSelect } from '../cases/MatterSelect';
import { LetterPreviewText } from './LetterPreviewText';
import { useLetterPreview, type PreviewSource } from './useLetterPreview';

/** The template filled for a case the user chooses: the text being written, or the saved Word template. */
export function TemplatePreview({ source }: { source: PreviewSource }) {
  const [matterId, setMatterId] = useState<string | null>(null);
  const preview = useLetterPreview();
  const unavailable = 'unavailable' in source ? source.unavailable : null;
  const run = () => {
    if (unavailable) preview.refuse(unavailable);
    else if (!matterId) preview.refuse('Choose a case to fill the letter with.');
    else void preview.show({ matterId, ...source });
  };
  return (
    <Stack gap="xs">
      <Text fz="sm" fw={500}>
        Preview
      </Text>
      <Group align="flex-end" gap="sm">
        <MatterSelect label="Case to fill it with" value={matterId} onChange={(id) => setMatterId(id)} w={340} />
        <Button variant="default" leftSection={<IconEye size={16} />} loading={preview.loading} onClick={run}>
          Preview
        </Button>
      </Group>
      <LetterPreviewText preview={preview} />
    </Stack>
  );
}
