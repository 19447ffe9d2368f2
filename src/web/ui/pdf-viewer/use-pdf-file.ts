import { useEffect, useState } from 'react';
import { ApiError, apiBlob } from '../../lib/api';
import { openPdf, type PDFDocumentProxy } from './load-pdf';

export type PdfFileState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  /** `blob` is kept when the bytes arrived but could not be drawn, so they can still be downloaded. */
  | { kind: 'failed'; blob?: Blob }
  | { kind: 'ready'; blob: Blob; doc: PDFDocumentProxy };

/**
 * The file at the API `path` (fetched with the app's bearer token, not as a bare URL) opened
 * with pdf.js. A 404 is 'missing'; the document is destroyed when the path changes or the viewer closes.
 */
export function usePdfFile(path: string): PdfFileState {
  // Tagged with its path: the answer for an earlier path reads as loading, with no reset in the effect.
  const [state, setState] = useState<{ path: string; file: PdfFileState } | null>(null);
  useEffect(() => {
    let live = true;
    let doc: PDFDocumentProxy | undefined;
    const settle = (file: PdfFileState) => setState({ path, file });
    void (async () => {
      let blob: Blob | undefined;
      try {
        blob = await apiBlob(path);
        doc = await openPdf(await blob.arrayBuffer());
        if (live) settle({ kind: 'ready', blob, doc });
        else void doc.destroy();
      } catch (error) {
        if (!live) return;
        settle(error instanceof ApiError && error.status === 404 ? { kind: 'missing' } : { kind: 'failed', blob });
      }
    })();
    return () => {
      live = false;
      void doc?.destroy();
    };
  }, [path]);
  return state?.path === path ? state.file : { kind: 'loading' };
}
