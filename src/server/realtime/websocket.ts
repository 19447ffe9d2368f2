import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppDeps } from '../core/context';
import { HttpError } from '../core/errors';
import { loggableError } from '../core/error-log';
import { callerConnection } from './access';
import type { HubConnection, TransportSink } from './connection';
import { HUB_PATH, type RealtimeHub } from './hub';

/**
 * WebSockets on `/hubs/app?id=<connectionToken>`, through the Node server's upgrade event.
 * Only the path is ever logged: the query carries the connection token and maybe `access_token`.
 */
export function attachHubSockets(server: Server | HttpsServer, deps: AppDeps, hub: RealtimeHub): void {
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    void upgrade(request, socket, head).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) deps.logger.error({ error: loggableError(error), path: HUB_PATH }, 'unhandled error');
      logUpgrade(deps.logger, status);
      reject(socket, status, error instanceof HttpError ? error.message : 'Something went wrong on our side. Please try again.');
    });
  });

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://hub');
    if (url.pathname !== HUB_PATH) throw new HttpError(404, 'No such endpoint.');
    const connection = await callerConnection(deps, hub, url, request.headers.authorization);
    if (socket.destroyed) return;
    const sink = new WebSocketSink(hub.options.cutOffGraceMs);
    if (!connection.attach(sink)) throw new HttpError(409, 'This connection already has a transport.');
    sockets.handleUpgrade(request, socket, head, (ws) => {
      logUpgrade(deps.logger, 101);
      sink.open(ws);
      bindSocket(ws, connection);
    });
  }
}

/** Attached before the upgrade completes, so a second socket on the same id is refused (409). */
class WebSocketSink implements TransportSink {
  readonly kind = 'websockets';
  private ws: WebSocket | null = null;
  private ended = false;
  private cutOff = false;
  /** Frames handed to the socket and not yet written out of this process. */
  private unsent = 0;
  /** One callback for every frame of this socket, rather than a closure per frame. */
  private readonly written = () => void this.unsent--;

  constructor(private readonly cutOffGraceMs: number) {}

  get bufferedBytes(): number {
    return this.ws?.bufferedAmount ?? 0;
  }

  get bufferedMessages(): number {
    return this.unsent;
  }

  open(ws: WebSocket): void {
    this.ws = ws;
    // The connection may have timed out while the upgrade was under way.
    if (this.ended) this.close(ws);
  }

  send(text: string): void {
    if (!this.ws) return;
    this.unsent++;
    this.ws.send(utf8(text), { binary: false }, this.written);
  }

  end(): void {
    this.ended = true;
    if (this.ws) this.close(this.ws);
  }

  /** Frames already handed to the socket cannot be taken back, so a socket that fell behind is cut off soon after its Close. */
  discard(): void {
    this.cutOff = true;
  }

  private close(ws: WebSocket): void {
    ws.close(1000);
    // ws waits 30 s for a client's answer to the close, holding what it buffered; one that fell behind
    // reads neither, so its socket (and memory) goes once it has had a moment to take the Close.
    if (this.cutOff) setTimeout(() => ws.terminate(), this.cutOffGraceMs).unref();
  }
}

/**
 * The last record's UTF-8 bytes: a group's push hands every socket the same text, so it is
 * converted once rather than once per socket. The bytes are never written to (server frames are
 * not masked), so sharing them is safe.
 */
let lastText = '';
let lastBytes = Buffer.alloc(0);
function utf8(text: string): Buffer {
  if (text !== lastText) {
    lastText = text;
    lastBytes = Buffer.from(text);
  }
  return lastBytes;
}

function bindSocket(ws: WebSocket, connection: HubConnection): void {
  ws.on('message', (data, isBinary) => {
    if (isBinary) return connection.close('Binary messages are not supported: the hub speaks the JSON protocol.');
    connection.receive(data.toString());
  });
  ws.on('close', () => connection.dropped());
  ws.on('error', () => ws.terminate());
}

/** Like the request log, the path only: the query holds the connection token and maybe `access_token`. */
function logUpgrade(logger: Logger, status: number): void {
  const line = { method: 'GET', path: HUB_PATH, status, upgrade: 'websocket' };
  if (status >= 500) logger.error(line, 'request failed');
  else logger.info(line, 'request');
}

function reject(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
