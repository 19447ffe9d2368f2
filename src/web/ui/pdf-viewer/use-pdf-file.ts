import { useEffect, useState } from 'react';
import { ApiError, apiBlob } from '../../lib/api';
import { abandonPdfEngine, openPdf, startPdfEngine, type PDFDocumentProxy } from './load-pdf';

/** After this long the viewer says the load is slow and offers the file to download. */
export const PDF_SLOW_MS = 5_000;
/** After this long a load counts as stalled: it is given up and shown as a failure, with Download. */
export const PDF_STALL_MS = 30_000;

export type PdfFileState =
  /** `blob` once the bytes have arrived (pdf.js may still be starting); `slow` past PDF_SLOW_MS. */
  | { kind: 'loading'; blob?: Blob; slow: boolean }
  | { kind: 'missing' }
  /** `blob` is kept when the bytes arrived but could not be drawn, so they can still be downloaded. */
  | { kind: 'failed'; blob?: Blob; stalled: boolean }
  | { kind: 'ready'; blob: Blob; doc: PDFDocumentProxy };

const STARTING: PdfFileState = { kind: 'loading', slow: false };

/**
 * The file at the API `path` (fetched with the app's bearer token, not as a bare URL) opened
 * with pdf.js, which starts loading alongside the fetch. A 404 is 'missing'; a load still
 * unfinished after PDF_STALL_MS is 'failed' and stalled. The document is destroyed when the path
 * changes or the viewer closes.
 */
export function usePdfFile(path: string): PdfFileState {
  // Tagged with its path: the answer for an earlier path reads as loading, with no reset in the effect.
  const [state, setState] = useState<{ path: string; file: PdfFileState } | null>(null);
  useEffect(() => {
    // False once the viewer has closed or the load was given up: a late answer is then dropped.
    let wanted = true;
    let doc: PDFDocumentProxy | undefined;
    let blob: Blob | undefined;
    let slow = false;
    const settle = (file: PdfFileState) => setState({ path, file });
    startPdfEngine().catch(() => undefined);
    const slowTimer = setTimeout(() => {
      slow = true;
      if (wanted) settle({ kind: 'loading', blob, slow });
    }, PDF_SLOW_MS);
    const stallTimer = setTimeout(() => {
      if (!wanted) return;
      wanted = false;
      abandonPdfEngine();
      settle({ kind: 'failed', blob, stalled: true });
    }, PDF_STALL_MS);
    const stopTimers = () => {
      clearTimeout(slowTimer);
      clearTimeout(stallTimer);
    };
    void (async () => {
      try {
        blob = await apiBlob(path);
        if (wanted) settle({ kind: 'loading', blob, slow });
        doc = await openPdf(await blob.arrayBuffer());
        if (!wanted) {
          void doc.destroy();
          return;
        }
        stopTimers();
        settle({ kind: 'ready', blob, doc });
      } catch (error) {
        if (!wanted) return;
        stopTimers();
        settle(error instanceof ApiError && error.status === 404 ? { kind: 'missing' } : { kind: 'failed', blob, stalled: false });
      }
    })();
    return () => {
      wanted = false;
      stopTimers();
      void doc?.destroy();
    };
  }, [path]);
  return state?.path === path ? state.file : STARTING;
}
