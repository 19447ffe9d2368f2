export { PdfViewer, PDF_FAILED_TEXT, PDF_SLOW_TEXT, PDF_STALLED_TEXT, type PdfViewerProps } from './pdf-viewer';
