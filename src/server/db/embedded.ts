import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { FromEmbedded, ToEmbedded } from './embedded-protocol';

// The embedded PGlite runs in a worker thread (embedded-worker.ts) and the server reaches it the way
// it reaches a PostgreSQL server: through `pg`, over a stream that carries the wire protocol to the
// thread. The server's event loop stays free while a query runs, and both engines are spoken to by
// the same driver.

/** The worker thread holding the embedded database. */
export class EmbeddedThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private connections = 0;
  private failure: Error | null = null;
  private closed: (() => void) | null = null;

  private constructor(dataDir: string | undefined, onFailure: (error: Error) => void) {
    // The worker's source is TypeScript, like the server's: tsx loads it there too.
    this.worker = new Worker(new URL('./embedded-worker.mjs', import.meta.url), { workerData: { dataDir } });
    this.worker.on('message', (message: FromEmbedded) => this.received(message));
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
      onFailure(error);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => {
      if (this.closed) this.closed();
      else fail(new Error(`the embedded database's thread stopped (exit code ${code})`));
    });
  }

  /** Starts the thread and resolves once its database is open (`dataDir` is created on first use; none: in memory). */
  static open(dataDir: string | undefined, onFailure: (error: Error) => void): Promise<EmbeddedThread> {
    const thread = new EmbeddedThread(dataDir, onFailure);
    return new Promise((resolve, reject) => {
      const ready = (message: FromEmbedded) => {
        if (message.kind !== 'ready') return;
        thread.worker.off('message', ready);
        thread.worker.off('error', reject);
        resolve(thread);
      };
      thread.worker.on('message', ready);
      thread.worker.once('error', reject);
    });
  }

  /** A number for a new connection: the thread gives the session to each new one, clean. */
  newConnection(): number {
    return ++this.connections;
  }

  /**
   * Runs wire-protocol messages of `connection` (`bytes` must own its whole buffer, which goes to
   * the thread); resolves with the database's answer (possibly empty).
   */
  exchange(connection: number, bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      // Handed over rather than copied: the caller gives the bytes up.
      this.post({ kind: 'protocol', id, connection, bytes }, [bytes.buffer]);
    });
  }

  /** Closes the database (its last writes reach the disk) and stops the thread. */
  close(): Promise<void> {
    if (this.failure) return this.worker.terminate().then(() => undefined);
    return new Promise((resolve) => {
      this.closed = resolve;
      this.post({ kind: 'close' });
    });
  }

  private post(message: ToEmbedded, transfer: ArrayBuffer[] = []): void {
    this.worker.postMessage(message, transfer);
  }

  private received(message: FromEmbedded): void {
    if (message.kind === 'closed') return void this.worker.terminate();
    if (message.kind === 'ready') return;
    const waiter = this.waiting.get(message.id);
    this.waiting.delete(message.id);
    if (message.kind === 'failed') waiter?.reject(new Error(message.error));
    else waiter?.resolve(message.bytes);
  }
}

/**
 * What `pg` takes for its socket: what it writes in one turn of the event loop (Parse, Bind,
 * Describe, Execute, Sync of one query) goes to the thread in one message.
 */
class WireStream extends Duplex {
  private pending: Buffer[] = [];
  private sent: Promise<void> = Promise.resolve();
  private readonly connection: number;

  constructor(private readonly thread: EmbeddedThread) {
    super();
    this.connection = thread.newConnection();
  }

  connect(): this {
    queueMicrotask(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  // What keeps the process alive is the thread (until close()), not this stream.
  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (this.pending.length === 0) setImmediate(() => this.flush());
    this.pending.push(chunk);
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    void this.sent.finally(() => {
      this.push(null);
      done();
    });
  }

  private flush(): void {
    // Its own buffer (Buffer.concat may hand out a slice of a shared pool).
    const bytes = new Uint8Array(Buffer.concat(this.pending));
    this.pending = [];
    this.sent = this.sent
      .then(() => this.thread.exchange(this.connection, bytes))
      .then(
        (answer) => void (answer.length > 0 && this.push(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength))),
        (error: Error) => void this.destroy(error),
      );
  }
}

/**
 * A pool of one connection to the embedded database: it has a single session, so one connection
 * is all it can serve, kept open while it works (pg-pool replaces one after a failed statement,
 * and the thread then clears the session for the new one). PGlite knows the role and database
 * `postgres` only (pg would otherwise name the operating system's user).
 */
export function embeddedPool(thread: EmbeddedThread): pg.Pool {
  return new pg.Pool({
    max: 1,
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    stream: () => new WireStream(thread) as unknown as Socket,
  });
}
