/** What the server's thread asks the embedded database's thread: wire-protocol bytes to run, or to close. */
export type ToEmbedded = { kind: 'protocol'; id: number; bytes: Uint8Array } | { kind: 'alive'; id: number } | { kind: 'close' };

/** What the embedded database's thread answers. */
export type FromEmbedded =
  | { kind: 'ready' }
  | { kind: 'protocol'; id: number; bytes: Uint8Array }
  | { kind: 'alive'; id: number }
  | { kind: 'failed'; id: number; error: string }
  | { kind: 'closed' };
