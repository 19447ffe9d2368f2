import { describe, expect, it } from 'vitest';
import { addressSorting, inlineListRead, pagedListKey, pagedListQuery } from '../../../src/web/lib/list-read';

const at = (search: string) => new URLSearchParams(search);

describe('pagedListQuery: what a paged list asks for, from the address alone', () => {
  it('asks for the first page of 10 without a search when the address names none', () => {
    expect(pagedListQuery(at(''))).toEqual({ page: 1, limit: 10, search: '' });
  });

  it("takes the address's page, size and search, and what the list adds from its own filters", () => {
    const read = {
      filters: ['status'],
      params: ({ filters }: { filters: Record<string, string> }) => ({ status: filters.status || undefined }),
    };
    expect(pagedListQuery(at('page=3&limit=25&search=ann&status=paid&other=1'), read)).toEqual({
      page: 3,
      limit: 25,
      search: 'ann',
      status: 'paid',
    });
  });

  it("searches nothing for a list without a search box, and takes the list's own page size", () => {
    expect(pagedListQuery(at('search=left+over'), inlineListRead(100))).toEqual({ page: 1, limit: 100, search: '' });
  });

  it('keys the request as [path, query]', () => {
    expect(pagedListKey('/api/stage', at('page=2'))).toEqual(['/api/stage', { page: 2, limit: 10, search: '' }]);
  });
});

describe('addressSorting', () => {
  it("is the address's one sorted column, or none", () => {
    expect(addressSorting({ sortId: 'name', desc: true })).toEqual([{ id: 'name', desc: true }]);
    expect(addressSorting({ sortId: null, desc: false })).toEqual([]);
  });
});
