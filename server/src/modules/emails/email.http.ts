import { AsyncResource } from 'node:async_hooks';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { sendCsv, toCsv } from '../../http/csv';
import { requestedMatter } from '../../http/params';
import type { Services } from '../../services';
import type { ImportOutcome } from './email.service';
import { MatterEmailsArgs } from './email.inputs';

/** One .eml (with its attachments) may be this large; a case's mail is imported a few files at a time. */
export const EML_MAX_BYTES = 25 * 1024 * 1024;
const MAX_FILES = 50;

/**
 * POST /api/matters/:id/emails (multipart, one or more .eml files): files each email on the case
 * with its attachments as documents; answers what was filed and what was skipped, and why.
 */
export function importEmailsHandler(services: Services) {
  return async (req: Request, res: Response) => {
    const { viewer, matter } = await requestedMatter(services, req);
    const matterId = matter.id;
    let form: busboy.Busboy;
    try {
      form = busboy({ headers: req.headers, limits: { fileSize: EML_MAX_BYTES, files: MAX_FILES } });
    } catch {
      res.status(400).json({ error: 'Send the .eml files as multipart/form-data.' });
      return;
    }
    const reads: Array<Promise<{ name: string; content: Buffer | null; problem: string | null }>> = [];
    form.on('file', (_field, stream, info) => {
      const name = info.filename || 'email.eml';
      reads.push(
        new Promise((resolve) => {
          const chunks: Buffer[] = [];
          let tooBig = false;
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('limit', () => {
            tooBig = true;
          });
          stream.on('end', () =>
            resolve(
              tooBig
                ? { name, content: null, problem: `An email file can be at most ${EML_MAX_BYTES / 1024 / 1024} MB.` }
                : { name, content: Buffer.concat(chunks), problem: null },
            ),
          );
          stream.on('error', () => resolve({ name, content: null, problem: 'The file could not be received.' }));
        }),
      );
    });
    // Bound to this request's context: busboy calls back from the socket's (the database scope is here).
    form.on('close', AsyncResource.bind(() => {
      void (async () => {
        const outcomes: ImportOutcome[] = [];
        for (const read of await Promise.all(reads)) {
          if (!read.content) outcomes.push({ file: read.name, emailId: null, description: null, problem: read.problem });
          else if (!/\.eml$/i.test(read.name)) outcomes.push({ file: read.name, emailId: null, description: null, problem: 'Only .eml files can be imported here.' });
          else outcomes.push(await services.emails.importEml(viewer, matterId, read.name, read.content));
        }
        if (!outcomes.length) {
          res.status(400).json({ error: 'Choose one or more .eml files.' });
          return;
        }
        res.status(outcomes.some((o) => o.emailId) ? 201 : 422).json({ outcomes });
      })().catch((error: unknown) => {
        (req as Request & { log?: { error: (e: unknown) => void } }).log?.error(error);
        if (!res.headersSent) res.status(500).json({ error: 'Something went wrong on our side. Please try again.' });
      });
    }));
    form.on('error', () => {
      if (!res.headersSent) res.status(400).json({ error: 'The upload could not be read.' });
    });
    req.pipe(form);
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
