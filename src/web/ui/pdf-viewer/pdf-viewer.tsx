import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Link, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { apiBlob, errorMessage } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { notifyError } from '../../lib/notify';
import { EmptyState } from '../empty-state';
import { PdfPageCanvas } from './pdf-page-canvas';
import { PdfToolbar } from './pdf-toolbar';
import { usePdfFile } from './use-pdf-file';

export interface PdfViewerProps {
  /** The API path of the file ('/api/applicant/12/resume'); fetched with the app's bearer token. */
  path: string;
  /** The name Download saves the file under. */
  fileName: string;
  /** What a 404 means to the user ('No resume was uploaded.'). */
  missingText?: string;
  /** The accessible name of the scrolling page area. */
  label?: string;
}

export const PDF_FAILED_TEXT = 'The resume could not be shown.';
export const PDF_SLOW_TEXT = 'This is taking longer than usual.';
export const PDF_STALLED_TEXT = 'It took too long to load. Download the file, or try again.';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%', minHeight: 0 },
  pages: {
    flex: 1,
    minHeight: '240px',
    overflow: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  centre: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
  },
});

/** Padding of the pages area on each side, so a fit-width page does not cause a horizontal scrollbar. */
const GUTTER = 16;

/**
 * A PDF drawn in the page (pdf.js, one canvas per page), fit to the width and zoomable, with the
 * page count and Download. Loading (saying so, and offering Download, when it is slow), missing,
 * unreadable and stalled states; the last two still offer Download, a stall also Try again.
 */
export function PdfViewer(props: PdfViewerProps) {
  const [attempt, setAttempt] = useState(0);
  // Another file, or another attempt, starts afresh: fit-width, no earlier drawing failure.
  return <PdfFileView key={`${props.path}#${attempt}`} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function PdfFileView({
  path,
  fileName,
  missingText = 'No file.',
  label = 'Document pages',
  onRetry,
}: PdfViewerProps & { onRetry: () => void }) {
  const styles = useStyles();
  const file = usePdfFile(path);
  const [zoom, setZoom] = useState(1);
  const [width, setWidth] = useState(0);
  const [drawFailed, setDrawFailed] = useState(false);
  const pagesRef = useRef<HTMLDivElement>(null);
  const ready = file.kind === 'ready';

  useEffect(() => {
    const element = pagesRef.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(0, element.clientWidth - GUTTER));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready]);

  const onDrawError = useCallback(() => setDrawFailed(true), []);
  const blob = file.kind === 'ready' || file.kind === 'failed' || file.kind === 'loading' ? file.blob : undefined;
  // Before the bytes have arrived (a slow or stalled load), Download asks for the file anew.
  const download = () => {
    if (blob) return saveBlob(blob, fileName);
    apiBlob(path).then(
      (fetched) => saveBlob(fetched, fileName),
      (error: unknown) => notifyError(errorMessage(error, 'The download failed. Please try again.')),
    );
  };

  if (file.kind === 'loading') {
    return (
      <div className={styles.centre}>
        <Spinner label="Loading the document…" />
        <Text role="status">
          {file.slow && (
            <>
              {`${PDF_SLOW_TEXT} ${file.blob ? 'The file has arrived; the viewer is still starting.' : 'The file is still on its way.'} `}
              <Link onClick={download}>Download the file</Link> instead.
            </>
          )}
        </Text>
      </div>
    );
  }
  if (file.kind === 'missing') return <EmptyState message={missingText} icon={<DocumentPdfRegular />} />;
  if (file.kind === 'failed' || drawFailed) {
    const stalled = file.kind === 'failed' && file.stalled;
    return (
      <div className={styles.root}>
        <PdfToolbar onDownload={blob || stalled ? download : undefined} />
        <div className={styles.centre} role="alert">
          <Text>{PDF_FAILED_TEXT}</Text>
          {stalled && (
            <>
              <Text>{PDF_STALLED_TEXT}</Text>
              <Button onClick={onRetry}>Try again</Button>
            </>
          )}
        </div>
      </div>
    );
  }
  const pages = Array.from({ length: file.doc.numPages }, (_, i) => i + 1);
  return (
    <div className={styles.root}>
      <PdfToolbar pageCount={file.doc.numPages} zoom={zoom} onZoom={setZoom} onDownload={download} />
      {/* Focusable so the arrow and page keys scroll the pages from the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={pagesRef} className={styles.pages} tabIndex={0} role="region" aria-label={label}>
        {width > 0 &&
          pages.map((pageNumber) => (
            <PdfPageCanvas key={pageNumber} doc={file.doc} pageNumber={pageNumber} width={Math.round(width * zoom)} onError={onDrawError} />
          ))}
      </div>
    </div>
  );
}
