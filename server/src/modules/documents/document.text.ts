import path from 'node:path';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { DocumentKind } from './document.content';
import type { TextAnswer, TextJob } from './document.text.worker';

/** How much text of one document is kept for search (a long deposition's worth). */
export const MAX_TEXT_CHARS = 500_000;
/** Files larger than this are not read for text (they are stored and listed all the same). */
const MAX_SOURCE_BYTES = 60 * 1024 * 1024;
/**
 * What a docx's parts (its XML) may inflate to, in all. A document with 500,000 characters of
 * text (what is kept) has 1 to 5 MB of XML; past this a zip is a bomb, or far longer than what
 * search keeps, and gets no text. Checked before and while inflating, never after.
 */
export const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
/**
 * The heap of the worker reading one file. mammoth builds a tree of the whole XML (some 30 bytes
 * per byte): 12 MB of dense Word XML fits; more is stopped. With the file itself, one reading costs
 * the process about 0.5 GB at worst, and only one runs at a time.
 */
const WORKER_HEAP_MB = 384;
/** Files waiting for their turn; one more is stored without text rather than held up behind them. */
const MAX_WAITING = 32;

/** Marks the matches of a search snippet (ts_headline); removed from stored text so only matches carry them. */
export const HIGHLIGHT_START = '\u27e6';
export const HIGHLIGHT_END = '\u27e7';

/** Compiled beside this file (server/dist); a worker runs JavaScript, not TypeScript. */
const WORKER_FILE = path.join(__dirname, 'document.text.worker.js');

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

/** The whole file in memory of its own, so it can be handed (transferred, not copied) to a worker. */
async function readForWorker(stream: Readable, size: number): Promise<Uint8Array> {
  const data = new Uint8Array(size);
  let length = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    if (length + buffer.length > size) {
      stream.destroy();
      throw new Error('The stored file is larger than its recorded size');
    }
    data.set(buffer, length);
    length += buffer.length;
  }
  return data.subarray(0, length);
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

/**
 * One pdf or docx read in a worker thread with a heap limit, terminated at the time limit (the
 * work stops, unlike a timer raced against it); resolves once the worker is gone.
 */
async function readInWorker(job: TextJob, timeLimitMs: number): Promise<string> {
  const worker = new Worker(WORKER_FILE, {
    workerData: job,
    transferList: [job.data.buffer as ArrayBuffer],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<string>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`Reading its text took over ${timeLimitMs / 1000} s; stopped`)), timeLimitMs);
      worker.once('message', (answer: TextAnswer) => ('text' in answer ? resolve(answer.text) : reject(new Error(answer.problem))));
      worker.once('error', (error: Error & { code?: string }) =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new Error(`Reading its text needed more than ${WORKER_HEAP_MB} MB; stopped`) : error),
      );
      worker.once('exit', (code) => reject(new Error(`The text reader exited (code ${code}) without an answer`)));
    });
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}

/**
 * Reads documents' text for search, one file at a time per process: each holds a whole file in
 * memory and a worker's heap, so concurrent uploads queue here instead of adding up.
 */
export class TextExtractor {
  private busy = false;
  private readonly waiting: Array<() => void> = [];

  /** @param timeLimitMs how long one file may take (TEXT_EXTRACTION_TIMEOUT_MS); then its worker is stopped. */
  constructor(private readonly timeLimitMs: number) {}

  /**
   * The text of a pdf, docx or txt file, or null (other kinds, too large, unreadable, too slow,
   * a zip bomb). Never throws: a file whose text cannot be read is still a stored document, and
   * `onError` hears why.
   */
  async extract(kind: DocumentKind, size: number, open: () => Readable, onError: (error: unknown) => void): Promise<string | null> {
    if (kind !== 'pdf' && kind !== 'docx' && kind !== 'txt') return null;
    if (size > MAX_SOURCE_BYTES) return null;
    try {
      // A txt needs only its first characters (a few MB at most, no parsing): it does not queue.
      const text =
        kind === 'txt'
          ? decodeText(await readAll(open(), MAX_TEXT_CHARS * 4))
          : await this.inTurn(async () =>
              readInWorker({ kind, data: await readForWorker(open(), size), maxChars: MAX_TEXT_CHARS, maxInflatedBytes: MAX_INFLATED_BYTES }, this.timeLimitMs),
            );
      const cleaned = cleanText(text);
      return cleaned === '' ? null : cleaned;
    } catch (error) {
      onError(error);
      return null;
    }
  }

  /** Runs `work` when no other file is being read (first come, first served). */
  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy) {
      if (this.waiting.length >= MAX_WAITING) throw new Error(`${MAX_WAITING} files are already waiting for their text to be read`);
      // The one finishing hands its turn over (busy stays true).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.busy = true;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    }
  }
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
