import { Hono } from 'hono';
import type { Caller } from '../http/authenticate';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { callerConnection, hubCaller } from './access';
import type { RealtimeHub } from './hub';
import { LongPollingSink } from './long-polling';

/** Text only: the hub speaks the JSON protocol. Stateful reconnect is never offered (the client would use it). */
const availableTransports = [
  { transport: 'WebSockets', transferFormats: ['Text'] },
  { transport: 'LongPolling', transferFormats: ['Text'] },
];

/** The groups a caller's new connection joins besides their own (e.g. their chat channels). */
export type ConnectGroups = (caller: Caller) => Promise<readonly string[]>;

/** `/hubs/app`: negotiate and the long-polling transport (WebSockets arrive on the server's upgrade event). */
export function hubRoutes(deps: AppDeps, hub: RealtimeHub, connectGroups: ConnectGroups = async () => []) {
  const routes = new Hono<AppEnv>();
  const sinks = new WeakMap<object, LongPollingSink>();

  routes.post('/negotiate', async (c) => {
    const caller = await hubCaller(deps, new URL(c.req.url), c.req.header('authorization'));
    const { connectionId, connectionToken } = hub.negotiate({ appId: caller.appId, userId: caller.user.id }, await connectGroups(caller));
    return c.json({ negotiateVersion: 1, connectionId, connectionToken, availableTransports });
  });

  // A poll: the first binds long polling and answers at once; later ones wait for data.
  routes.get('/', async (c) => {
    const connection = await callerConnection(deps, hub, new URL(c.req.url), c.req.header('authorization'));
    const sink = sinks.get(connection);
    if (!sink) {
      const created = new LongPollingSink(hub.options.pollTimeoutMs);
      if (!connection.attach(created)) throw badRequest('This connection uses another transport.');
      sinks.set(connection, created);
      return c.body('', 200);
    }
    const result = await sink.poll();
    return result === null ? c.body(null, 204) : c.text(result);
  });

  routes.post('/', async (c) => {
    const connection = await callerConnection(deps, hub, new URL(c.req.url), c.req.header('authorization'));
    if (!sinks.has(connection)) throw badRequest('This connection does not use long polling.');
    connection.receive(await c.req.text());
    return c.body('', 200);
  });

  routes.delete('/', async (c) => {
    const connection = await callerConnection(deps, hub, new URL(c.req.url), c.req.header('authorization'));
    const sink = sinks.get(connection);
    if (!sink) throw badRequest('This connection does not use long polling.');
    connection.dropped();
    sink.end();
    return c.body('', 202);
  });

  return routes;
}
