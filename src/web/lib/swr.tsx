import { useCallback, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type Cache, type SWRConfiguration } from 'swr';
import { apiGet, ApiError } from './api';
import type { QueryKey } from './query-keys';

/**
 * SWR keys for the API: `[path, params]` (lib/query-keys builds them). A bare path is still read
 * for the app shell's few fixed lookups.
 */
export type ApiKey = string | QueryKey;

/** The SWR fetcher: GET through the api client. */
export function apiFetcher<T>(key: ApiKey): Promise<T> {
  if (typeof key === 'string') return apiGet<T>(key);
  const [path, params] = key;
  return apiGet<T>(path, params);
}

export const swrDefaults: SWRConfiguration = {
  fetcher: apiFetcher,
  // Client errors do not get better by repeating them; an unreachable server is handled by the
  // Network Error dialog, whose Retry revalidates everything.
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  onError: (error: unknown) => {
    if (!(error instanceof ApiError)) console.error(error);
  },
};

export interface ApiSWRProviderProps {
  children: ReactNode;
  /** A fresh cache for this tree (tests); by default SWR's global cache, so global `mutate` works. */
  isolatedCache?: boolean;
  /** Extra options (tests may set dedupingInterval: 0 …). */
  options?: SWRConfiguration;
}

const newCache = (): Cache => new Map();

export function ApiSWRProvider({ children, isolatedCache = false, options }: ApiSWRProviderProps) {
  const value: SWRConfiguration = { ...swrDefaults, ...options, ...(isolatedCache ? { provider: newCache } : {}) };
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

/** Revalidates every cached key (used after the server becomes reachable again). */
export function useRevalidateAll(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(() => true), [mutate]);
}
