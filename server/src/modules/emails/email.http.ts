import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import type { FirmViewer } from '../../graphql/context';
import { sendCsv, toCsv } from '../../http/csv';
import { requestedMatter } from '../../http/params';
import type { Logger } from '../../logger';
import type { Services } from '../../services';
import type { ImportOutcome } from './email.service';
import { MatterEmailsArgs } from './email.inputs';

/** One .eml (with its attachments) may be this large; a case's mail is imported a few files at a time. */
export const EML_MAX_BYTES = 25 * 1024 * 1024;
/**
 * All the files of one import together (the request's body). Each file is written to a temporary
 * file as it arrives, so this bounds the disk a request takes, and how long it holds the server.
 */
export const EML_REQUEST_MAX_BYTES = 100 * 1024 * 1024;
const MAX_FILES = 50;
const REQUEST_TOO_LARGE = `An import can carry at most ${EML_REQUEST_MAX_BYTES / 1024 / 1024} MB of email files; send fewer at a time.`;
const SERVER_FAILURE = 'This email could not be filed because of a problem on our side; nothing of it was kept. Please try again.';

/** A file of the request: written to `path`, or not kept and why. */
type ReceivedFile = { name: string; path: string; problem: null } | { name: string; path: null; problem: string };

class Refused {
  constructor(
    readonly status: 400 | 413,
    readonly error: string,
  ) {}
}

/**
 * Reads the multipart body into `folder`, one file at a time as it arrives (never held in memory):
 * each .eml up to EML_MAX_BYTES (a larger one gets its own problem), the whole body up to
 * EML_REQUEST_MAX_BYTES, declared or counted (past it, Refused 413 and nothing is kept).
 */
function receiveFiles(req: Request, folder: string): Promise<ReceivedFile[] | Refused> {
  return new Promise((resolve) => {
    let form: busboy.Busboy;
    try {
      form = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: EML_MAX_BYTES, files: MAX_FILES } });
    } catch {
      return resolve(new Refused(400, 'Send the .eml files as multipart/form-data.'));
    }
    const receiving = new Set<Readable>();
    const files: Array<Promise<ReceivedFile>> = [];
    let settled = false;
    const refuse = (refused: Refused) => {
      if (settled) return;
      settled = true;
      req.unpipe(form);
      // Read and drop whatever the client still sends, so it can read the answer.
      req.resume();
      for (const stream of receiving) stream.destroy();
      // Once no file is being written, the folder can go.
      void Promise.allSettled(files).then(() => resolve(refused));
    };
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > EML_REQUEST_MAX_BYTES) refuse(new Refused(413, REQUEST_TOO_LARGE));
    });
    req.on('close', () => {
      if (!req.complete) refuse(new Refused(400, 'The upload was interrupted.'));
    });
    form.on('file', (_field, stream, info) => {
      const name = info.filename || 'email.eml';
      if (settled) {
        stream.resume();
        return;
      }
      if (!/\.eml$/i.test(name)) {
        stream.resume();
        files.push(Promise.resolve({ name, path: null, problem: 'Only .eml files can be imported here.' }));
        return;
      }
      const file = path.join(folder, `${files.length}.eml`);
      let tooLarge = false;
      stream.once('limit', () => (tooLarge = true));
      receiving.add(stream);
      files.push(
        pipeline(stream, createWriteStream(file, { mode: 0o600, flags: 'wx' })).then(
          (): ReceivedFile => (tooLarge ? { name, path: null, problem: `An email file can be at most ${EML_MAX_BYTES / 1024 / 1024} MB.` } : { name, path: file, problem: null }),
          (): ReceivedFile => ({ name, path: null, problem: 'The file could not be received.' }),
        ).finally(() => receiving.delete(stream)),
      );
    });
    form.on('filesLimit', () => refuse(new Refused(400, `Send at most ${MAX_FILES} files at a time.`)));
    form.on('error', () => refuse(new Refused(400, 'The upload could not be read.')));
    form.on('close', () => {
      void Promise.all(files).then((all) => {
        if (settled) return;
        settled = true;
        resolve(all);
      });
    });
    req.pipe(form);
  });
}

/** One received file filed on the case, or why not: never throws, so one file cannot fail the others. */
async function importFile(services: Services, logger: Logger, viewer: FirmViewer, matterId: string, file: ReceivedFile): Promise<ImportOutcome> {
  if (file.path === null) return { file: file.name, emailId: null, description: null, problem: file.problem };
  try {
    return await services.emails.importEml(viewer, matterId, file.name, createReadStream(file.path));
  } catch (error) {
    logger.error({ err: error, file: file.name, matterId }, 'Email import failed');
    return { file: file.name, emailId: null, description: null, problem: SERVER_FAILURE };
  }
}

/**
 * POST /api/matters/:id/emails (multipart, one or more .eml files): files each email on the case
 * with its attachments as documents; answers what was filed and what was skipped, and why, file by
 * file (201 when at least one was filed, 422 when none was). The files are written to a temporary
 * folder as they arrive and imported one at a time from there; the folder goes when it is done.
 */
export function importEmailsHandler(services: Services, logger: Logger) {
  return async (req: Request, res: Response) => {
    const { viewer, matter } = await requestedMatter(services, req);
    const answerRefused = ({ status, error }: Refused) => {
      logger.warn({ matterId: matter.id, userId: viewer.user.id, status, error }, 'Email import refused');
      res.setHeader('Connection', 'close');
      res.status(status).json({ error });
    };
    if (Number(req.headers['content-length']) > EML_REQUEST_MAX_BYTES) {
      req.resume();
      return answerRefused(new Refused(413, REQUEST_TOO_LARGE));
    }
    const folder = await mkdtemp(path.join(tmpdir(), 'matterhorn-eml-'));
    try {
      const received = await receiveFiles(req, folder);
      if (received instanceof Refused) return answerRefused(received);
      if (!received.length) return answerRefused(new Refused(400, 'Choose one or more .eml files.'));
      const outcomes: ImportOutcome[] = [];
      for (const file of received) outcomes.push(await importFile(services, logger, viewer, matter.id, file));
      for (const { file, problem } of outcomes) if (problem) logger.info({ file, problem, matterId: matter.id }, 'Email file not filed');
      res.status(outcomes.some((o) => o.emailId) ? 201 : 422).json({ outcomes });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };
}

const HEADER = ['Description', 'Category', 'Review', 'Sub-Category', 'Date', 'From', 'Direction', 'To', 'Origin', 'Attachments'];
const BATCH = 100;

/** GET /api/export/matters/:id/emails : a case's emails as CSV (404 when the case is not the viewer's). */
export function matterEmailsExportHandler(services: Services) {
  return async (req: Request, res: Response) => {
    const { viewer, matter } = await requestedMatter(services, req);
    const id = matter.id;
    const rows: Array<Array<string | number | null>> = [];
    for (let page = 1; ; page += 1) {
      const batch = await services.emails.list(viewer, Object.assign(new MatterEmailsArgs(), { matterId: id, page, pageSize: BATCH }));
      for (const e of batch.items) {
        rows.push([
          e.description, e.category, e.reviewed ? 'Reviewed' : 'Not reviewed', e.subCategory, e.sentAt.toISOString().slice(0, 16).replace('T', ' '), e.fromAddress,
          e.direction === 'INBOUND' ? 'Inbound' : 'Outbound', e.toAddresses, e.origin === 'IMPORTED' ? 'Imported (.eml)' : 'Recorded', e.attachmentCount,
        ]);
      }
      if (batch.items.length < BATCH) break;
    }
    sendCsv(res, `${matter.number}-emails`, toCsv(HEADER, rows));
  };
}
