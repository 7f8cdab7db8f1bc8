import { useCallback, useEffect, useRef, useState } from 'react';
import { sendFile, tooLargeMessage, type SentFile, type UploadFailure, type UploadFields } from '../../lib/fileUpload';

export interface Upload {
  id: string;
  name: string;
  /** Bytes sent so far and in all (the browser's count, headers included). */
  loaded: number;
  total: number;
  status: 'uploading' | 'done' | 'failed' | 'cancelled';
  error: string | null;
}

/** How long a finished upload stays in the list. */
const DONE_SHOWN_MS = 4000;

let counter = 0;

/**
 * Uploads files one request each through XMLHttpRequest, which reports upload progress (fetch
 * does not). Each can be cancelled (the request is aborted: the server keeps nothing); the
 * server's refusal (size, type) is kept on the file's row.
 */
export function useUploads({ maxBytes, onUploaded }: { maxBytes: number | null; onUploaded: () => void }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const requests = useRef(new Map<string, SentFile>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  const update = useCallback((id: string, changes: Partial<Upload>) => {
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...changes } : upload)));
  }, []);
  const dismiss = useCallback((id: string) => setUploads((list) => list.filter((upload) => upload.id !== id)), []);
  const dismissLater = useCallback(
    (id: string, ms: number) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, ms);
      timers.current.add(timer);
    },
    [dismiss],
  );

  useEffect(() => {
    const open = requests.current;
    const pending = timers.current;
    return () => {
      for (const request of open.values()) request.abort();
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const start = useCallback(
    (file: File, fields: UploadFields) => {
      counter += 1;
      const id = `upload-${counter}`;
      const upload: Upload = { id, name: fields.title?.trim() || file.name, loaded: 0, total: file.size, status: 'uploading', error: null };
      if (maxBytes !== null && file.size > maxBytes) {
        setUploads((list) => [...list, { ...upload, status: 'failed', error: tooLargeMessage(maxBytes) }]);
        return;
      }
      setUploads((list) => [...list, upload]);
      const sending = sendFile(file, fields, (loaded, total) => update(id, { loaded, total }));
      requests.current.set(id, sending);
      sending.done
        .then(() => {
          update(id, { status: 'done', loaded: 1, total: 1 });
          uploaded.current();
          dismissLater(id, DONE_SHOWN_MS);
        })
        .catch((failure: UploadFailure) => {
          if (failure.cancelled) {
            update(id, { status: 'cancelled', error: null });
            dismissLater(id, DONE_SHOWN_MS);
          } else update(id, { status: 'failed', error: failure.message });
        })
        .finally(() => requests.current.delete(id));
    },
    [maxBytes, update, dismissLater],
  );

  const cancel = useCallback((id: string) => requests.current.get(id)?.abort(), []);

  /** A file refused before sending (by the picker: its type). */
  const refuse = useCallback((name: string, error: string) => {
    counter += 1;
    setUploads((list) => [...list, { id: `upload-${counter}`, name, loaded: 0, total: 0, status: 'failed', error }]);
  }, []);

  return { uploads, start, cancel, dismiss, refuse };
}
