import { useEffect, useRef, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { PDFDocumentProxy } from './load-pdf';

export interface PdfPageCanvasProps {
  doc: PDFDocumentProxy;
  /** 1-based. */
  pageNumber: number;
  /** CSS pixels the page is drawn across (fit-width times the zoom). */
  width: number;
  onError: (error: unknown) => void;
}

const useStyles = makeStyles({
  canvas: {
    display: 'block',
    margin: '0 auto',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

/** One page drawn on a canvas at `width`, sharp on high-density screens; redrawn when the width changes. */
export function PdfPageCanvas({ doc, pageNumber, width, onError }: PdfPageCanvasProps) {
  const styles = useStyles();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // What the canvas holds a finished drawing of: a redraw (new width, page or document) clears the
  // canvas first, so an earlier drawing no longer counts as rendered.
  const [drawn, setDrawn] = useState<{ doc: PDFDocumentProxy; pageNumber: number; width: number } | null>(null);
  const rendered = drawn?.doc === doc && drawn.pageNumber === pageNumber && drawn.width === width;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width <= 0) return;
    let cancelled = false;
    let cancelRender: (() => void) | undefined;
    void (async () => {
      try {
        const page = await doc.getPage(pageNumber);
        if (cancelled) return;
        const cssScale = width / page.getViewport({ scale: 1 }).width;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: cssScale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        const task = page.render({ canvas, viewport });
        cancelRender = () => task.cancel();
        await task.promise;
        if (!cancelled) setDrawn({ doc, pageNumber, width });
      } catch (error) {
        // A cancelled render (the width changed again) is not a failure.
        if (!cancelled) onError(error);
      }
    })();
    return () => {
      cancelled = true;
      cancelRender?.();
    };
  }, [doc, pageNumber, width, onError]);

  return (
    <canvas
      ref={canvasRef}
      className={styles.canvas}
      role="img"
      aria-label={`Page ${pageNumber} of ${doc.numPages}`}
      data-rendered={rendered ? 'true' : 'false'}
    />
  );
}
