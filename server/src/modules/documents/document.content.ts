import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../../graphql/errors';

/** The kinds of file the firm may store (spec 5: pdf, doc, docx, txt, jpg, png). */
export type DocumentKind = 'pdf' | 'doc' | 'docx' | 'txt' | 'jpg' | 'png';

export const CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export const KIND_OF_CONTENT_TYPE = new Map(Object.entries(CONTENT_TYPES).map(([kind, type]) => [type, kind as DocumentKind]));

export const UNSUPPORTED_TYPE = 'Only PDF, Word (doc, docx), text, JPG and PNG files can be uploaded.';

/** "50 MB", "512 KB", "900 bytes": the cap as people read it. */
export function formatBytes(size: number): string {
  const mb = size / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  const kb = size / 1024;
  if (kb >= 1) return `${Number.isInteger(kb) ? kb : kb.toFixed(1)} KB`;
  return `${size} bytes`;
}

/**
 * A file refused for its size or type: BAD_USER_INPUT on the `file` field for GraphQL callers,
 * and the HTTP status the upload endpoint answers with.
 */
export class FileRejected extends AppError {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super('BAD_USER_INPUT', message, { fields: [{ field: 'file', messages: [message] }] });
  }
}

export const tooLarge = (maxBytes: number) => new FileRejected(413, `The file is larger than the ${formatBytes(maxBytes)} limit.`);

/** Enough of the start of a file for file-type to name it (a docx names its parts early). */
const HEAD_BYTES = 64 * 1024;

/** Names that must appear inside the container: a Word 97 stream in an OLE file, the body of a docx. */
const MARKERS = {
  doc: Buffer.from('WordDocument', 'utf16le'),
  docx: Buffer.from('word/document.xml', 'latin1'),
} as const;
const LONGEST_MARKER = Math.max(...Object.values(MARKERS).map((m) => m.length));

/** Bytes that never occur in a text file (NUL and the C0 controls but tab, line feed, form feed, carriage return, escape). */
const isBinaryByte = (byte: number) => byte === 0 || (byte < 0x20 && ![0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1a, 0x1b].includes(byte)) || byte === 0x7f;

function looksLikeMarkup(head: Buffer): boolean {
  const start = head.subarray(0, 512).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return /^<(!doctype\s+html|html|head|body|script|svg|\?xml)/.test(start);
}

/** What the first bytes say the file is, or null when it is none of the allowed kinds. */
async function kindOfHead(head: Buffer, fileName: string, textLike: boolean): Promise<DocumentKind | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(head);
  switch (type?.ext) {
    case 'pdf':
      return 'pdf';
    case 'jpg':
      return 'jpg';
    case 'png':
      return 'png';
    case 'cfb':
      return 'doc';
    case 'docx':
    case 'zip':
      return 'docx';
    case undefined:
      return textLike && /\.txt$/i.test(fileName) && head.length > 0 && !looksLikeMarkup(head) ? 'txt' : null;
    default:
      return null;
  }
}

/**
 * Passes an upload through while counting its bytes (refusing it past `maxBytes`) and checking
 * its content: the first bytes must be a pdf, OLE (doc), zip (docx), jpg or png, or text for a
 * .txt name; a doc must hold a WordDocument stream and a docx a word/document.xml part. A file
 * that fails is refused as soon as that is known, so nothing more of it is stored.
 */
export class ContentInspector extends Transform {
  bytes = 0;
  kind: DocumentKind | null = null;
  private head: Buffer[] = [];
  private headLength = 0;
  private decided = false;
  private textLike = true;
  private readonly found = new Set<keyof typeof MARKERS>();
  private tail = Buffer.alloc(0);

  constructor(
    private readonly fileName: string,
    private readonly maxBytes: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(tooLarge(this.maxBytes));
    if (this.textLike && chunk.some(isBinaryByte)) this.textLike = false;
    this.lookForMarkers(chunk);
    if (!this.decided) {
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength >= HEAD_BYTES) {
        this.decide()
          .then(() => done(null, chunk))
          .catch((error: unknown) => done(error as Error));
        return;
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    (async () => {
      if (this.bytes === 0) throw new FileRejected(400, 'The file is empty.');
      if (!this.decided) await this.decide();
      if (this.kind === 'txt' && !this.textLike) throw new FileRejected(415, UNSUPPORTED_TYPE);
      if ((this.kind === 'doc' || this.kind === 'docx') && !this.found.has(this.kind)) throw new FileRejected(415, UNSUPPORTED_TYPE);
    })().then(
      () => done(),
      (error: unknown) => done(error as Error),
    );
  }

  private async decide(): Promise<void> {
    this.decided = true;
    const head = Buffer.concat(this.head).subarray(0, HEAD_BYTES);
    this.head = [];
    this.kind = await kindOfHead(head, this.fileName, this.textLike);
    if (!this.kind) throw new FileRejected(415, UNSUPPORTED_TYPE);
  }

  private lookForMarkers(chunk: Buffer): void {
    if (this.found.size === Object.keys(MARKERS).length) return;
    // Search across the chunk boundary too.
    const window = Buffer.concat([this.tail, chunk]);
    for (const [kind, marker] of Object.entries(MARKERS) as Array<[keyof typeof MARKERS, Buffer]>) {
      if (!this.found.has(kind) && window.includes(marker)) this.found.add(kind);
    }
    this.tail = window.subarray(Math.max(0, window.length - LONGEST_MARKER + 1));
  }
}
