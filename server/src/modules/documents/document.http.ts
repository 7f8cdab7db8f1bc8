import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { AppError } from '../../graphql/errors';
import { contentDisposition } from '../../http/download';
import { idParam, pathId, textParam } from '../../http/params';
import type { ViewerRequest } from '../../http/require-viewer';
import { restProblemOf } from '../../http/rest-errors';
import type { Logger } from '../../logger';
import { FileRejected, KIND_OF_CONTENT_TYPE } from './document.content';
import type { Document } from './document.entity';
import type { StoreFileInput } from './document.service';
import type { AppServices } from '../../graphql/context';

/** The form fields of an upload, sent before the file. */
const FIELDS = ['matterId', 'folderId', 'title', 'receivedDate', 'category'] as const;
type Field = (typeof FIELDS)[number];

const PREVIEWABLE = new Set(['pdf', 'jpg', 'png', 'txt']);

/** The JSON of a stored document, as the upload endpoint answers. */
export function documentJson(document: Document) {
  const { id, title, originalName, contentType, size, receivedDate, category, matterId, folderId, createdAt, version } = document;
  return { id, title, originalName, contentType, size, receivedDate, category, matterId, folderId, createdAt, version };
}

/** Browsers write `"` in a multipart file name as %22 (and line breaks as %0A, %0D): undo that. */
function browserFileName(name: string): string {
  return name.replace(/%22/g, '"').replace(/%0[AD]/gi, ' ');
}

function problem(res: Response, status: number, error: string, fields?: unknown) {
  if (res.headersSent) return;
  // The browser may still be sending the rest of a refused file: don't keep the connection for it.
  res.setHeader('Connection', 'close');
  res.status(status).json(fields ? { error, fields } : { error });
}

/** A request body this small is read to its end before a refusal is sent (see refuseAfterBody). */
const DRAIN_BEFORE_REFUSING_BYTES = 1024 * 1024;

/**
 * Answers a refusal once the client has sent its body, when that body is small: answering and
 * closing while the client is still sending makes it see a broken connection (EPIPE, "network
 * error") instead of the message. A large one is not worth reading; the connection closes after
 * the answer. The rest of the body is read and dropped either way.
 */
function refuseAfterBody(req: Request, res: Response, status: number, error: string, fields?: unknown) {
  const declared = Number(req.headers['content-length']);
  if (req.complete || !(declared <= DRAIN_BEFORE_REFUSING_BYTES)) {
    problem(res, status, error, fields);
    req.resume();
    return;
  }
  req.once('end', () => problem(res, status, error, fields));
  req.once('error', () => problem(res, status, error, fields));
  req.resume();
}

/**
 * POST /api/files (multipart/form-data): the fields matterId, folderId, title (File Name),
 * receivedDate and category, then one file. Streamed to storage as it arrives (never held whole),
 * refused past FILE_MAX_BYTES (413) or when its content is not an allowed type (415); a request
 * that ends early (the user cancelled, the connection dropped) leaves no file and no row.
 * Answers 201 with the document. Same-origin only: the session cookie must not be usable from
 * another site's form.
 */
export function uploadDocumentHandler(services: AppServices, isOriginAllowed: (req: IncomingMessage) => boolean, logger: Logger) {
  return (req: Request, res: Response) => {
    const { viewer } = req as ViewerRequest;
    if (!isOriginAllowed(req)) return refuseAfterBody(req, res, 403, 'Uploads are only accepted from this site.');
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fields: 20, fieldSize: 4096, parts: 30 } });
    } catch {
      return refuseAfterBody(req, res, 400, 'Send the file as multipart/form-data.');
    }
    const fields: Partial<Record<Field, string>> = {};
    let file: Readable | null = null;
    let settled = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Read and drop whatever the client still sends, so it can read the answer.
      req.unpipe(parser);
      const { status, body } = restProblemOf(error, logger);
      refuseAfterBody(req, res, status, body.error, body.fields);
    };

    // The client went away before the whole request arrived: abandon the file (nothing is kept).
    req.on('close', () => {
      if (!req.complete && file && !file.destroyed) file.destroy(new Error('The upload was interrupted.'));
      settled ||= !req.complete;
    });

    parser.on('field', (name, value) => {
      if ((FIELDS as readonly string[]).includes(name)) fields[name as Field] = value;
    });
    // Bound to this request's context: busboy calls back from the socket's (the database scope is here).
    parser.on('file', AsyncResource.bind((_name: string, stream: Readable, info: busboy.FileInfo) => {
      file = stream;
      let input: StoreFileInput;
      try {
        input = {
          matterId: idParam(fields.matterId, 'matterId', 'case'),
          folderId: idParam(fields.folderId, 'folderId', 'folder'),
          title: textParam(fields.title, 'title'),
          receivedDate: textParam(fields.receivedDate, 'receivedDate'),
          category: textParam(fields.category, 'category'),
          // Control characters (NUL, line breaks) are taken out of the name by the service.
          fileName: browserFileName(info.filename ?? 'file'),
          contentType: info.mimeType,
          data: stream,
        };
      } catch (error) {
        stream.resume();
        fail(error);
        return;
      }
      services.documents
        .storeFile(viewer, input)
        .then((document) => {
          if (settled) {
            // Stored just as the client left; it still is a complete file, so it stays.
            return;
          }
          settled = true;
          res.status(201).json(documentJson(document));
        })
        .catch(fail);
    }));
    parser.on('filesLimit', () => fail(new FileRejected(400, 'Send one file at a time.')));
    // A body that is not readable multipart (a header line with a NUL, a cut-off part): the client's.
    parser.on('error', () => fail(new FileRejected(400, 'The upload could not be read.')));
    parser.on('close', () => {
      if (!file) fail(new FileRejected(400, 'Choose a file to upload.'));
    });
    req.pipe(parser);
  };
}

/**
 * The policy of every stored file the server sends: a sandboxed document (no script, no plugin, no
 * form, an opaque origin) that loads nothing but itself and is framed by this app only.
 */
const FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

function send(res: Response, document: Document, content: Readable, type: 'attachment' | 'inline') {
  res.setHeader('Content-Type', document.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : document.contentType);
  res.setHeader('Content-Length', String(document.size));
  res.setHeader('Content-Disposition', contentDisposition(type, document.originalName));
  res.setHeader('Content-Security-Policy', FILE_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-cache');
  content.on('error', () => res.destroy()).pipe(res);
}

async function openDocument(services: AppServices, req: Request, res: Response) {
  const { viewer } = req as ViewerRequest;
  try {
    return await services.documents.open(viewer, pathId(req, 'The document'));
  } catch (error) {
    // Not the firm's, not shared with the viewer, or not even an id: all the same to the client.
    if (error instanceof AppError) {
      res.status(404).json({ error: 'The document was not found.' });
      return null;
    }
    throw error;
  }
}

/** GET /api/files/:id: the file, as a download with its name; only to who may open its case. */
export function downloadDocumentHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const opened = await openDocument(services, req, res);
    if (opened) send(res, opened.document, opened.content, 'attachment');
  };
}

/**
 * GET /api/files/:id/preview: a pdf, image or text file for the page to show; Word files are
 * downloaded instead (415 here). The page reads it (fetch, img), never opens it as a document:
 * images and text are sent inline under the sandbox policy, but a PDF always as an attachment,
 * because Chromium's PDF viewer runs a PDF's own JavaScript (OpenAction) even in a document the
 * policy sandboxes, and refuses to run in a sandboxed frame at all. The app draws PDFs itself
 * (pdf.js, without the PDF's scripts); opened directly, a PDF is downloaded, not displayed.
 */
export function previewDocumentHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const opened = await openDocument(services, req, res);
    if (!opened) return;
    const kind = KIND_OF_CONTENT_TYPE.get(opened.document.contentType);
    if (!kind || !PREVIEWABLE.has(kind)) {
      opened.content.destroy();
      res.status(415).json({ error: 'Word files cannot be previewed; download the file instead.' });
      return;
    }
    send(res, opened.document, opened.content, kind === 'pdf' ? 'attachment' : 'inline');
  };
}
