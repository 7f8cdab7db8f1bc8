/**
 * Reads the text of one pdf or docx, in a worker thread of its own: the parent gives it a heap
 * limit and terminates it at the time limit, so a hostile file costs at most that much memory and
 * time, and the work really stops. It answers `{ text }` or `{ problem }` once, then exits.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

export interface TextJob {
  kind: 'pdf' | 'docx';
  data: Uint8Array;
  maxChars: number;
  /** What a docx's parts may inflate to, in all (see document.text.ts). */
  maxInflatedBytes: number;
}

export type TextAnswer = { text: string } | { problem: string };

async function pdfText(data: Uint8Array, maxChars: number): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages && length < maxChars; number += 1) {
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

function openZip(data: Uint8Array): Promise<Map<string, yauzl.Entry> & { zip: yauzl.ZipFile }> {
  return new Promise((resolve, reject) => {
    // validateEntrySizes: an entry that inflates past the size it declares is an error, not more data.
    yauzl.fromBuffer(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { lazyEntries: false, validateEntrySizes: true }, (error, zip) => {
      if (error) return reject(new Error(`Not a readable zip: ${error.message}`));
      const entries = Object.assign(new Map<string, yauzl.Entry>(), { zip });
      zip.on('entry', (entry: yauzl.Entry) => entries.set(entry.fileName, entry));
      zip.once('error', (cause: Error) => reject(new Error(`Not a readable zip: ${cause.message}`)));
      zip.once('end', () => resolve(entries));
    });
  });
}

/**
 * The parts of a docx as mammoth reads them, inflated only through yauzl and only up to
 * `maxInflatedBytes` in all: a part that declares more than what is left is refused before it is
 * inflated, and one that inflates past what it declared fails as it does (a zip bomb either way).
 * Media are never read for raw text, so a document's pictures do not count.
 */
async function boundedDocx(data: Uint8Array, maxInflatedBytes: number) {
  const entries = await openZip(data);
  let left = maxInflatedBytes;
  const inflate = (entry: yauzl.Entry) =>
    new Promise<Buffer>((resolve, reject) => {
      if (entry.uncompressedSize > left) {
        return reject(new Error(`Its parts inflate to more than ${maxInflatedBytes / 1024 / 1024} MB (${entry.fileName} alone declares ${entry.uncompressedSize} bytes)`));
      }
      left -= entry.uncompressedSize;
      entries.zip.openReadStream(entry, (error, stream: Readable) => {
        if (error) return reject(new Error(`${entry.fileName}: ${error.message}`));
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.once('error', (cause: Error) => reject(new Error(`${entry.fileName}: ${cause.message}`)));
        stream.once('end', () => resolve(Buffer.concat(chunks)));
      });
    });
  return {
    exists: (name: string) => entries.has(name),
    async read(name: string, encoding?: string): Promise<Uint8Array | string> {
      const entry = entries.get(name);
      if (!entry) throw new Error(`The part ${name} is missing`);
      const bytes = await inflate(entry);
      if (encoding === 'base64') return bytes.toString('base64');
      return encoding ? new TextDecoder(encoding).decode(bytes) : new Uint8Array(bytes);
    },
    write() {
      throw new Error('Read only');
    },
    toArrayBuffer() {
      throw new Error('Read only');
    },
  };
}

async function docxText(data: Uint8Array, maxInflatedBytes: number): Promise<string> {
  const mammoth = await import('mammoth');
  // mammoth opens `{ file }` (an object with exists/read, as its own zip wrapper has) as it is
  // (lib/unzip.js); its typings list only path/buffer/arrayBuffer, which would inflate with JSZip, unbounded.
  const input = { file: await boundedDocx(data, maxInflatedBytes) } as unknown as Parameters<typeof mammoth.extractRawText>[0];
  const result = await mammoth.extractRawText(input);
  return result.value;
}

async function run(job: TextJob): Promise<TextAnswer> {
  try {
    const text = job.kind === 'pdf' ? await pdfText(job.data, job.maxChars) : await docxText(job.data, job.maxInflatedBytes);
    // Sent back by copy: no more than could be kept (the parent folds blanks, then cuts at maxChars).
    return { text: text.slice(0, job.maxChars * 2) };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

if (parentPort) {
  const port = parentPort;
  void run(workerData as TextJob).then((answer) => port.postMessage(answer));
}
