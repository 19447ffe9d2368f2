import { describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { csvDownload, pullStream } from '../../../src/server/http/csv-download';
import type { ContentCoding } from '../../../src/server/http/compress-encoding';

// The one CSV writer's streaming and compression, without a database: the records are a generator
// that says how far it was read and whether it was closed.

const decoders: Record<ContentCoding, { whole: (bytes: Buffer) => Buffer; sofar: (bytes: Buffer) => Buffer }> = {
  gzip: { whole: gunzipSync, sofar: (bytes) => gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }) },
  br: { whole: brotliDecompressSync, sofar: (bytes) => brotliDecompressSync(bytes, { finishFlush: constants.BROTLI_OPERATION_FLUSH }) },
};

/** Batches of `rows` CSV lines, as an export's keyset batches come. */
function records(batches: number, rows = 100) {
  const state = { pulled: 0, closed: false };
  async function* generate() {
    try {
      for (let batch = 0; batch < batches; batch++) {
        state.pulled += 1;
        yield Array.from({ length: rows }, (_, row) => `${batch * rows + row},Applicant ${row},applicant-${row}@example.test\r\n`).join('');
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, chunks: generate() };
}

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(Buffer.from(next.value));
  return chunks;
}

describe.each(['gzip', 'br'] as const)('a %s-compressed CSV stream', (coding) => {
  it('hands over one flushed piece per chunk: what has arrived decodes to whole chunks at every point', async () => {
    const { chunks } = records(5);
    const plain = (await chunksOf(pullStream(records(5).chunks))).map((chunk) => chunk.toString('utf8'));
    const pieces = await chunksOf(pullStream(chunks, undefined, coding));
    // Five chunks, then the stream's end.
    expect(pieces).toHaveLength(6);
    for (let arrived = 1; arrived <= 5; arrived++) {
      expect(decoders[coding].sofar(Buffer.concat(pieces.slice(0, arrived))).toString('utf8')).toBe(plain.slice(0, arrived).join(''));
    }
    expect(decoders[coding].whole(Buffer.concat(pieces)).toString('utf8')).toBe(plain.join(''));
  });

  it('reads the records only as the reader asks, and closes them when the reader goes away', async () => {
    const { state, chunks } = records(50);
    const done = vi.fn(async () => undefined);
    const reader = pullStream(chunks, done, coding).getReader();
    await reader.read();
    await reader.read();
    // Two handed over, one queued ahead at most.
    expect(state.pulled).toBeLessThanOrEqual(3);
    await reader.cancel();
    expect(state.closed).toBe(true);
    expect(done).not.toHaveBeenCalled();
  });

  it('streams 20,000 rows in batches of 1,000, one compressed piece each, decoding to every row', async () => {
    const pieces = await chunksOf(pullStream(records(20, 1000).chunks, undefined, coding));
    expect(pieces).toHaveLength(21);
    const text = decoders[coding].whole(Buffer.concat(pieces)).toString('utf8');
    expect(text.split('\r\n')).toHaveLength(20_001);
    expect(text.startsWith('0,Applicant 0,')).toBe(true);
    expect(text.endsWith('19999,Applicant 999,applicant-999@example.test\r\n')).toBe(true);
  });

  it('runs the end hook once, after the last chunk and before the stream ends', async () => {
    const { chunks } = records(2);
    const done = vi.fn(async () => undefined);
    const pieces = await chunksOf(pullStream(chunks, done, coding));
    expect(done).toHaveBeenCalledOnce();
    expect(decoders[coding].whole(Buffer.concat(pieces)).toString('utf8').split('\r\n')).toHaveLength(201);
  });
});

describe('csvDownload', () => {
  const download = (headers: Record<string, string>, method = 'GET') =>
    csvDownload(new Request('http://localhost/export.csv', { method, headers }), {
      columns: ['Id', 'Name', 'Email'],
      records: records(3).chunks,
      fileName: 'export.csv',
      total: 300,
    });

  it('compresses as Accept-Encoding allows, with the same headers otherwise and no Content-Length', async () => {
    const plain = Buffer.from(await download({}).arrayBuffer());
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['deflate', null],
      ['', null],
    ] as const) {
      const response = download({ 'accept-encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBe(coding);
      expect(response.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(response.headers.get('content-length'), accept).toBeNull();
      expect(response.headers.get('x-total-count'), accept).toBe('300');
      expect(response.headers.get('content-disposition'), accept).toBe('attachment; filename="export.csv"');
      const body = Buffer.from(await response.arrayBuffer());
      expect((coding ? decoders[coding].whole(body) : body).equals(plain), accept).toBe(true);
    }
    expect(plain.toString('utf8').split('\r\n')).toHaveLength(302);
  });

  it('answers HEAD with the headers alone', async () => {
    const response = download({ 'accept-encoding': 'gzip' }, 'HEAD');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.body).toBeNull();
  });
});
