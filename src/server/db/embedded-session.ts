import type { PGlite } from '@electric-sql/pglite';

// PGlite has one session, and every `pg` connection the server opens to the thread speaks in it.
// A connection the pool dropped (after a failed query, or a broken stream) leaves behind what it
// made there: named prepared statements, which the next connection, knowing none of them, would
// prepare again ("prepared statement … already exists"), and possibly an open or failed
// transaction or half an extended-protocol exchange. The thread clears all of it before a new
// connection's first bytes.

/** Sync: ends an extended-protocol exchange cut off midway; answered with ReadyForQuery. */
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);
const IDLE = 'I'.charCodeAt(0);
const TERMINATE = 'X'.charCodeAt(0);

/** Leaves the session as a new connection expects it: no transaction, no prepared statement or cursor, default settings. */
export async function clearSession(db: PGlite): Promise<void> {
  const ready = await db.execProtocolRaw(SYNC, { syncToFs: false });
  // ReadyForQuery's last byte: I idle, T in a transaction, E in a failed one.
  if (ready[ready.length - 1] !== IDLE) await db.exec('ROLLBACK');
  await db.exec('DISCARD ALL');
}

/** Terminate, which pg sends as it closes a connection: PGlite ignores it, and so does the thread from a replaced connection. */
export const isTerminate = (bytes: Uint8Array) => bytes.length === 5 && bytes[0] === TERMINATE;
