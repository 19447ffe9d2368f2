import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { itemResponseSchema } from '../../../src/shared/contract/list';
import { resourceRoutes } from '../../../src/server/http/resource-routes';
import { queryEndpoint } from '../../../src/server/http/query-endpoint';
import { answerEndpoint, pathId, recordEndpoint } from '../../../src/server/http/call-endpoint';
import { endpoint } from '../../../src/server/http/route';

// The checks here are the type checker's: `npx tsc` fails on an answer that does not match its
// schema, and on a `@ts-expect-error` below that no longer finds one (the check stopped working).
const Item = v.object({ id: v.number(), name: v.string() });
const responses = { 200: itemResponseSchema(Item) };

describe('an endpoint answers what its response schemas declare', () => {
  it('compiles a matching answer, with or without its status', () => {
    const handlers = [
      endpoint({ summary: 'One', responses }, (c) => c.json({ data: { id: 1, name: 'A' } })),
      endpoint({ summary: 'One', responses }, (c) => c.json({ data: { id: 1, name: 'A' }, message: 'Saved.' }, 200)),
      endpoint({ summary: 'Created', responses: { 201: Item } }, async (c) => c.json({ id: 1, name: 'A' }, 201)),
      endpoint({ summary: 'A file', responses: {}, download: ['text/csv'] }, (c) => c.body('id\n1', 200, { 'Content-Type': 'text/csv' })),
    ];
    expect(handlers.every((handler) => typeof handler === 'function')).toBe(true);
  });

  it('refuses an answer of another shape, status or format', () => {
    const handlers = [
      // @ts-expect-error `name` is a string in the schema.
      endpoint({ summary: 'One', responses }, (c) => c.json({ data: { id: 1, name: 2 } })),
      // @ts-expect-error `data` is missing.
      endpoint({ summary: 'One', responses }, (c) => c.json({ message: 'Saved.' })),
      // @ts-expect-error only 201 is declared.
      endpoint({ summary: 'Created', responses: { 201: Item } }, async (c) => c.json({ id: 1, name: 'A' })),
      // @ts-expect-error a route that declares JSON answers with JSON.
      endpoint({ summary: 'One', responses }, (c) => c.text('A')),
    ];
    expect(handlers).toHaveLength(4);
  });

  it('ties a resource’s service answers to its schemas', () => {
    const one = async () => ({ id: 1, name: 'A' });
    const page = async () => ({
      data: [{ id: 1, name: 'A' }],
      meta: { total: 1, per_page: 10, current_page: 1, last_page: 1, from: 1, to: 1 },
    });
    const summaries = { list: 'List', one: 'One', create: 'Create', update: 'Update', remove: 'Delete' };
    const spec = { label: 'Item', item: Item, create: Item, update: Item, summaries };
    const remove = async () => undefined;
    expect(resourceRoutes({ list: page, one, create: one, update: one, remove }, spec).routes.length).toBeGreaterThan(0);
    const wrong = async () => ({ id: '1', name: 'A' });
    // @ts-expect-error `id` is a number in the item schema.
    expect(resourceRoutes({ list: page, one: wrong, create: one, update: one, remove }, spec).routes.length).toBeGreaterThan(0);
  });

  it('ties a read’s service answer to its schema', () => {
    const query = v.object({ search: v.string() });
    expect(queryEndpoint({ summary: 'One', query, responses }, async () => ({ data: { id: 1, name: 'A' } }))).toBeTypeOf('function');
    // @ts-expect-error `data` is missing.
    expect(queryEndpoint({ summary: 'One', query, responses }, async () => ({ id: 1, name: 'A' }))).toBeTypeOf('function');
  });

  it('ties a record’s or an answer’s service call to its schema', () => {
    const target = pathId('Item');
    expect(recordEndpoint({ summary: 'One', target, data: Item }, async (_ctx, { target: id }) => ({ id, name: 'A' }))).toBeTypeOf(
      'function',
    );
    // @ts-expect-error `name` is a string in the schema.
    expect(recordEndpoint({ summary: 'One', target, data: Item }, async (_ctx, { target: id }) => ({ id, name: 2 }))).toBeTypeOf(
      'function',
    );
    expect(answerEndpoint({ summary: 'One', responses: { 200: Item } }, async () => ({ id: 1, name: 'A' }))).toBeTypeOf('function');
    // @ts-expect-error the answer is the record itself, not `{ data }`.
    expect(answerEndpoint({ summary: 'One', responses: { 200: Item } }, async () => ({ data: { id: 1, name: 'A' } }))).toBeTypeOf(
      'function',
    );
  });
});
