import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { AddMatterNoteDocument } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { sendFile, UploadFailure } from '../../lib/fileUpload';
import { serverProblem } from '../../ui/serverProblem';
import type { AiSourceLink } from './aiSourcePath';

/** The type of a note saved from a reply, so the case's Notes tab tells it from a note someone wrote. */
export const AI_NOTE_TYPE = 'AI draft';

/** A reply's actions: Copy its text; Save as note or as a document, of the first case among its sources (none: not offered). */
export function useReplyActions(reply: { content: string; sources: readonly AiSourceLink[] }) {
  const [addNote, { loading: saving }] = useMutation(AddMatterNoteDocument);
  const noteCase = reply.sources.find((source) => source.kind === 'CASE') ?? null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reply.content);
      notifications.show({ color: 'green', message: 'Copied.' });
    } catch {
      notifications.show({ color: 'red', message: "The reply couldn't be copied. Select its text and copy it instead." });
    }
  };
  const saveAsNote = async () => {
    if (!noteCase) return;
    try {
      await addNote({ variables: { input: { matterId: noteCase.id, type: AI_NOTE_TYPE, body: reply.content } } });
      notifications.show({ color: 'green', message: `Saved as a note of ${noteCase.label}.` });
    } catch (failure) {
      const problem = serverProblem(failure, "The note couldn't be saved. Check your connection and try again.");
      notifications.show({ color: 'red', message: problem.fields ? Object.values(problem.fields).join(' ') : problem.message });
    }
  };
  // A text file of the case's documents ("AI draft 2026-11-27.txt"), as an upload would store it.
  const [storing, setStoring] = useState(false);
  const saveAsDocument = async () => {
    if (!noteCase) return;
    const day = today();
    const name = `${AI_NOTE_TYPE} ${day}.txt`;
    setStoring(true);
    try {
      await sendFile(new File([reply.content], name, { type: 'text/plain' }), { matterId: noteCase.id, title: name, receivedDate: day }).done;
      notifications.show({ color: 'green', message: `Saved as ${name}, a document of ${noteCase.label}.` });
    } catch (failure) {
      notifications.show({ color: 'red', message: failure instanceof UploadFailure ? failure.message : "The document couldn't be saved. Check your connection and try again." });
    } finally {
      setStoring(false);
    }
  };
  return { copy, noteCase, saveAsNote, saving, saveAsDocument, storing };
}
