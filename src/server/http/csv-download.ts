import { CSV_BOM, csvLine } from '../../shared/rules/csv';
import { negotiateEncoding, type ContentCoding } from './compress-encoding';
import { ChunkEncoder } from './compress-stream';

// The one CSV writer of every export (applicants, the referral lists, payouts, the reports): the
// same bytes (BOM, header, CRLF records, shared/rules/csv's cells) and the same headers, streamed,
// compressed on the way when the client accepts it (100,000 applicants: 12.4 MB, 1.4 MB of brotli).

/**
 * A byte stream of the chunks that pulls the next one only when the reader wants it. `onDone` runs
 * once the last chunk is handed over (not when the reader cancels), before the stream closes.
 * With a `coding`, each chunk is compressed (and flushed) as it is handed over.
 */
export function pullStream(
  chunks: AsyncGenerator<string>,
  onDone?: () => Promise<void>,
  coding?: ContentCoding,
): ReadableStream<Uint8Array> {
  const text = new TextEncoder();
  const compressor = coding ? new ChunkEncoder(coding) : null;
  const enqueue = (controller: ReadableStreamDefaultController<Uint8Array>, bytes: Uint8Array) => {
    if (bytes.byteLength > 0) controller.enqueue(bytes);
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (!next.done) {
            const bytes = text.encode(next.value);
            return enqueue(controller, compressor ? await compressor.write(bytes) : bytes);
          }
          await onDone?.();
          if (compressor) enqueue(controller, await compressor.end());
          controller.close();
        } catch (error) {
          compressor?.destroy();
          await chunks.return(undefined);
          throw error;
        }
      },
      async cancel() {
        compressor?.destroy();
        await chunks.return(undefined);
      },
    },
    // One chunk queued ahead at most: a slow client holds one batch in memory, not the export.
    { highWaterMark: 1 },
  );
}

export interface CsvDownload {
  /** The header record. */
  columns: readonly string[];
  /** The records, as chunks of whole CRLF lines (csvLine), read only as the client takes them. */
  records: AsyncGenerator<string>;
  fileName: string;
  /** The number of records, counted first: X-Total-Count lets the page show a progress bar. */
  total: number;
  /** Runs once the last record is handed over (the export-done notice). */
  onDone?: () => Promise<void>;
}

async function* withHeader(columns: readonly string[], records: AsyncGenerator<string>): AsyncGenerator<string> {
  // The BOM makes Excel read the file as UTF-8.
  yield CSV_BOM + csvLine(columns);
  yield* records;
}

/**
 * The attachment `request` asked for: UTF-8 CSV with a BOM, the header, then the records, never
 * cached; brotli or gzip as the request's Accept-Encoding allows (no Content-Length either way: the body is streamed).
 * A HEAD request gets the same headers and reads nothing.
 */
export function csvDownload(request: Request, { columns, records, fileName, total, onDone }: CsvDownload): Response {
  const coding = negotiateEncoding(request.headers.get('Accept-Encoding') ?? undefined);
  const headers: Record<string, string> = {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'X-Total-Count': String(total),
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(coding ? { 'Content-Encoding': coding } : {}),
  };
  if (request.method === 'HEAD') return new Response(null, { headers });
  return new Response(pullStream(withHeader(columns, records), onDone, coding ?? undefined), { headers });
}
