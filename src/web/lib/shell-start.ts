import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ItemResponse } from '../../shared/contract/list';
import type { ShellStart } from '../../shared/contract/shell';
import { API_PATHS, itemPath } from '../../shared/contract/api-paths';
import { ApiError, apiGet } from './api';
import { itemKey } from './query-keys';
import { useHubReconnected } from './realtime';
import { apiFetcher, type ApiKey } from './swr';

// The shell's start-up data (issue 37): GET /api/shell-start answers in one request what the top
// bar, sidebar, footer and bell read first, each part as its own endpoint answers it. Each part
// keeps its endpoint's SWR key and hook: the first read of a key takes its part of the start answer
// instead of sending a request of its own; every later read (a mutate, the Network Error dialog's
// Retry) asks the part's endpoint. A self-managed session sends the start request at boot
// (app/preload-data.ts); otherwise the first read of a part sends it, which the shell makes once
// sign-in has a token (Teams SSO, MSAL).

export type ShellPart = keyof ShellStart;

/** Each part's key: its own endpoint's, as its hook has always read it, so a mutate of that key reaches the hook. */
export const SHELL_PART_KEYS = {
  userInfo: itemKey(API_PATHS.userInfo),
  permissions: itemKey(API_PATHS.permissions),
  company: itemPath(API_PATHS.company, 1),
  defaultImage: API_PATHS.defaultImage,
  appManager: API_PATHS.appManager,
  footerContent: API_PATHS.footerContent,
  notificationSummary: itemKey(`${API_PATHS.notifications}/summary`),
} as const satisfies Record<ShellPart, ApiKey>;

const PARTS = Object.keys(SHELL_PART_KEYS) as ShellPart[];

/** What the part's own endpoint answers: an item's `{ data }`, the app manager's list page as it is. */
function answerOf(part: ShellPart, start: ShellStart): unknown {
  return part === 'appManager' ? start.appManager : { data: start[part] };
}

interface Start {
  answer: Promise<ShellStart>;
  /** The parts that no read has taken yet. */
  untaken: Set<ShellPart>;
}

let current: Start | null = null;

/** Sends GET /api/shell-start once per page load; later calls get the same answer. */
export function startShell(): Promise<ShellStart> {
  if (!current) {
    const answer = apiGet<ItemResponse<ShellStart>>(API_PATHS.shellStart).then((response) => response.data);
    // A failure is each read's to handle (readPart), not an unhandled rejection.
    answer.catch(() => undefined);
    current = { answer, untaken: new Set(PARTS) };
  }
  return current.answer;
}

/**
 * The parts of the start answer that no read has taken, as SWR cache entries under their keys; they
 * count as taken now. Each part is used once: what reads it next asks its endpoint, so a shell that
 * mounts again (a sign-in tried again) never puts this answer over something newer.
 */
export function takeShellStart(start: ShellStart): [ApiKey, unknown][] {
  const untaken = [...(current?.untaken ?? [])];
  current?.untaken.clear();
  return untaken.map((part) => [SHELL_PART_KEYS[part], answerOf(part, start)]);
}

/**
 * A part's read: its part of the start answer the first time, its endpoint after that. After a
 * failed start every read goes to its endpoint (the Network Error dialog's Retry too), except on a
 * lost sign-in, which the api client is already sending to sign in again.
 */
function readPart(part: ShellPart): Promise<unknown> {
  const key = SHELL_PART_KEYS[part];
  const answer = startShell();
  if (!current?.untaken.delete(part)) return apiFetcher(key);
  return answer.then(
    (start) => answerOf(part, start),
    (error: unknown) => (error instanceof ApiError && error.status === 401 ? Promise.reject(error) : apiFetcher(key)),
  );
}

const partFetchers = Object.fromEntries(PARTS.map((part) => [part, () => readPart(part)])) as Record<ShellPart, () => Promise<unknown>>;

/**
 * One part of the shell's data. Once in the cache it is not read again because another component
 * mounts with it (a page that loads after the shell): it changes only when something revalidates it.
 */
export function useShellPart<T>(part: ShellPart) {
  const fetcher = partFetchers[part] as () => Promise<T>;
  return useSWR<T>(SHELL_PART_KEYS[part], fetcher, { revalidateIfStale: false });
}

/**
 * The shell's start: sends the start request unless the boot has, and puts the parts of its answer
 * that no component has read (the All Apps menu's, say) into this SWR cache. A role change
 * closes the user's hub connections: once one is back, who the user is and what they may do are
 * read again.
 */
export function useShellStart(): void {
  const { mutate } = useSWRConfig();
  useHubReconnected(() => {
    void mutate(SHELL_PART_KEYS.userInfo);
    void mutate(SHELL_PART_KEYS.permissions);
  });
  useEffect(() => {
    let active = true;
    startShell().then(
      (start) => {
        if (active) for (const [key, value] of takeShellStart(start)) void mutate(key, value, { revalidate: false });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [mutate]);
}

/** For tests: forget the start, as a new page load does. */
export function resetShellStart(): void {
  current = null;
}
