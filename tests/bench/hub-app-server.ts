// The hub bench's server process: the real app (createApp + @hono/node-server + attachHubSockets, as
// src/server/main.ts wires them) on a fresh embedded database (in its thread, in memory) holding one referral whose chat has
// HUB_PARTICIPANTS recruiters, and HUB_CONNECTIONS users in all. Besides the app it answers one
// bench-only route, POST /bench/fanout, which publishes straight through the hub (no database):
// the like-for-like counterpart of the socket.io server's emit.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import pino from 'pino';
import { createApp } from '../../src/server/app';
import { createTokenSigner } from '../../src/server/auth/tokens';
import { createPglite, openEmbedded, openPglite } from '../../src/server/db/client';
import { RealtimeHub } from '../../src/server/realtime/hub';
import { channelGroup } from '../../src/server/core/realtime';
import { attachHubSockets } from '../../src/server/realtime/websocket';
import type { AppDeps } from '../../src/server/core/context';
import { memoryFileStore } from '../support/memory-file-store';
import { closeServer, listeningPort, serveParent } from './hub-process';
import { HUB_BENCH_SECRET, benchChatMessage, type HubBenchServer } from './hub-shared';
import { seedHubBench } from './hub-seed';
import { CHAT_MESSAGE_EVENT } from '../../src/shared/contract/hub-events';

await serveParent<HubBenchServer>(async () => {
  // The embedded database as the server runs it, in a thread of its own (BENCH_EMBEDDED=inline: on the server's thread, as before).
  const database =
    process.env.BENCH_EMBEDDED === 'inline'
      ? openPglite(await createPglite())
      : await openEmbedded(undefined, (error) => console.error(`the bench's embedded database stopped: ${error.message}`));
  await database.migrate();
  const seed = await seedHubBench(database.db);
  const realtime = new RealtimeHub();
  const deps: AppDeps = {
    db: database.db,
    clock: () => new Date(),
    storage: memoryFileStore(),
    logger: pino({ level: 'silent' }),
    auth: { signer: createTokenSigner(HUB_BENCH_SECRET, 60, () => new Date()), entra: null, entraClient: null, loginAttemptsPerWindow: 10 },
    accountProfileUrl: '/account/login',
    realtime,
  };
  const app = createApp(deps);
  const group = channelGroup(seed.appId, seed.channelId);

  let directId = 0;
  const fetch = async (request: Request) => {
    if (new URL(request.url).pathname !== '/bench/fanout') return app.fetch(request);
    const { sessionId } = (await request.json()) as { sessionId: string };
    await realtime.sendToGroup(group, CHAT_MESSAGE_EVENT, [benchChatMessage(++directId, seed.channelPublicId, seed.senderId, sessionId)]);
    return new Response(null, { status: 202 });
  };
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  const port = await listeningPort(server);
  attachHubSockets(server, deps, realtime);

  return {
    ready: { port, ...seed.ready },
    async stop() {
      realtime.closeAll();
      await closeServer(server);
      await database.close();
    },
  };
});
