export { PdfViewer, PDF_FAILED_TEXT, type PdfViewerProps } from './pdf-viewer';
