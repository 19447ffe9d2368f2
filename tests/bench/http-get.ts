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
  return {
    get: (path) =>
      new Promise((resolve, reject) => {
        http
          .get({ hostname, port, path, agent, headers: requestHeaders }, (response) => {
            response.on('data', () => undefined);
            response.on('end', () => resolve(response.statusCode ?? 0));
            response.on('error', reject);
          })
          .on('error', reject);
      }),
    close: () => agent.destroy(),
  };
}
