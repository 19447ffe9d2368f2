// The hub bench's held connections (the users outside the chat), in a process of their own: the
// bench's process then holds only the chat's members, so its heap (and the pauses of its garbage
// collector, which a member's arrival would wait out) is a fifth as large. Plain sockets as in
// the bench's process; a chat message reaching one of them is a stray.
import { createTokenSigner } from '../../src/server/auth/tokens';
import { connectAll, connectionsState, connectRawHubClient, type BenchClient } from './hub-clients';
import { serveParent } from './hub-process';
import { HUB_BENCH_SECRET, type HeldConnections, type HoldersReady, type HolderTarget } from './hub-shared';

await serveParent<HoldersReady>(async () => {
  const { baseUrl, appKey, userIds, connectingAtOnce } = JSON.parse(process.env.BENCH_HUB_HOLDERS!) as HolderTarget;
  const signer = createTokenSigner(HUB_BENCH_SECRET, 60, () => new Date());
  let strays = 0;
  const clients: BenchClient[] = await connectAll(userIds.length, connectingAtOnce, async (i) =>
    connectRawHubClient({ baseUrl, appKey }, await signer.sign({ userId: userIds[i], appKey }), () => void strays++),
  );
  return {
    ready: { connected: clients.length },
    report: (): HeldConnections => ({ ...connectionsState(clients), strays }),
    stop: async () => void (await Promise.all(clients.map((client) => client.close()))),
  };
});
