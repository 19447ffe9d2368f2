// Fan-out timing for the hub bench, the same for the hub and for socket.io: every message carries a
// fresh sessionId, clients report each arrival to `Deliveries`, and a message is delivered when all
// members have it. Times are this process's clock: POST start to the last member's arrival.
import type { ChatMessage } from '../../src/shared/contract/chat';
import { percentile } from './measure';
import type { MemberArrivals } from './hub-shared';

/** Sequential messages whose timings the result keeps (the slowest). */
const SLOWEST_SHOWN = 15;
/** How long one message may take to reach every member before the bench gives up on it. */
const DELIVERY_TIMEOUT_MS = 30_000;

interface Waiting {
  expected: number;
  received: number;
  first: number;
  last: number;
  done: (arrivals: Arrivals) => void;
}

/** When the first and the last member received a message (this process's clock). */
interface Arrivals {
  first: number;
  last: number;
}

export class Deliveries {
  private readonly waiting = new Map<string, Waiting>();
  /** Arrivals of messages nobody waits for (a duplicate, or a message after it completed). */
  unexpected = 0;

  /** An arrival at a member's client in this process. */
  received = (message: ChatMessage): void => {
    const now = performance.now();
    this.arrivals(message.sessionId, 1, now, now);
  };

  /** `count` arrivals of `sessionId` at members in another process, the first and the last at these times (ms since the epoch). */
  receivedElsewhere = ({ sessionId, count, first, last }: MemberArrivals): void => {
    this.arrivals(sessionId, count, first - performance.timeOrigin, last - performance.timeOrigin);
  };

  private arrivals(sessionId: string | null, count: number, first: number, last: number): void {
    const entry = sessionId ? this.waiting.get(sessionId) : undefined;
    if (!entry) return void (this.unexpected += count);
    entry.first = entry.received === 0 ? first : Math.min(entry.first, first);
    entry.last = Math.max(entry.last, last);
    entry.received += count;
    if (entry.received === entry.expected) {
      this.waiting.delete(sessionId!);
      entry.done({ first: entry.first, last: entry.last });
    }
  }

  /** Resolves with the times the first and the last of `expected` members received `sessionId`. */
  expect(sessionId: string, expected: number): Promise<Arrivals> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const entry = this.waiting.get(sessionId);
        this.waiting.delete(sessionId);
        reject(
          new Error(`${sessionId}: ${entry?.received ?? 0} of ${expected} members received it within ${DELIVERY_TIMEOUT_MS / 1000} s`),
        );
      }, DELIVERY_TIMEOUT_MS);
      this.waiting.set(sessionId, {
        expected,
        received: 0,
        first: 0,
        last: 0,
        done: (arrivals) => (clearTimeout(timer), resolve(arrivals)),
      });
    });
  }
}

/** Sends one message tagged `sessionId` (a POST); resolves when the server answered. */
export type SendMessage = (sessionId: string) => Promise<void>;

export interface FanoutResult {
  /** "Last member received" minus POST start, ms, one per sequential message. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** POST start to its answer (the message stored, for POST /api/messages), p50, ms. */
  answeredP50: number;
  /** The slowest sequential messages, slowest first. */
  slowest: Sample[];
  messages: number;
  /** The burst: messages sent `inFlight` at a time, from the first POST to the last arrival. */
  burst: { messages: number; ms: number; deliveriesPerSecond: number; messagesPerSecond: number };
  /** CPU used while the burst ran (ms), by the server and by the clients' processes. */
  burstCpu: { serverMs: number; clientsMs: number };
}

export interface FanoutPlan {
  members: number;
  warmUp: number;
  sequential: number;
  burst: number;
  /** POSTs in flight at once during the burst. */
  inFlight: number;
}

let sessions = 0;
const nextSession = (label: string) => `${label}-${++sessions}`;

/** One sequential message: ms after its POST started. */
interface Sample {
  /** The last member received it. */
  total: number;
  /** The POST was answered. */
  answer: number;
  /** The first member received it. */
  first: number;
}

/** CPU time so far (ms) of the server's process and of the clients' processes. */
export interface CpuClocks {
  server: () => Promise<number>;
  clients: () => Promise<number>;
}

/** Sequential messages (each after the previous reached everyone), then a burst. */
export async function measureFanout(
  label: string,
  send: SendMessage,
  deliveries: Deliveries,
  plan: FanoutPlan,
  cpu: CpuClocks,
): Promise<FanoutResult> {
  const one = async (): Promise<Sample> => {
    const sessionId = nextSession(label);
    const delivered = deliveries.expect(sessionId, plan.members);
    const started = performance.now();
    await send(sessionId);
    const answer = performance.now() - started;
    const { first, last } = await delivered;
    return { total: last - started, answer, first: first - started };
  };
  for (let i = 0; i < plan.warmUp; i++) await one();
  const samples: Sample[] = [];
  for (let i = 0; i < plan.sequential; i++) samples.push(await one());
  const latencies = samples.map((sample) => sample.total).sort((a, b) => a - b);
  const answered = samples.map((sample) => sample.answer).sort((a, b) => a - b);

  const serverCpuBefore = await cpu.server();
  const clientsCpuBefore = await cpu.clients();
  const started = performance.now();
  const sessionIds = Array.from({ length: plan.burst }, () => nextSession(label));
  const arrivals = sessionIds.map((sessionId) => deliveries.expect(sessionId, plan.members));
  let next = 0;
  const sender = async () => {
    while (next < sessionIds.length) await send(sessionIds[next++]);
  };
  await Promise.all(Array.from({ length: plan.inFlight }, sender));
  const lastArrival = Math.max(...(await Promise.all(arrivals)).map(({ last }) => last));
  const clientsMs = (await cpu.clients()) - clientsCpuBefore;
  const serverMs = (await cpu.server()) - serverCpuBefore;
  const ms = lastArrival - started;

  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies[latencies.length - 1],
    answeredP50: percentile(answered, 0.5),
    slowest: samples.sort((a, b) => b.total - a.total).slice(0, SLOWEST_SHOWN),
    messages: latencies.length,
    burst: {
      messages: plan.burst,
      ms,
      deliveriesPerSecond: (plan.burst * plan.members * 1000) / ms,
      messagesPerSecond: (plan.burst * 1000) / ms,
    },
    burstCpu: { serverMs, clientsMs },
  };
}
