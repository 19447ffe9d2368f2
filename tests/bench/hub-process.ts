// The hub bench's servers run in child processes, so the clients (in the bench's own process) never
// share an event loop with the server they measure; so do the connections it only holds. Parent
// and child talk over Node's IPC channel: the child says `ready` with what the parent needs, answers
// `cpu` with its CPU time and `report` with how it is doing, may send `event`s of its own accord,
// and exits on `stop`.
import { fork, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ToServer = { kind: 'cpu' } | { kind: 'report' } | { kind: 'stop' };
export type FromServer<Ready> =
  | { kind: 'ready'; ready: Ready }
  | { kind: 'cpu'; micros: number }
  | { kind: 'report'; report: unknown }
  | { kind: 'event'; event: unknown }
  | { kind: 'failed'; error: string };

export interface ServerProcess<Ready> {
  ready: Ready;
  /** The child's CPU time so far (user + system), in ms. */
  cpuMs(): Promise<number>;
  /** What the child's `report` says now. */
  report<Report>(): Promise<Report>;
  stop(): Promise<void>;
}

/** Starts `file` (TypeScript, through tsx) and resolves once it says it is listening; its events go to `onEvent`. */
export function startServerProcess<Ready>(
  file: string,
  env: Record<string, string> = {},
  onEvent: (event: unknown) => void = () => {},
): Promise<ServerProcess<Ready>> {
  // BENCH_HUB_CPU_PROFILE=<dir>: each server writes a V8 CPU profile there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_HUB_CPU_PROFILE;
  // The young generation `npm start` gives the server (package.json): a list request's garbage dies young.
  const execArgv = ['--max-semi-space-size=64', '--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])];
  const child = fork(file, [], { execArgv, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`${file} exited (${code}) before it was ready`));
    child.once('exit', exited);
    child.once('error', reject);
    child.once('message', (message: FromServer<Ready>) => {
      child.off('exit', exited);
      if (message.kind === 'failed') return reject(new Error(`${file}: ${message.error}`));
      if (message.kind !== 'ready') return reject(new Error(`${file} sent ${message.kind} before ready`));
      child.on('message', (later: FromServer<Ready>) => later.kind === 'event' && onEvent(later.event));
      resolve({
        ready: message.ready,
        cpuMs: async () => (await ask(child, 'cpu')).micros / 1000,
        report: async <Report>() => (await ask(child, 'report')).report as Report,
        stop: () => stopChild(child),
      });
    });
  });
}

function ask<Kind extends 'cpu' | 'report'>(child: ChildProcess, kind: Kind): Promise<Extract<FromServer<unknown>, { kind: Kind }>> {
  return new Promise((resolve) => {
    const answer = (message: FromServer<unknown>) => {
      if (message.kind !== kind) return;
      child.off('message', answer);
      resolve(message as Extract<FromServer<unknown>, { kind: Kind }>);
    };
    child.on('message', answer);
    child.send({ kind } satisfies ToServer);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => (clearTimeout(kill), resolve()));
    child.send({ kind: 'stop' } satisfies ToServer);
  });
}

/** The child's side: reports `ready` (or the error that stopped it), answers `cpu` and `report`, runs `stop` then exits; `emit` sends an event. */
export async function serveParent<Ready>(
  start: (emit: (event: unknown) => void) => Promise<{ ready: Ready; report?: () => unknown; stop: () => Promise<void> }>,
): Promise<void> {
  const send = (message: FromServer<Ready>) => process.send?.(message);
  let started: Awaited<ReturnType<typeof start>>;
  try {
    started = await start((event) => send({ kind: 'event', event }));
  } catch (error) {
    send({ kind: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
  process.on('message', (message: ToServer) => {
    if (message.kind === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ kind: 'cpu', micros: user + system });
    } else if (message.kind === 'report') {
      send({ kind: 'report', report: started.report?.() ?? null });
    } else if (message.kind === 'stop') {
      void started.stop().finally(() => process.exit(0));
    }
  });
  // The bench died without saying stop: do not linger.
  process.on('disconnect', () => process.exit(0));
  send({ kind: 'ready', ready: started.ready });
}

/** The port `server` listens on, once it does (a child server is asked for port 0). */
export async function listeningPort(server: Server): Promise<number> {
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  return (server.address() as AddressInfo).port;
}

/** Closes `server` now, keep-alive connections included. */
export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
