import { Box, Button, Center, Group, Image, Loader, Modal, ScrollArea, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { DocumentCardFieldsFragment } from '../../gql/graphql';
import { kindOf } from './documentFormat';
import { PdfPreview } from './PdfPreview';

function TextPreview({ url }: { url: string }) {
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((body) => live && setText(body))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [url]);
  if (failed) return <Text c="red">The file couldn't be loaded.</Text>;
  if (text === null) return <Center mih={200}><Loader size="sm" /></Center>;
  return (
    <ScrollArea h="70vh">
      <pre style={{ whiteSpace: 'pre-wrap', margin: 0, fontSize: 13 }}>{text}</pre>
    </ScrollArea>
  );
}

/**
 * Shows a pdf (drawn by pdf.js), an image or a text file in the page; Download is always there. The
 * preview is a region named for the file ("Preview of report.pdf"), for screen readers.
 */
export function PreviewModal({ document, onClose }: { document: DocumentCardFieldsFragment; onClose: () => void }) {
  const kind = kindOf(document.contentType);
  const url = document.previewUrl;
  return (
    <Modal opened onClose={onClose} title={document.title} size="xl" centered>
      <Box role="region" aria-label={`Preview of ${document.originalName || document.title}`}>
        {!url ? (
          <Text c="dimmed">Word files can't be shown here; download the file to open it.</Text>
        ) : kind === 'pdf' ? (
          <PdfPreview url={url} title={document.title} />
        ) : kind === 'image' ? (
          <Center>
            <Image src={url} alt={document.title} mah="70vh" fit="contain" />
          </Center>
        ) : (
          <TextPreview url={url} />
        )}
      </Box>
      <Group justify="flex-end" mt="md">
        <Button component="a" href={document.downloadUrl} download leftSection={<IconDownload size={16} />} variant="default">
          Download
        </Button>
      </Group>
    </Modal>
  );
}
