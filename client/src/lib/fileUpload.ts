/** Files are stored through POST /api/files: what it accepts, and how a file is sent to it. */

/** What the server accepts (spec 5), for the file pickers; the server checks the content again. */
export const ACCEPTED_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

export const UNSUPPORTED_TYPE = 'Only PDF, Word (doc, docx), text, JPG and PNG files can be uploaded.';

/** "50 MB", "512 KB", "900 bytes", written as the server writes its limit. */
export function formatBytes(size: number): string {
  const mb = size / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  const kb = size / 1024;
  if (kb >= 1) return `${Number.isInteger(kb) ? kb : kb.toFixed(1)} KB`;
  return `${size} bytes`;
}

export const tooLargeMessage = (maxBytes: number) => `The file is larger than the ${formatBytes(maxBytes)} limit.`;

/** The form fields sent before the file (POST /api/files). */
export interface UploadFields {
  matterId?: string | null;
  folderId?: string | null;
  title?: string | null;
  receivedDate?: string | null;
  category?: string | null;
}

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
