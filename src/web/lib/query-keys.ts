import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { QueryParams } from './api';

/**
 * The one SWR key shape of the app: the API path and its query parameters, always as a pair, so
 * one item (`['/api/source/5', {}]`) and one list page (`['/api/source', { page: 2 }]`) are matched
 * by the same rule when a write invalidates its resource.
 */
export type QueryKey = readonly [path: string, params: QueryParams];

/** A list page's key: the resource path and the page, size, search, sort and filters asked for. */
export function listKey(path: string, params: QueryParams = {}): QueryKey {
  return [path, params];
}

/** One item's (or one non-list endpoint's) key: its path and no parameters. */
export function itemKey(path: string): QueryKey {
  return [path, {}];
}

/** Whether `key` reads `resource` or something below it ('/api/stage' covers '/api/stage/5/…' but not '/api/stages'). */
export function isUnderResource(key: unknown, resource: string): boolean {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return false;
  const path: string = key[0];
  return path === resource || path.startsWith(`${resource}/`);
}

/**
 * Revalidates every cached key of the given resources (lists, items, sub-resources), e.g. after a
 * write: `await invalidate('/api/stage', '/api/status')`.
 */
export function useInvalidate(): (...resources: string[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((...resources: string[]) => mutate((key) => resources.some((resource) => isUnderResource(key, resource))), [mutate]);
}
