import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import type { AppServices, FirmViewer } from '../../graphql/context';
import { sendCsv, toCsv } from '../../http/csv';
import { requestedMatter } from '../matters/matter.http';
import type { Logger } from '../../logger';
import type { FileStorage } from '../../storage/file-storage';
import type { ImportOutcome } from './email.service';
import { MatterEmailsArgs } from './email.inputs';

/** One .eml (with its attachments) may be this large; a case's mail is imported a few files at a time. */
export const EML_MAX_BYTES = 25 * 1024 * 1024;
/**
 * All the files of one import together (the request's body). Each file goes to the storage as it
 * arrives, so this bounds the disk a request takes for a while, and how long it holds the server.
 */
export const EML_REQUEST_MAX_BYTES = 100 * 1024 * 1024;
const MAX_FILES = 50;
const REQUEST_TOO_LARGE = `An import can carry at most ${EML_REQUEST_MAX_BYTES / 1024 / 1024} MB of email files; send fewer at a time.`;
const SERVER_FAILURE = 'This email could not be filed because of a problem on our side; nothing of it was kept. Please try again.';

/** A file of the request: kept in the storage under `key`, or not, and why. */
type ReceivedFile = { name: string; key: string; problem: null } | { name: string; key: null; problem: string };

class Refused {
  constructor(
    readonly status: 400 | 413,
    readonly error: string,
  ) {}
}

/**
 * Streams each file of the multipart body into the storage as it arrives (never held in memory),
 * under a key of `newKey`, adding to `kept` each key that was written (the caller removes them):
 * each .eml up to EML_MAX_BYTES (a larger one gets its own problem), the whole body up to
 * EML_REQUEST_MAX_BYTES, declared or counted (past it, Refused 413).
 */
function receiveFiles(req: Request, storage: FileStorage, newKey: () => string, kept: string[]): Promise<ReceivedFile[] | Refused> {
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
      // Once no file is being written, what was kept can go.
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
        files.push(Promise.resolve({ name, key: null, problem: 'Only .eml files can be imported here.' }));
        return;
      }
      const key = newKey();
      let tooLarge = false;
      stream.once('limit', () => (tooLarge = true));
      receiving.add(stream);
      files.push(
        storage
          .putStream(key, stream)
          .then((): ReceivedFile => {
            kept.push(key);
            return tooLarge ? { name, key: null, problem: `An email file can be at most ${EML_MAX_BYTES / 1024 / 1024} MB.` } : { name, key, problem: null };
          })
          .catch((): ReceivedFile => ({ name, key: null, problem: 'The file could not be received.' }))
          .finally(() => receiving.delete(stream)),
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
async function importFile(services: AppServices, storage: FileStorage, logger: Logger, viewer: FirmViewer, matterId: string, file: ReceivedFile): Promise<ImportOutcome> {
  if (file.key === null) return { file: file.name, emailId: null, description: null, problem: file.problem };
  try {
    return await services.emails.importEml(viewer, matterId, file.name, storage.read(file.key));
  } catch (error) {
    logger.error({ err: error, file: file.name, matterId }, 'Email import failed');
    return { file: file.name, emailId: null, description: null, problem: SERVER_FAILURE };
  }
}

/**
 * POST /api/matters/:id/emails (multipart, one or more .eml files): files each email on the case
 * with its attachments as documents; answers what was filed and what was skipped, and why, file by
 * file (201 when at least one was filed, 422 when none was). The files go to the storage as they
 * arrive (the firm's email-imports/) and are imported one at a time from there, then removed.
 */
export function importEmailsHandler(services: AppServices, storage: FileStorage, logger: Logger) {
  return async (req: Request, res: Response) => {
    const { viewer, matter } = await requestedMatter(services.matters, req);
    const kept: string[] = [];
    let answer: ImportOutcome[] | Refused;
    try {
      answer = await receiveAndImport();
    } finally {
      // Removed before the answer: the files were only the way in (their attachments are documents now).
      for (const key of kept) await storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, 'Could not remove an imported email file'));
    }
    if (answer instanceof Refused) {
      logger.warn({ matterId: matter.id, userId: viewer.user.id, status: answer.status, error: answer.error }, 'Email import refused');
      res.setHeader('Connection', 'close');
      res.status(answer.status).json({ error: answer.error });
      return;
    }
    for (const { file, problem } of answer) if (problem) logger.info({ file, problem, matterId: matter.id }, 'Email file not filed');
    res.status(answer.some((o) => o.emailId) ? 201 : 422).json({ outcomes: answer });

    async function receiveAndImport(): Promise<ImportOutcome[] | Refused> {
      if (Number(req.headers['content-length']) > EML_REQUEST_MAX_BYTES) {
        req.resume();
        return new Refused(413, REQUEST_TOO_LARGE);
      }
      const received = await receiveFiles(req, storage, () => `${viewer.firm.id}/email-imports/${randomUUID()}.eml`, kept);
      if (received instanceof Refused) return received;
      if (!received.length) return new Refused(400, 'Choose one or more .eml files.');
      const outcomes: ImportOutcome[] = [];
      for (const file of received) outcomes.push(await importFile(services, storage, logger, viewer, matter.id, file));
      return outcomes;
    }
  };
}

const HEADER = ['Description', 'Category', 'Review', 'Sub-Category', 'Date', 'From', 'Direction', 'To', 'Origin', 'Attachments'];
const BATCH = 100;

/** GET /api/export/matters/:id/emails : a case's emails as CSV (404 when the case is not the viewer's). */
export function matterEmailsExportHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const { viewer, matter } = await requestedMatter(services.matters, req);
    const id = matter.id;
    const zone = services.clock.zoneOf(viewer.firm);
    const rows: Array<Array<string | number | null>> = [];
    for (let page = 1; ; page += 1) {
      const batch = await services.emails.list(viewer, Object.assign(new MatterEmailsArgs(), { matterId: id, page, pageSize: BATCH }));
      for (const e of batch.items) {
        rows.push([
          e.description, e.category, e.reviewed ? 'Reviewed' : 'Not reviewed', e.subCategory, services.clock.minuteOf(e.sentAt, zone), e.fromAddress,
          e.direction === 'INBOUND' ? 'Inbound' : 'Outbound', e.toAddresses, e.origin === 'IMPORTED' ? 'Imported (.eml)' : 'Recorded', e.attachmentCount,
        ]);
      }
      if (batch.items.length < BATCH) break;
    }
    sendCsv(res, `${matter.number}-emails`, toCsv(HEADER, rows), services.clock.today(viewer.firm));
  };
}
