/**
 * pdf.js, loaded only when a PDF is previewed (its own chunk and worker, outside the first
 * screen's budget). It draws pages and never runs a PDF's own JavaScript (that needs pdf.js's
 * viewer with its scripting sandbox, which is not used); string evaluation is off as well.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

/** Opens a PDF from its bytes. */
export function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(data), isEvalSupported: false, enableXfa: false }).promise;
}
