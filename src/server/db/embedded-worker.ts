// The embedded database's own thread. PGlite runs its queries synchronously on the thread that owns
// it: on the server's thread every statement held every other request and every WebSocket push.
// Here it answers the PostgreSQL wire protocol (bytes in, bytes out) for the server's `pg` client.
import { parentPort, workerData } from 'node:worker_threads';
import { createPglite } from './client';
import type { FromEmbedded, ToEmbedded } from './embedded-protocol';
import { clearSession, isTerminate } from './embedded-session';

const port = parentPort!;
const post = (message: FromEmbedded) => port.postMessage(message);

const db = await createPglite({ dataDir: (workerData as { dataDir?: string }).dataDir });
/**
 * The database's answer to wire-protocol bytes, in a buffer of its own. Streamed rather than
 * returned (execProtocolRaw): PGlite then also parses every answer into messages, for callers that
 * want them, and copies it twice — a fifth of this thread's time on the job list.
 */
async function answer(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  // Each chunk is a view into PGlite's memory, valid during the call only.
  await db.execProtocolRawStream(bytes, { onRawData: (chunk) => void chunks.push(chunk.slice()) });
  if (chunks.length === 1) return chunks[0];
  const whole = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return whole;
}

/** The connection that holds the one session: the newest that has spoken (0: none yet). */
let holder = 0;

/**
 * The answer to a connection's bytes. A new connection gets a clean session first; a connection
 * the pool has since replaced no longer reaches it (its late bytes would land in the new one's).
 */
async function run(connection: number, bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  if (connection !== holder) {
    if (isTerminate(bytes)) return new Uint8Array();
    if (connection < holder) throw new Error('this connection to the embedded database was closed; a newer one holds its session');
    await clearSession(db);
    holder = connection;
  }
  return answer(bytes);
}

// One wire conversation at a time, in the order the client sent its bytes.
let queue = Promise.resolve();

port.on('message', (message: ToEmbedded) => {
  queue = queue.then(async () => {
    if (message.kind === 'close') {
      await db.close();
      return post({ kind: 'closed' });
    }
    try {
      const bytes = await run(message.connection, message.bytes);
      // Handed over rather than copied: the answer owns its buffer.
      port.postMessage({ kind: 'protocol', id: message.id, bytes } satisfies FromEmbedded, [bytes.buffer]);
    } catch (error) {
      post({ kind: 'failed', id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
post({ kind: 'ready' });
