import net from 'node:net';

export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** True when something accepts TCP connections at `url`'s host and port (Redis, PostgreSQL) within a second. */
export function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort), timeout: 1_000 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** A closed port on this machine: listen on a free one, then close it. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A TCP relay to `target` that can be cut and restored on the same port: Redis "going away" for
 * one client without touching the Redis everyone else uses.
 */
export async function startRelay(targetPort: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = async () => {
    server = net.createServer((inbound) => {
      const outbound = net.connect(targetPort, '127.0.0.1');
      for (const socket of [inbound, outbound]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      inbound.pipe(outbound).pipe(inbound);
      inbound.on('close', () => outbound.destroy());
      outbound.on('close', () => inbound.destroy());
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as net.AddressInfo).port;
  };
  await listen();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    /** Drops every relayed connection and refuses new ones. */
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
    restore: listen,
  };
}
