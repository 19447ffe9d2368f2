import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { listMeta, listQuerySchema } from '../../../src/shared/contract/list';

describe('list meta', () => {
  it('describes a middle page', () => {
    expect(listMeta(45, 2, 10)).toEqual({ total: 45, per_page: 10, current_page: 2, last_page: 5, from: 11, to: 20 });
  });
  it('describes the last, partial page', () => {
    expect(listMeta(45, 5, 10)).toEqual({ total: 45, per_page: 10, current_page: 5, last_page: 5, from: 41, to: 45 });
  });
  it('has no from/to for an empty list or a page past the end', () => {
    expect(listMeta(0, 1, 10)).toEqual({ total: 0, per_page: 10, current_page: 1, last_page: 1, from: null, to: null });
    expect(listMeta(5, 3, 10)).toMatchObject({ from: null, to: null, last_page: 1 });
  });
});

describe('list query', () => {
  it('defaults to page 1, limit 10 and no search', () => {
    expect(v.parse(listQuerySchema(), {})).toEqual({ page: 1, limit: 10, search: '' });
  });
  it('allows a larger limit only where the list says so', () => {
    expect(v.safeParse(listQuerySchema(), { limit: '500' }).success).toBe(false);
    expect(v.parse(listQuerySchema(500), { limit: '500' }).limit).toBe(500);
  });
});
