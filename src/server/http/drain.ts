import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Server as HttpsServer } from 'node:https';

/** How a server stops: `drain` resolves true when every request under way was answered in time. */
export interface Drainable {
  /** `handlersDone`: resolves once no request's handler runs (one may outlive its connection). */
  drain(timeoutMs: number, handlersDone: () => Promise<void>): Promise<boolean>;
}

/**
 * Lets `server` stop without cutting requests off (a deploy's SIGTERM): `drain` stops taking
 * connections at once and waits for the requests under way to be answered and their connections
 * closed, `timeoutMs` at most, after which the connections still open are closed. A kept-alive connection would carry the
 * client's next request during the drain, so answers then say `Connection: close`, and one whose
 * answer went out before the drain began is closed once it is done. Call it before the server
 * takes its first request: it follows the answers in progress from then on.
 */
export function drainable(server: HttpServer | HttpsServer): Drainable {
  const answering = new Set<ServerResponse>();
  let draining = false;
  const noKeepAlive = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) noKeepAlive(response);
    answering.add(response);
    response.once('close', () => {
      answering.delete(response);
      // Its connection is idle from the next turn on.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    drain(timeoutMs, handlersDone) {
      draining = true;
      answering.forEach(noKeepAlive);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      let cutOff: NodeJS.Timeout | undefined;
      const timeUp = new Promise<false>((resolve) => {
        cutOff = setTimeout(() => {
          server.closeAllConnections();
          resolve(false);
        }, timeoutMs);
      });
      const done = closed.then(handlersDone).then(() => true as const);
      return Promise.race([done, timeUp]).finally(() => clearTimeout(cutOff));
    },
  };
}
