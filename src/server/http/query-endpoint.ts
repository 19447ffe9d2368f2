import type * as v from 'valibot';
import type { ServiceContext } from '../core/context';
import { answerEndpoint } from './call-endpoint';

type Schema = v.GenericSchema;

/** A read whose answer is one service call on the parsed query: a list page, mostly. */
export interface QuerySpec<Q extends Schema, S extends Schema> {
  summary: string;
  description?: string;
  query: Q;
  responses: { 200: S };
}

/** The endpoint of such a read, its signature tying `read`'s answer to the 200 schema. */
export const queryEndpoint = <Q extends Schema, S extends Schema>(
  spec: QuerySpec<Q, S>,
  read: (ctx: ServiceContext, query: v.InferOutput<Q>) => Promise<v.InferOutput<S>>,
) => answerEndpoint(spec, (ctx, { query }) => read(ctx, query));
