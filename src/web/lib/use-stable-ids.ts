import { useMemo } from 'react';

/**
 * The same ids as one array until they change by value: a parent that builds a new array each
 * render must not re-run the effects that depend on it (and wipe a form being filled in).
 */
export function useStableIds(ids: readonly number[]): number[] {
  const key = ids.join(',');
  return useMemo(() => (key ? key.split(',').map(Number) : []), [key]);
}
