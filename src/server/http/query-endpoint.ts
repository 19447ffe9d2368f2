import type * as v from 'valibot';
import type { ServiceContext } from '../core/context';
import { endpoint } from './route';

type Schema = v.GenericSchema;

/** A read whose answer is one service call on the parsed query: a list page, mostly. */
export interface QuerySpec<Q extends Schema, S extends Schema> {
  summary: string;
  description?: string;
  query: Q;
  responses: { 200: S };
}

/**
 * The endpoint of such a read. Its signature ties `read`'s answer to the 200 schema; inside this
 * generic function TypeScript cannot relate them again, so the endpoint sees a plain schema.
 */
export function queryEndpoint<Q extends Schema, S extends Schema>(
  spec: QuerySpec<Q, S>,
  read: (ctx: ServiceContext, query: v.InferOutput<Q>) => Promise<v.InferOutput<S>>,
) {
  const responses: { 200: Schema } = spec.responses;
  return endpoint({ ...spec, responses }, async (c, input) => c.json(await read(c.get('ctx'), input.query)));
}
