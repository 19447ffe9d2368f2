// The benches' HTTP client for timing loops: node:http over keep-alive sockets, the body read and
// dropped. fetch (undici) costs about 0.2 ms more CPU per request on this machine, which on 2 cores
// is taken from the server being measured and the database beside it. It asks for compressed
// answers as a browser does, so the server does a browser's work; the bytes stay unread.
import http from 'node:http';

export interface HttpGetter {
  /** GETs `path` and resolves with the status once the whole body has arrived. */
  get(path: string): Promise<number>;
  close(): void;
}

export function httpGetter(baseUrl: string, headers: Record<string, string>, sockets: number): HttpGetter {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(baseUrl);
  const requestHeaders = { 'accept-encoding': 'br, gzip', ...headers };
  const get = (path: string, retried = false): Promise<number> =>
    new Promise((resolve, reject) => {
      const request = http.get({ hostname, port, path, agent, headers: requestHeaders }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive socket the server closed as the request went out: Node's documented race,
        // retried once on a new socket. Anything else is the server's failure, named with its URL.
        if (request.reusedSocket && error.code === 'ECONNRESET' && !retried) resolve(get(path, true));
        else reject(new Error(`GET ${baseUrl}${path}: ${error.message}`, { cause: error }));
      });
    });
  return { get: (path) => get(path), close: () => agent.destroy() };
}
