import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { DocumentUploadLimitDocument } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { ACCEPTED_TYPES, sendFile, tooLargeMessage, UploadFailure, type SentFile } from '../../lib/fileUpload';
import type { ChatDocument } from './AttachmentChips';

/** The files the assistant reads (the documents screen takes these and images). */
export const CHAT_FILE_TYPES = {
  'application/pdf': ACCEPTED_TYPES['application/pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ACCEPTED_TYPES['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  'text/plain': ACCEPTED_TYPES['text/plain'],
};
export const CHAT_FILE_REFUSED = 'Only PDF, Word (docx) and text files can be attached.';

/**
 * Upload for a chat: a case (the chat's, to start with) and a file, stored as a document of the case
 * the way the documents screen stores one (POST /api/files), then handed to `onUploaded` to attach.
 * Closing the dialog mid-way cancels the upload.
 */
export function useChatUpload({ matterId: initialMatterId, onUploaded }: { matterId: string | null; onUploaded: (document: ChatDocument) => void }) {
  const maxBytes = useQuery(DocumentUploadLimitDocument).data?.documentUploadLimit ?? null;
  const [matterId, setMatterId] = useState(initialMatterId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const sending = useRef<SentFile | null>(null);
  useEffect(() => () => sending.current?.abort(), []);

  const upload = async () => {
    if (!matterId || !file) return setProblem(matterId ? 'Choose a file.' : 'Choose a case.');
    if (maxBytes !== null && file.size > maxBytes) return setProblem(tooLargeMessage(maxBytes));
    setProblem(null);
    setProgress(0);
    const sent = sendFile(file, { matterId, title: file.name, receivedDate: today() }, (loaded, total) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0));
    sending.current = sent;
    try {
      const stored = await sent.done;
      onUploaded({ id: stored.id, title: stored.title });
    } catch (failure) {
      if (!(failure instanceof UploadFailure && failure.cancelled)) setProblem(failure instanceof UploadFailure ? failure.message : 'The file could not be uploaded. Please try again.');
    } finally {
      sending.current = null;
      setProgress(null);
    }
  };

  return {
    matterId,
    setMatterId,
    file,
    choose: (chosen: File) => {
      setFile(chosen);
      setProblem(null);
    },
    refuse: () => setProblem(CHAT_FILE_REFUSED),
    problem,
    progress,
    uploading: progress !== null,
    dirty: file !== null || matterId !== initialMatterId,
    upload,
  };
}
