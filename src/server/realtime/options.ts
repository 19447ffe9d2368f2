/** Hub timings; the defaults are the official client's expectations, tests shorten them. */
export interface HubOptions {
  /** A Ping goes out when nothing else was sent for this long (the client gives up after 30 s of silence). */
  keepAliveIntervalMs: number;
  /** A client that sent nothing (not even its own Ping) for this long is dropped. */
  clientTimeoutMs: number;
  /** Time from negotiate to a completed handshake. */
  handshakeTimeoutMs: number;
  /** How long a long poll waits for data before answering empty (the client's own limit is 100 s). */
  pollTimeoutMs: number;
  /**
   * What one connection may have waiting to leave this process (a WebSocket's unsent frames, a
   * long poll's queue), in bytes and in messages. Past either, the connection is closed with a Close
   * that allows reconnecting: a client that does not read must not make the server hold its pushes.
   */
  maxBufferedBytes: number;
  maxBufferedMessages: number;
  /** How long a WebSocket closed for falling behind has to take its Close before it is cut off. */
  cutOffGraceMs: number;
}

export const defaultHubOptions: HubOptions = {
  keepAliveIntervalMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  pollTimeoutMs: 90_000,
  maxBufferedBytes: 1024 * 1024,
  maxBufferedMessages: 1_000,
  cutOffGraceMs: 2_000,
};
