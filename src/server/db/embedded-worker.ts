// The embedded database's own thread. PGlite runs its queries synchronously on the thread that owns
// it: on the server's thread every statement held every other request and every WebSocket push.
// Here it answers the PostgreSQL wire protocol (bytes in, bytes out) for the server's `pg` client.
import { parentPort, workerData } from 'node:worker_threads';
import { createPglite } from './client';
import type { FromEmbedded, ToEmbedded } from './embedded-protocol';

const port = parentPort!;
const post = (message: FromEmbedded) => port.postMessage(message);

const db = await createPglite({ dataDir: (workerData as { dataDir?: string }).dataDir });
// One wire conversation at a time, in the order the client sent its bytes.
let queue = Promise.resolve();

port.on('message', (message: ToEmbedded) => {
  queue = queue.then(async () => {
    if (message.kind === 'close') {
      await db.close();
      return post({ kind: 'closed' });
    }
    if (message.kind === 'alive') return post({ kind: 'alive', id: message.id });
    try {
      const bytes = await db.execProtocolRaw(message.bytes);
      // An answer that owns its buffer is handed over rather than copied; a view into PGlite's own
      // buffer (the startup's) is copied.
      const ownsBuffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      port.postMessage({ kind: 'protocol', id: message.id, bytes } satisfies FromEmbedded, ownsBuffer ? [bytes.buffer as ArrayBuffer] : []);
    } catch (error) {
      post({ kind: 'failed', id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
post({ kind: 'ready' });
