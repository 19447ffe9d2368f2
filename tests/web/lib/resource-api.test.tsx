import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { ApiSWRProvider } from '../../../src/web/lib/swr';
import { resourceReads, useResourceMutations, type ResourceWriteShape } from '../../../src/web/lib/resource-api';
import { installFakeApi, json, signInAsSelf } from '../app/fake-api';

interface Thing {
  id: number;
  name: string;
}

const lists = (reply: object) => ({ 'GET /api/thing': reply, 'GET /api/other': reply, 'GET /api/elsewhere': reply });
const listReply = { data: [{ id: 1, name: 'One' }], meta: { total: 1, per_page: 10, current_page: 1, last_page: 1, from: 1, to: 1 } };

beforeEach(() => signInAsSelf('tok', 'acme'));
afterEach(() => vi.restoreAllMocks());

const things = resourceReads<Thing, Thing, { page: number }>('/api/thing');
const others = resourceReads<Thing, Thing, { page: number }>('/api/other');
const elsewhere = resourceReads<Thing, Thing, { page: number }>('/api/elsewhere');

/** Renders a list and item reader of /api/thing and hands back the writes built from `shape`. */
function renderThing(shape: ResourceWriteShape<Thing, Thing>) {
  let writes: ReturnType<typeof useResourceMutations<Thing>> | undefined;
  function Reader() {
    things.useList({ page: 1 });
    things.useItem(1);
    things.useItem(null);
    others.useList({ page: 1 });
    elsewhere.useList({ page: 1 });
    writes = useResourceMutations<Thing>('/api/thing', shape);
    return null;
  }
  render(
    <ApiSWRProvider isolatedCache options={{ dedupingInterval: 0 }}>
      <Reader />
    </ApiSWRProvider>,
  );
  return () => {
    if (!writes) throw new Error('not rendered');
    return writes;
  };
}

describe('resource api', () => {
  it('reads a list page and one item; a null id fetches nothing', async () => {
    const api = installFakeApi({ ...lists(listReply), 'GET /api/thing/1': { data: { id: 1, name: 'One' } } });
    renderThing({ create: 'json', update: { method: 'PUT', encoding: 'json' } });
    await waitFor(() => expect(api.calls).toHaveLength(4));
    expect(
      api.calls
        .map((call) => call.path)
        .filter((path) => path.startsWith('/api/thing'))
        .sort(),
    ).toEqual(['/api/thing/1?app=acme', '/api/thing?page=1&app=acme']);
  });

  it('sends create and update as the shape says and revalidates the resource and alsoRefreshes after each write, nothing else', async () => {
    const bodies: unknown[] = [];
    const record = (_url: URL, init?: RequestInit) => {
      bodies.push(init?.body);
      return json(null, 204);
    };
    const api = installFakeApi({
      ...lists(listReply),
      'GET /api/thing/1': { data: { id: 1, name: 'One' } },
      'POST /api/thing': record,
      'POST /api/thing/1': record,
      'DELETE /api/thing/1': record,
    });
    const writes = renderThing({
      create: 'multipart',
      update: { method: 'POST', encoding: 'json' },
      updateFields: (draft, id) => ({ ...draft, thingId: id }),
      alsoRefreshes: ['/api/other'],
    });
    await waitFor(() => expect(api.calls).toHaveLength(4));

    await act(() => writes().create({ id: 0, name: 'New' }));
    expect(bodies[0]).toBeInstanceOf(FormData);
    expect((bodies[0] as FormData).get('name')).toBe('New');
    await act(() => writes().update(1, { id: 1, name: 'Renamed' }));
    expect(JSON.parse(String(bodies[1]))).toEqual({ id: 1, name: 'Renamed', thingId: 1 });
    await act(() => writes().remove(1));

    const count = (path: string) => api.calls.filter((call) => call.method === 'GET' && call.path.split('?')[0] === path).length;
    // The first read, then again after each of the three writes; /api/elsewhere only the first time.
    await waitFor(() => expect(count('/api/thing')).toBe(4));
    expect([count('/api/thing/1'), count('/api/other'), count('/api/elsewhere')]).toEqual([4, 4, 1]);
  });

  it('rejects with the server message and revalidates nothing when a write is refused', async () => {
    const api = installFakeApi({
      ...lists(listReply),
      'GET /api/thing/1': { data: { id: 1, name: 'One' } },
      'PUT /api/thing/1': json({ message: 'The name has already been taken.' }, 409),
    });
    const writes = renderThing({ create: 'json', update: { method: 'PUT', encoding: 'json' } });
    await waitFor(() => expect(api.calls).toHaveLength(4));
    await expect(act(() => writes().update(1, { id: 1, name: 'Taken' }))).rejects.toThrow('The name has already been taken.');
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(4);
  });
});
