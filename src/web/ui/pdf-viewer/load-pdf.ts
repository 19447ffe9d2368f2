import type * as Pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';

interface PdfEngine {
  lib: typeof Pdfjs;
  worker: PDFWorker;
}

let engine: Promise<PdfEngine> | null = null;

/**
 * pdf.js and its worker, loaded and started once for the page's life when a viewer first opens.
 * Both are large (a 0.4 MB module, a 1 MB worker), so they load only then: the module by dynamic
 * import, the worker as a Vite asset URL. One worker serves every document: started per document,
 * each open paid again for a worker compiling its megabyte, seconds on a busy machine. The
 * browser's own PDF plug-in is never used (Teams mobile has none); pdf.js draws on a canvas.
 */
export function startPdfEngine(): Promise<PdfEngine> {
  if (!engine) {
    const starting = (async () => {
      const [lib, workerUrl] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
      lib.GlobalWorkerOptions.workerSrc = workerUrl.default;
      return { lib, worker: new lib.PDFWorker() };
    })();
    engine = starting;
    // A load that failed (a chunk a deploy removed) is tried afresh by the next viewer.
    starting.catch(() => {
      if (engine === starting) engine = null;
    });
  }
  return engine;
}

/**
 * Gives up on the engine after a load stalled: its module or its worker may never arrive or
 * answer, and every later document would wait on it too. The next viewer starts a new one.
 */
export function abandonPdfEngine(): void {
  const stalled = engine;
  engine = null;
  stalled?.then(({ worker }) => worker.destroy()).catch(() => undefined);
}

/** Parses the bytes; rejects when they are not a PDF pdf.js can read. */
export async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const { lib, worker } = await startPdfEngine();
  // pdf.js transfers the buffer to its worker; a copy keeps the caller's Blob bytes usable.
  return lib.getDocument({ data: new Uint8Array(bytes.slice(0)), worker }).promise;
}

export type { PDFDocumentProxy };
