import { Center, Group, Loader, Pagination, ScrollArea, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { usePdfPreview } from './usePdfPreview';

/** A PDF drawn by the page itself (pdf.js), one page at a time: nothing of the PDF runs. */
export function PdfPreview({ url, title }: { url: string; title: string }) {
  const [page, setPage] = useState(1);
  const { ref, width } = useElementSize();
  const { canvasRef, state } = usePdfPreview(url, page, width);
  return (
    <div>
      <ScrollArea h="70vh" ref={ref}>
        {state.status === 'failed' ? (
          <Text c="red">The file couldn't be shown; download it to open it.</Text>
        ) : (
          <>
            {state.status === 'loading' && (
              <Center mih={200}>
                <Loader size="sm" aria-label="Loading the preview" />
              </Center>
            )}
            <canvas
              ref={canvasRef}
              role="img"
              aria-label={state.status === 'ready' ? `Page ${page} of ${state.pageCount} of ${title}` : undefined}
              style={{ display: state.status === 'ready' ? 'block' : 'none' }}
            />
          </>
        )}
      </ScrollArea>
      {state.status === 'ready' && state.pageCount > 1 && (
        <Group justify="center" mt="sm">
          <Pagination total={state.pageCount} value={page} onChange={setPage} size="sm" aria-label={`Pages of ${title}`} />
        </Group>
      )}
    </div>
  );
}
