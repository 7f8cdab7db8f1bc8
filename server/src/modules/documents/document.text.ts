import type { Readable } from 'node:stream';
import type { DocumentKind } from './document.content';

/** How much text of one document is kept for search (a long deposition's worth). */
export const MAX_TEXT_CHARS = 500_000;
/** Files larger than this are not read for text (they are stored and listed all the same). */
const MAX_SOURCE_BYTES = 60 * 1024 * 1024;
const TIME_LIMIT_MS = 30_000;
/** Extractions running at once in this process: each holds a whole file in memory. */
const CONCURRENCY = 2;

/** Marks the matches of a search snippet (ts_headline); removed from stored text so only matches carry them. */
export const HIGHLIGHT_START = '\u27e6';
export const HIGHLIGHT_END = '\u27e7';

let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    chunks.push(buffer);
    length += buffer.length;
    if (length >= limit) {
      stream.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, limit);
}

function decodeText(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    // Not UTF-8 (or cut inside a character): older Windows text files are Latin-1 / cp1252.
    const lenient = new TextDecoder('utf-8').decode(buffer);
    return lenient.includes('\ufffd') ? buffer.toString('latin1') : lenient;
  }
}

async function pdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages && length < MAX_TEXT_CHARS; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    return pages.join('\n');
  } finally {
    await pdf.destroy();
  }
}

async function docxText(data: Buffer): Promise<string> {
  const mammoth = await import('mammoth');
  const result = await mammoth.extractRawText({ buffer: data });
  return result.value;
}

/** Text fit to store: no NUL or control characters, no highlight marks, runs of blanks folded, capped. */
export function cleanText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f\u27e6\u27e7]/g, ' ')
      .replace(/[ \t\f\r]+/g, ' ')
      .replace(/\n\s*\n+/g, '\n\n')
      .trim()
      .slice(0, MAX_TEXT_CHARS)
  );
}

/**
 * The text of a pdf, docx or txt file for search, or null (other kinds, too large, unreadable,
 * too slow). Never throws: a file whose text cannot be read is still a stored document.
 */
export async function extractText(kind: DocumentKind, size: number, open: () => Readable, onError: (error: unknown) => void): Promise<string | null> {
  if (kind !== 'pdf' && kind !== 'docx' && kind !== 'txt') return null;
  if (size > MAX_SOURCE_BYTES) return null;
  let timer: NodeJS.Timeout | undefined;
  try {
    const text = await withSlot(() =>
      Promise.race([
        (async () => {
          // A txt needs only its first characters; the others are parsed whole.
          const data = await readAll(open(), kind === 'txt' ? MAX_TEXT_CHARS * 4 : size);
          if (kind === 'txt') return decodeText(data);
          return kind === 'pdf' ? pdfText(data) : docxText(data);
        })(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Text extraction took over ${TIME_LIMIT_MS / 1000} s`)), TIME_LIMIT_MS);
        }),
      ]),
    );
    const cleaned = cleanText(text);
    return cleaned === '' ? null : cleaned;
  } catch (error) {
    onError(error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
