// A share of the hub bench's connections in a process of its own: the users outside the chat (held
// only; a chat message reaching one of them is a stray), or some of the chat's members (of the hub,
// or of socket.io for the yardstick), whose arrivals are reported to the bench's process once all
// of them have a message. Each process's heap, and the pauses of its garbage collector that an
// arrival waits out, stays small, and the members' arrivals are read on both cores, as 1,000
// browsers would read them on their own.
import type { ChatMessage } from '../../src/shared/contract/chat';
import { createTokenSigner } from '../../src/server/auth/tokens';
import { connectAll, connectionsState, connectRawHubClient, connectSocketIoClient, type BenchClient } from './hub-clients';
import { serveParent } from './hub-process';
import { HUB_BENCH_SECRET, type HeldConnections, type HoldersReady, type HolderTarget, type MemberArrivals } from './hub-shared';

await serveParent<HoldersReady>(async (emit) => {
  const target = JSON.parse(process.env.BENCH_HUB_HOLDERS!) as HolderTarget;
  const members = target.kind === 'socket.io' || target.members;
  const count = target.kind === 'socket.io' ? target.count : target.userIds.length;
  let strays = 0;
  /** Arrivals of a message at a member that already had it. */
  let duplicates = 0;
  const arriving = new Map<string, { arrivals: MemberArrivals; members: Set<number> }>();
  const reported = new Set<string>();
  const arrived = (member: number, message: ChatMessage) => {
    const at = performance.timeOrigin + performance.now();
    const sessionId = message.sessionId ?? '';
    if (reported.has(sessionId)) return void duplicates++;
    const entry = arriving.get(sessionId) ?? { arrivals: { sessionId, count: 0, first: at, last: at }, members: new Set<number>() };
    arriving.set(sessionId, entry);
    if (entry.members.has(member)) return void duplicates++;
    entry.members.add(member);
    entry.arrivals.count++;
    entry.arrivals.last = at;
    if (entry.arrivals.count < count) return;
    arriving.delete(sessionId);
    reported.add(sessionId);
    emit(entry.arrivals);
  };
  const onChat = (i: number) => (message: ChatMessage) => (members ? arrived(i, message) : strays++);
  const signer = createTokenSigner(HUB_BENCH_SECRET, 60, () => new Date());
  const clients: BenchClient[] = await connectAll(count, target.connectingAtOnce, async (i) =>
    target.kind === 'socket.io'
      ? connectSocketIoClient(target.url, true, onChat(i))
      : connectRawHubClient(target, await signer.sign({ userId: target.userIds[i], appKey: target.appKey }), onChat(i)),
  );
  return {
    ready: { connected: clients.length },
    report: (): HeldConnections => ({ ...connectionsState(clients), strays, duplicates }),
    stop: async () => void (await Promise.all(clients.map((client) => client.close()))),
  };
});
