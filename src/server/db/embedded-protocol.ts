/**
 * What the server's thread asks the embedded database's thread: wire-protocol bytes to run, sent by
 * one of the `pg` connections (numbered in the order they open), or to close.
 */
export type ToEmbedded = { kind: 'protocol'; id: number; connection: number; bytes: Uint8Array } | { kind: 'close' };

/** What the embedded database's thread answers. */
export type FromEmbedded =
  | { kind: 'ready' }
  | { kind: 'protocol'; id: number; bytes: Uint8Array }
  | { kind: 'failed'; id: number; error: string }
  | { kind: 'closed' };
