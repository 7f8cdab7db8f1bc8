import { useCallback, useEffect, useRef, useState } from 'react';
import { tooLargeMessage } from './documentFormat';

/** The form fields sent before the file (POST /api/files). */
export interface UploadFields {
  matterId?: string | null;
  folderId?: string | null;
  title?: string | null;
  receivedDate?: string | null;
  category?: string | null;
}

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

/** What POST /api/files answers: the stored document. */
export interface StoredFile {
  id: string;
  title: string;
  originalName: string;
  matterId: string | null;
}

/** Why a file was not stored: the server's refusal (size, type, access), a dropped connection, or a cancel. */
export class UploadFailure extends Error {
  constructor(
    message: string,
    readonly cancelled = false,
  ) {
    super(message);
  }
}

export interface SentFile {
  /** The stored document, or an UploadFailure. */
  done: Promise<StoredFile>;
  /** Cancels the upload: the server keeps nothing. */
  abort: () => void;
}

/**
 * Sends one file to POST /api/files through XMLHttpRequest, which reports upload progress (fetch
 * does not). Used by the documents screen and by any form that keeps a file as a case document.
 */
export function sendFile(file: File, fields: UploadFields, onProgress?: (loaded: number, total: number) => void): SentFile {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
  form.append('file', file, file.name);
  const request = new XMLHttpRequest();
  const done = new Promise<StoredFile>((resolve, reject) => {
    request.open('POST', '/api/files');
    request.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => {
      if (request.status === 201) {
        try {
          resolve(JSON.parse(request.responseText) as StoredFile);
        } catch {
          reject(new UploadFailure('The server answered in a way this page does not understand. Please reload.'));
        }
        return;
      }
      let message = `The upload failed (${request.status}). Please try again.`;
      try {
        message = (JSON.parse(request.responseText) as { error?: string }).error ?? message;
      } catch {
        // not JSON: keep the general message
      }
      reject(new UploadFailure(message));
    };
    request.onerror = () => reject(new UploadFailure('The upload failed. Check your connection and try again.'));
    request.onabort = () => reject(new UploadFailure('The upload was cancelled.', true));
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}

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
