import { Hono } from 'hono';
import type { Caller, AppDeps, AppEnv } from '../core/context';
import { badRequest } from '../core/errors';
import { callerConnection, hubCaller } from './access';
import type { HubBackend } from '../core/hub-backend';
import { LongPollingSink } from './long-polling';
import { defaultHubOptions } from './options';

/** The groups a caller's new connection joins besides their own (e.g. their chat channels). */
export type ConnectGroups = (caller: Caller) => Promise<readonly string[]>;

/**
 * `/hubs/app`: negotiate and the long-polling transport (WebSockets arrive on the server's upgrade
 * event). With Azure SignalR Service negotiate redirects there, and the transports know no connection.
 */
export function hubRoutes(deps: AppDeps, backend: HubBackend, connectGroups: ConnectGroups = async () => []) {
  const routes = new Hono<AppEnv>();
  const sinks = new WeakMap<object, LongPollingSink>();
  const hub = backend.localHub;
  // Without a local hub no connection is ever found, so these options go unused.
  const { pollTimeoutMs } = hub?.options ?? defaultHubOptions;

  routes.post('/negotiate', async (c) => {
    const caller = await hubCaller(deps, new URL(c.req.url), c.req.header('authorization'));
    return c.json(await backend.answerNegotiate({ appId: caller.appId, userId: caller.user.id }, await connectGroups(caller)));
  });

  // A poll: the first binds long polling and answers at once; later ones wait for data.
  routes.get('/', async (c) => {
    const connection = await callerConnection(deps, hub, new URL(c.req.url), c.req.header('authorization'));
    const sink = sinks.get(connection);
    if (!sink) {
      const created = new LongPollingSink(pollTimeoutMs);
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
