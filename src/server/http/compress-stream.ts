import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { ContentCoding } from './compress-encoding';

// A streamed answer (an export) compressed as it goes: each chunk is compressed and flushed as
// one piece, so the client decodes whole chunks as they arrive (its progress moves per batch of
// rows) and the encoder never holds more than one chunk. The work runs on the thread pool.

// The levels of compress.ts (speed over the last few percent). Brotli's window is 256 kB instead
// of 4 MB: what repeats in a CSV (a job's title, a source, an e-mail domain) repeats within a few
// hundred rows, and each export under way holds its encoder's window in memory.
const encoders: Record<ContentCoding, () => Gzip | BrotliCompress> = {
  br: () =>
    createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_LGWIN]: 18,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: () => createGzip({ level: 3 }),
};
/** A sync flush ends the output on a byte boundary without resetting the dictionary (a full flush would). */
const FLUSH: Record<ContentCoding, number> = { br: constants.BROTLI_OPERATION_FLUSH, gzip: constants.Z_SYNC_FLUSH };

/** One encoder, fed a chunk at a time; each call returns the compressed bytes of what it was given. */
export class ChunkEncoder {
  readonly #encoder: Gzip | BrotliCompress;
  readonly #flushKind: number;
  #output: Buffer[] = [];
  #failure: Error | null = null;

  constructor(coding: ContentCoding) {
    this.#encoder = encoders[coding]();
    this.#flushKind = FLUSH[coding];
    this.#encoder.on('data', (bytes: Buffer) => this.#output.push(bytes));
    this.#encoder.on('error', (error: Error) => (this.#failure = error));
  }

  /** The compressed bytes of `chunk`, flushed so that they decode on their own after those before. */
  async write(chunk: Uint8Array): Promise<Uint8Array> {
    this.#encoder.write(chunk);
    await this.#settled((done) => this.#encoder.flush(this.#flushKind, done));
    return this.#take();
  }

  /** The stream's last bytes (the gzip trailer, brotli's last block). */
  async end(): Promise<Uint8Array> {
    // 'end', not end()'s callback: that one fires when the input is done, before the last output is read.
    await this.#settled((done) => {
      this.#encoder.once('end', done);
      this.#encoder.end();
    });
    return this.#take();
  }

  /** Frees the encoder at once (a client that went away, a failed read). */
  destroy(): void {
    this.#encoder.destroy();
  }

  /** Waits for `start`'s callback, or fails with the encoder's error. */
  #settled(start: (done: () => void) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.#failure) return reject(this.#failure);
      const fail = (error: Error) => reject(error);
      this.#encoder.once('error', fail);
      start(() => {
        this.#encoder.off('error', fail);
        if (this.#failure) reject(this.#failure);
        else resolve();
      });
    });
  }

  #take(): Uint8Array {
    const bytes = this.#output.length === 1 ? this.#output[0] : Buffer.concat(this.#output);
    this.#output = [];
    return bytes;
  }
}
