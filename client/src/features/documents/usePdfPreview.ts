import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from './pdfjs';

export type PdfPreviewState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pageCount: number };

type Loaded = { url: string; pdf: PDFDocumentProxy } | { url: string; failed: true };

/**
 * A PDF drawn page by page into a canvas with pdf.js (the browser's own viewer would run the PDF's
 * scripts, and refuses to run in a sandboxed frame): loads `url` (the preview address, sent as a
 * sandboxed attachment), then draws `page` at `width` CSS pixels wide, sharp on high-DPI screens.
 */
export function usePdfPreview(url: string, page: number, width: number) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [drawFailed, setDrawFailed] = useState(false);
  const current = loaded?.url === url ? loaded : null;
  const pdf = current && 'pdf' in current ? current.pdf : null;

  useEffect(() => {
    let live = true;
    let opened: PDFDocumentProxy | null = null;
    fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
      .then(async (data) => (await import('./pdfjs')).openPdf(data))
      .then((document) => {
        opened = document;
        if (live) setLoaded({ url, pdf: document });
        else void document.destroy();
      })
      .catch(() => live && setLoaded({ url, failed: true }));
    return () => {
      live = false;
      void opened?.destroy();
    };
  }, [url]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas || width <= 0) return;
    let cancel = () => {};
    let live = true;
    pdf
      .getPage(page)
      .then((pdfPage) => {
        if (!live) return;
        const ratio = window.devicePixelRatio || 1;
        const viewport = pdfPage.getViewport({ scale: (width / pdfPage.getViewport({ scale: 1 }).width) * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        const task = pdfPage.render({ canvas, viewport });
        cancel = () => task.cancel();
        return task.promise;
      })
      .catch((error: unknown) => {
        // A page drawn again before it finished is cancelled on purpose; anything else is a failure.
        if (live && (error as { name?: string } | null)?.name !== 'RenderingCancelledException') setDrawFailed(true);
      });
    return () => {
      live = false;
      cancel();
    };
  }, [pdf, page, width]);

  const state: PdfPreviewState =
    !current ? { status: 'loading' } : 'failed' in current || drawFailed ? { status: 'failed' } : { status: 'ready', pageCount: current.pdf.numPages };
  return { canvasRef, state };
}
