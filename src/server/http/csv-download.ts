import { CSV_BOM, csvLine } from '../../shared/rules/csv';

// The one CSV writer of every export (applicants, the referral lists, payouts): the same bytes
// (BOM, header, CRLF records, shared/rules/csv's cells) and the same headers, streamed.

/**
 * A byte stream of the chunks that pulls the next one only when the reader wants it. `onDone` runs
 * once the last chunk is handed over (not when the reader cancels), before the stream closes.
 */
export function pullStream(chunks: AsyncGenerator<string>, onDone?: () => Promise<void>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (!next.done) return controller.enqueue(encoder.encode(next.value));
        await onDone?.();
        controller.close();
      },
      async cancel() {
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

/** The attachment: UTF-8 CSV with a BOM, the header, then the records, never cached. */
export function csvDownload({ columns, records, fileName, total, onDone }: CsvDownload): Response {
  return new Response(pullStream(withHeader(columns, records), onDone), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'X-Total-Count': String(total),
      'Cache-Control': 'no-store',
    },
  });
}
