import { MessageType, encodeInvocation, encodeRecord, handshakeError, readClientMessage, splitRecords, type HubMessage } from './protocol';
import type { HubOptions } from './options';

/** Who a connection belongs to, fixed at negotiate. */
export interface HubIdentity {
  appId: number;
  userId: number;
}

/** Where a connection's outgoing text goes: a WebSocket or a long-polling queue. */
export interface TransportSink {
  readonly kind: 'websockets' | 'longPolling';
  send(text: string): void;
  /** No more text will be sent; the transport closes once what it holds is delivered. */
  end(): void;
  /** Bytes and messages handed to `send` that have not left this process yet. */
  readonly bufferedBytes: number;
  readonly bufferedMessages: number;
  /** The client fell too far behind: what waits is dropped, and the transport is cut off soon after it ends. */
  discard(): void;
}

/** The Close message's error for a client that fell behind: it reconnects and fetches what it missed over HTTP. */
export const FELL_BEHIND = 'The client fell too far behind. Reconnect to continue.';

type State = 'handshaking' | 'connected' | 'closed';

/**
 * One negotiated connection: the handshake, keep-alive pings, the client timeout and the Close
 * message. Clients only receive, so a client invocation is refused and nothing else happens.
 */
export class HubConnection {
  private state: State = 'handshaking';
  private sink: TransportSink | null = null;
  private pending = '';
  private pingTimer: NodeJS.Timeout | undefined;
  private silenceTimer: NodeJS.Timeout;

  constructor(
    readonly connectionId: string,
    readonly token: string,
    readonly identity: HubIdentity,
    private readonly options: HubOptions,
    private readonly onClosed: (connection: HubConnection) => void,
  ) {
    this.silenceTimer = setTimeout(() => this.close('Handshake was canceled.'), options.handshakeTimeoutMs);
  }

  get transport(): TransportSink['kind'] | null {
    return this.sink?.kind ?? null;
  }

  /** Binds the transport; false when one is already bound (a second socket on one id). */
  attach(sink: TransportSink): boolean {
    if (this.sink || this.state === 'closed') return false;
    this.sink = sink;
    return true;
  }

  /** Text from the client: the handshake first, then hub messages. */
  receive(text: string): void {
    if (this.state === 'closed') return;
    const { records, rest } = splitRecords(this.pending + text);
    this.pending = rest;
    for (const record of records) {
      if (this.state === 'handshaking') this.handshake(record);
      else if (this.state === 'connected') this.handleMessage(record);
    }
  }

  /** A server push: an Invocation without an id, so no answer is expected. */
  push(target: string, args: unknown[]): void {
    this.pushRecord(encodeInvocation(target, args));
  }

  /** A push already encoded by `encodeInvocation`, so a group's members share one encoding. */
  pushRecord(record: string): void {
    if (this.state !== 'connected' || !this.sink) return;
    this.sendText(record);
    const { maxBufferedBytes, maxBufferedMessages } = this.options;
    if (this.sink.bufferedBytes > maxBufferedBytes || this.sink.bufferedMessages > maxBufferedMessages) {
      this.sink.discard();
      this.close(FELL_BEHIND, true);
    }
  }

  /** Ends the connection with a Close message; `error` is the reason the client sees. */
  close(error?: string, allowReconnect?: boolean): void {
    if (this.state === 'closed') return;
    if (this.state === 'connected')
      this.send({ type: MessageType.Close, ...(error ? { error } : {}), ...(allowReconnect ? { allowReconnect } : {}) });
    this.endTransport();
  }

  /** The transport went away (socket closed, long polling deleted): nothing more can be sent. */
  dropped(): void {
    this.finish();
  }

  private handshake(record: string): void {
    const error = handshakeError(record);
    if (error) {
      this.sink?.send(encodeRecord({ error }));
      return this.endTransport();
    }
    this.state = 'connected';
    this.sink?.send(encodeRecord({}));
    this.schedulePing();
    this.resetSilence();
  }

  private handleMessage(record: string): void {
    this.resetSilence();
    const message = readClientMessage(record);
    if (!message) return this.close('Connection closed with an error.');
    // The client is leaving: no Close back, just let the transport go.
    if (message.type === MessageType.Close) return this.endTransport();
    if (message.type === MessageType.Invocation && message.invocationId !== undefined) {
      this.send({ type: MessageType.Completion, invocationId: message.invocationId, error: 'This hub only sends; use the HTTP API.' });
    }
  }

  private send(message: HubMessage): void {
    this.sendText(encodeRecord(message));
  }

  private sendText(record: string): void {
    this.sink?.send(record);
    this.schedulePing();
  }

  private schedulePing(): void {
    if (this.state !== 'connected') return clearTimeout(this.pingTimer);
    // The one timer is pushed back, not replaced: a group push touches every member's timer, and
    // a 1,000-member chat would otherwise allocate and cancel 1,000 timers per message.
    if (this.pingTimer) this.pingTimer.refresh();
    else this.pingTimer = setTimeout(() => this.send({ type: MessageType.Ping }), this.options.keepAliveIntervalMs);
  }

  private resetSilence(): void {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(
      () => this.close('Server timeout elapsed without receiving a message from the client.'),
      this.options.clientTimeoutMs,
    );
  }

  private endTransport(): void {
    this.finish();
    this.sink?.end();
  }

  private finish(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    clearTimeout(this.pingTimer);
    clearTimeout(this.silenceTimer);
    this.onClosed(this);
  }
}
