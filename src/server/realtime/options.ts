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
}

export const defaultHubOptions: HubOptions = {
  keepAliveIntervalMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  pollTimeoutMs: 90_000,
};
