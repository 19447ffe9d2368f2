import { describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { SWRConfig } from 'swr';
import { isUnderResource, itemKey, listKey, useInvalidate } from '../../../src/web/lib/query-keys';

describe('query keys', () => {
  it('are always [path, params], items included', () => {
    expect(itemKey('/api/source/5')).toEqual(['/api/source/5', {}]);
    expect(listKey('/api/source', { page: 2 })).toEqual(['/api/source', { page: 2 }]);
    expect(listKey('/api/source')).toEqual(['/api/source', {}]);
  });

  it('match a resource, its items and sub-resources, and nothing that only starts with the same letters', () => {
    expect(isUnderResource(['/api/stage', { page: 1 }], '/api/stage')).toBe(true);
    expect(isUnderResource(['/api/stage/5', {}], '/api/stage')).toBe(true);
    expect(isUnderResource(['/api/stage/map-status/5', {}], '/api/stage')).toBe(true);
    expect(isUnderResource(['/api/stages', {}], '/api/stage')).toBe(false);
    expect(isUnderResource(['/api/status', {}], '/api/stage')).toBe(false);
    expect(isUnderResource('/api/stage', '/api/stage')).toBe(false);
  });
});

describe('useInvalidate', () => {
  it("revalidates every cached key of the named resource and leaves the others' alone", async () => {
    const fetches: string[] = [];
    const fetcher = ([path]: readonly [string, object]) => {
      fetches.push(path);
      return Promise.resolve(path);
    };
    let invalidate: ReturnType<typeof useInvalidate> = () => Promise.resolve();
    function Reader() {
      useSWR(listKey('/api/stage', { page: 1 }));
      useSWR(itemKey('/api/stage/5'));
      useSWR(listKey('/api/status', { page: 1 }));
      invalidate = useInvalidate();
      return null;
    }
    render(
      <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0 }}>
        <Reader />
      </SWRConfig>,
    );
    await waitFor(() => expect(fetches).toHaveLength(3));
    fetches.length = 0;
    await act(() => invalidate('/api/stage'));
    expect(fetches.sort()).toEqual(['/api/stage', '/api/stage/5']);
  });
});
