import { useSyncExternalStore } from 'react';

// A tiny store: the API client reports unreachable-server failures here, the Network Error
// dialog reads it, and the dialog's Retry clears it once /api/health answers again.
export interface NetworkStatus {
  offline: boolean;
  /** When the last failure was reported (ms since epoch), null while online. */
  since: number | null;
}

const ONLINE: NetworkStatus = { offline: false, since: null };
let state: NetworkStatus = ONLINE;
const listeners = new Set<() => void>();

function set(next: NetworkStatus): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getNetworkStatus(): NetworkStatus {
  return state;
}

export function subscribeNetworkStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportNetworkFailure(): void {
  if (!state.offline) set({ offline: true, since: Date.now() });
}

export function clearNetworkFailure(): void {
  if (state.offline) set(ONLINE);
}

export function useNetworkStatus(): NetworkStatus {
  return useSyncExternalStore(subscribeNetworkStatus, getNetworkStatus, getNetworkStatus);
}
