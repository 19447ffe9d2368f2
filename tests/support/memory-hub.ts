import { setHubTransportFactory, type HubEvents, type HubTransport, type HubTransportFactory } from '../../src/web/lib/realtime';

/**
 * The web tests' realtime connection: no network, driven by the test. web-setup installs a fresh
 * one before each test, so the app's one connection (started by the shell) lands here; a test
 * pushes server events, drops and restores the link, or makes the next start fail.
 */
export class MemoryHub {
  /** How many times a connection was started and stopped. */
  starts = 0;
  stops = 0;
  private events: HubEvents | null = null;
  private readonly targets = new Set<string>();
  private failures = 0;

  readonly factory: HubTransportFactory = (events) => {
    const transport: HubTransport = {
      start: async () => {
        this.starts += 1;
        if (this.failures > 0) {
          this.failures -= 1;
          throw new Error('Failed to complete negotiation with the server.');
        }
        this.events = events;
      },
      stop: async () => {
        this.stops += 1;
        if (this.events === events) this.events = null;
      },
      listen: (target) => {
        this.targets.add(target);
      },
    };
    return transport;
  };

  /** True while a connection is up (started and not stopped or dropped for good). */
  get connected(): boolean {
    return this.events !== null;
  }

  /** Whether a page listens for `target`. */
  listens(target: string): boolean {
    return this.targets.has(target);
  }

  /** A server push, as the hub would send it (an Invocation without id). */
  push(target: string, ...args: unknown[]): void {
    if (!this.events) throw new Error(`No realtime connection to push '${target}' to`);
    this.events.message(target, args);
  }

  /** The socket drops; SignalR's automatic reconnect begins. Pushes now are lost. */
  drop(): void {
    this.events?.reconnecting();
  }

  /** The automatic reconnect succeeds. */
  restore(): void {
    this.events?.reconnected();
  }

  /** The automatic reconnect gives up: the app starts a fresh connection later. */
  close(): void {
    const events = this.events;
    this.events = null;
    events?.closed();
  }

  /** The next `count` starts fail (negotiate refused, server down). */
  failNextStarts(count = 1): void {
    this.failures = count;
  }
}

/** The current test's hub (web-setup installs a fresh one before each test). */
export let memoryHub = new MemoryHub();

/** Makes the app's one connection land on a fresh MemoryHub, never on the network. */
export function installMemoryHub(): MemoryHub {
  memoryHub = new MemoryHub();
  setHubTransportFactory(memoryHub.factory);
  return memoryHub;
}
