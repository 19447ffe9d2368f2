import { redirectToLogin } from '../host/session';
import { ApiError, apiUrl, bearer, type QueryParams } from './api';
import { reportNetworkFailure } from './network-status';

/** How far a download is: bytes and text lines received, against the row count the server announced. */
export interface DownloadProgress {
  bytes: number;
  /** Data rows received so far (lines after the header), never more than `totalRows`. */
  rows: number;
  /** The server's X-Total-Count, or null when it sent none. */
  totalRows: number | null;
}

export interface DownloadOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  /** The file's name when the answer does not name one. */
  fallbackName: string;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (`filename="…"`), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="([^"]+)"/) ?? disposition?.match(/filename=([^;]+)/);
  return match?.[1]?.trim() || fallback;
}

/** The share of the rows received, 0–1; null when the total is unknown. */
export function progressShare({ rows, totalRows }: DownloadProgress): number | null {
  if (totalRows === null) return null;
  return totalRows === 0 ? 1 : Math.min(1, rows / totalRows);
}

async function failure(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: string; errors?: Record<string, string[]> };
    return new ApiError(response.status, body.message || `HTTP ${response.status}`, body.errors);
  } catch {
    return new ApiError(response.status, response.statusText || `HTTP ${response.status}`);
  }
}

const LINE_FEED = 10;

/**
 * Fetches a file the API streams (a CSV export) with the bearer and the `app` parameter, reporting
 * progress as chunks arrive. Rejects with ApiError (the server's message) or the abort's error.
 */
export async function fetchDownload(path: string, options: DownloadOptions): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), { headers: { Authorization: `Bearer ${await bearer()}` }, signal: options.signal });
  } catch (error) {
    if (error instanceof TypeError) {
      reportNetworkFailure();
      throw new ApiError(0, 'Network Error');
    }
    throw error;
  }
  // A fetch that finished just as the user cancelled still counts as cancelled.
  options.signal?.throwIfAborted();
  if (response.status === 401) redirectToLogin();
  if (!response.ok) throw await failure(response);

  const header = response.headers.get('X-Total-Count');
  const totalRows = header !== null && /^\d+$/.test(header) ? Number(header) : null;
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), options.fallbackName);
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) return { blob: await response.blob(), fileName };

  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (options.signal?.aborted) {
      await reader.cancel();
      options.signal.throwIfAborted();
    }
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    for (const byte of value) if (byte === LINE_FEED) lines += 1;
    // The first line is the header; a quoted cell with a line break may overcount, hence the cap.
    const rows = Math.max(0, lines - 1);
    options.onProgress?.({ bytes, rows: totalRows === null ? rows : Math.min(rows, totalRows), totalRows });
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}

/** Saves a Blob as a file through a temporary download link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the address can go once the event has run.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
