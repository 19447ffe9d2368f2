import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * pdf.js and its worker are large, so both load only when a viewer first opens a file: the
 * module by dynamic import, the worker as a Vite asset URL. The browser's own PDF plug-in is
 * never used (Teams mobile has none); pdf.js draws each page on a canvas.
 */
async function pdfjs() {
  const [lib, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  lib.GlobalWorkerOptions.workerSrc = worker.default;
  return lib;
}

/** Parses the bytes; rejects when they are not a PDF pdf.js can read. */
export async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const lib = await pdfjs();
  // pdf.js transfers the buffer to its worker; a copy keeps the caller's Blob bytes usable.
  return lib.getDocument({ data: new Uint8Array(bytes.slice(0)) }).promise;
}

export type { PDFDocumentProxy };
