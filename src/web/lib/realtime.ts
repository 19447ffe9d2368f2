import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { ILogger, LogLevel } from '@microsoft/signalr';
import { getAppKey } from '../host/session';
import { bearer } from './api';

// The signed-in user's one realtime connection (issue 12). Clients only receive on the hub:
// everything a user does goes over HTTP, so the same client works against Azure SignalR Service.
// Pages subscribe with useHubEvent; after any gap (an automatic reconnect, or a fresh start after a
// failure) useHubReconnected tells them to fetch what they missed over HTTP.

export type HubState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';
type Handler = (...args: unknown[]) => void;

/** What a transport reports to the connection manager. */
export interface HubEvents {
  message(target: string, args: unknown[]): void;
  /** The link dropped and the transport is trying again by itself. */
  reconnecting(): void;
  /** The transport came back by itself; pushes sent meanwhile were lost. */
  reconnected(): void;
  /** The link is gone for good (the transport gave up): the manager starts a fresh one later. */
  closed(): void;
}

/** One connection: SignalR in the app; web tests install an in-memory one (tests/support/memory-hub.ts). */
export interface HubTransport {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Pushes for `target` should reach `events.message` from now on. */
  listen(target: string): void;
}
export type HubTransportFactory = (events: HubEvents) => HubTransport;

export const HUB_PATH = '/hubs/app';
/** Waits before a fresh start after a failed start or after SignalR's own reconnect gave up. */
export const RESTART_DELAYS_MS = [5_000, 15_000, 30_000] as const;

// SignalR's LogLevel values, here without loading the client (it loads with the first connection).
const WARNING: LogLevel = 3 satisfies LogLevel.Warning;
const ERROR: LogLevel = 4 satisfies LogLevel.Error;

/** Warnings and errors only, and never a token (the WebSocket URL carries it as access_token). */
export const hubLogger: ILogger = {
  log(level, message) {
    if (level < WARNING) return;
    const text = `[realtime] ${message.replace(/access_token=[^&\s]*/g, 'access_token=…')}`;
    if (level >= ERROR) console.error(text);
    else console.warn(text);
  },
};

/**
 * Resolves once the page has loaded and the browser is idle (at the latest 2 s later): the first
 * page's code, data and rendering come first, the realtime client's code and socket after them.
 */
function afterPageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * The official client: JSON protocol, bearer from the sign-in, SignalR's automatic reconnect. Its
 * code is fetched with the first connection, once the first page has settled, not during its load.
 */
export const signalRTransport: HubTransportFactory = (events) => {
  const connecting = afterPageSettled()
    .then(() => import('@microsoft/signalr'))
    .then(({ HubConnectionBuilder }) => {
      const connection = new HubConnectionBuilder()
        .withUrl(`${HUB_PATH}?app=${encodeURIComponent(getAppKey() ?? '')}`, { accessTokenFactory: bearer })
        .withAutomaticReconnect()
        .configureLogging(hubLogger)
        .build();
      connection.onreconnecting(() => events.reconnecting());
      connection.onreconnected(() => events.reconnected());
      connection.onclose(() => events.closed());
      return connection;
    });
  const listening = new Set<string>();
  return {
    start: async () => (await connecting).start(),
    stop: async () => (await connecting).stop(),
    listen(target) {
      if (listening.has(target)) return;
      listening.add(target);
      void connecting.then((connection) => connection.on(target, (...args: unknown[]) => events.message(target, args)));
    },
  };
};

let transportFactory: HubTransportFactory = signalRTransport;
let transport: HubTransport | null = null;
/** Bumped on every start and stop, so a late answer of an abandoned transport changes nothing. */
let generation = 0;
let users = 0;
let state: HubState = 'disconnected';
/** A start failed or the link closed: the next successful start is a catch-up point. */
let missedSomething = false;
let restartTimer: ReturnType<typeof setTimeout> | undefined;
let restartAttempt = 0;

const handlers = new Map<string, Set<Handler>>();
const reconnectedHandlers = new Set<() => void>();
const stateListeners = new Set<() => void>();

function setState(next: HubState): void {
  if (state === next) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function notifyReconnected(): void {
  for (const handler of reconnectedHandlers) handler();
}

function eventsFor(current: number): HubEvents {
  const live = () => current === generation;
  return {
    message(target, args) {
      if (!live()) return;
      for (const handler of handlers.get(target) ?? []) handler(...args);
    },
    reconnecting() {
      if (live()) setState('reconnecting');
    },
    reconnected() {
      if (!live()) return;
      setState('connected');
      notifyReconnected();
    },
    closed() {
      if (!live()) return;
      missedSomething = true;
      setState('disconnected');
      scheduleRestart();
    },
  };
}

async function connect(): Promise<void> {
  clearTimeout(restartTimer);
  // Each start is a fresh transport: a closed SignalR connection is not reused.
  const current = ++generation;
  const own = transportFactory(eventsFor(current));
  transport = own;
  for (const target of handlers.keys()) own.listen(target);
  setState('connecting');
  try {
    await own.start();
  } catch {
    if (current !== generation) return;
    missedSomething = true;
    setState('disconnected');
    scheduleRestart();
    return;
  }
  if (current !== generation) return;
  restartAttempt = 0;
  setState('connected');
  if (missedSomething) {
    missedSomething = false;
    notifyReconnected();
  }
}

function scheduleRestart(): void {
  clearTimeout(restartTimer);
  const delay = RESTART_DELAYS_MS[Math.min(restartAttempt, RESTART_DELAYS_MS.length - 1)];
  restartAttempt += 1;
  restartTimer = setTimeout(() => void connect(), delay);
}

/** The browser is back online: try at once instead of waiting for the next restart. */
function restartNow(): void {
  if (users > 0 && state === 'disconnected') void connect();
}

function disconnect(): void {
  clearTimeout(restartTimer);
  generation += 1;
  const old = transport;
  transport = null;
  missedSomething = false;
  restartAttempt = 0;
  setState('disconnected');
  void old?.stop().catch(() => undefined);
}

/**
 * Keeps the connection open while at least one caller holds it (the signed-in shell). Returns the
 * release; the last release stops it (signing out leaves the shell, so it stops then).
 */
export function holdRealtime(): () => void {
  users += 1;
  if (users === 1) void connect();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users = Math.max(0, users - 1);
    if (users === 0) disconnect();
  };
}

/** Tests: how the next connection is made (null: SignalR). Stops the current one. */
export function setHubTransportFactory(factory: HubTransportFactory | null): void {
  disconnect();
  users = 0;
  transportFactory = factory ?? signalRTransport;
}

/** The signed-in shell: the connection lives while it is mounted. */
export function useRealtimeConnection(): void {
  useEffect(() => {
    const release = holdRealtime();
    window.addEventListener('online', restartNow);
    return () => {
      window.removeEventListener('online', restartNow);
      release();
    };
  }, []);
}

/** Calls `handler` with each push for `target` while mounted; the latest handler, without re-subscribing. */
export function useHubEvent<T>(target: string, handler: (payload: T, ...rest: unknown[]) => void): void {
  const onEvent = useEffectEvent((...args: unknown[]) => handler(args[0] as T, ...args.slice(1)));
  useEffect(() => {
    const listener: Handler = (...args) => onEvent(...args);
    let set = handlers.get(target);
    if (!set) handlers.set(target, (set = new Set()));
    set.add(listener);
    transport?.listen(target);
    return () => {
      set.delete(listener);
    };
  }, [target]);
}

/** Calls `handler` after a gap in the connection, so the page can fetch what it missed. */
export function useHubReconnected(handler: () => void): void {
  const onReconnected = useEffectEvent(handler);
  useEffect(() => {
    const listener = () => onReconnected();
    reconnectedHandlers.add(listener);
    return () => {
      reconnectedHandlers.delete(listener);
    };
  }, []);
}

function subscribeState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export function getHubState(): HubState {
  return state;
}

export function useHubState(): HubState {
  return useSyncExternalStore(subscribeState, getHubState, getHubState);
}
