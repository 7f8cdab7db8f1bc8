import { Pill } from '@mantine/core';

export type ChatDocument = { id: string; title: string };
export type Chip = { document: ChatDocument; note: string; onRemove: () => void };

/** The documents of a chat above its input ("Police report.pdf ×"), each with × to take it off. */
export function AttachmentChips({ chips }: { chips: readonly Chip[] }) {
  if (chips.length === 0) return null;
  return (
    <Pill.Group role="group" aria-label="Attached documents">
      {chips.map(({ document, note, onRemove }) => (
        <Pill
          key={document.id}
          size="md"
          withRemoveButton
          onRemove={onRemove}
          title={note}
          // Mantine keeps the × from the keyboard and screen readers (it was made for tag inputs): here it is the only way to remove.
          removeButtonProps={{ tabIndex: 0, 'aria-hidden': false, 'aria-label': `Remove ${document.title}` }}
        >
          {document.title}
        </Pill>
      ))}
    </Pill.Group>
  );
}
