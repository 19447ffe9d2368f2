import type { Context } from 'hono';
import type * as v from 'valibot';
import { itemResponseSchema, MessageResponseSchema } from '../../shared/contract/list';
import type { AppEnv, ServiceContext } from '../core/context';
import { endpoint, type EndpointSpec } from './route';
import { parseId } from './validate';

// Most routes are one service call whose result is answered in one of three shapes: as it is (a
// list page), as `{ data, message? }` (a record) or as `{ message }` (a command). These endpoints
// read the path, query and body, make the call and shape the answer, so a route declares only
// what differs. Their signatures tie the call's result to the answer schema; inside them
// TypeScript cannot relate the two again, so `endpoint` sees plain schemas.

type Schema = v.GenericSchema;
type Parsed<S> = S extends Schema ? v.InferOutput<S> : undefined;

/**
 * What the path names (a record's id, mostly), read before the query and body, so a malformed or
 * unknown one is 404 whatever they hold.
 */
export type PathTarget<T> = (c: Context<AppEnv>) => T | Promise<T>;

/** The id in the path parameter `param`; one that is not a positive whole number is 404 '<label> not found.'. */
export const pathId =
  (label: string, param = 'id') =>
  (c: Context<AppEnv>): number =>
    parseId(c.req.param(param), label);

/** What the call receives: the path's target, then the parsed query and body. */
export interface CallInput<T, Q, B> {
  target: T;
  query: Q;
  body: B;
}

/** The input side of a route: its summary, query, body, and what its path names. */
export interface CallSpec<T, Q extends Schema | undefined, B extends Schema | undefined> extends Pick<
  EndpointSpec<Q, B>,
  'summary' | 'description' | 'query' | 'body' | 'foldBody'
> {
  target?: PathTarget<T>;
}

/** A success message, fixed or telling what the call did (e.g. how many it changed). */
type Message<R> = string | ((result: R) => string);
const told = <R>(message: Message<R>, result: R) => (typeof message === 'string' ? message : message(result));

type Call<T, Q, B, R> = (ctx: ServiceContext, input: CallInput<T, Parsed<Q>, Parsed<B>>) => Promise<R>;

function callEndpoint<T, Q extends Schema | undefined, B extends Schema | undefined, R>(
  spec: CallSpec<T, Q, B>,
  responses: Record<number, Schema>,
  call: Call<T, Q, B, R>,
  answer: (c: Context<AppEnv>, result: R) => Response,
) {
  const { target, summary, description, query, body, foldBody } = spec;
  return endpoint({ summary, description, query, body, foldBody, responses }, async (c, input) => {
    const named = (target ? await target(c) : undefined) as T;
    return answer(c, await call(c.get('ctx'), { target: named, query: input.query, body: input.body }));
  });
}

/** A route that answers the call's result as it is, e.g. a list page `{ data, meta }`. */
export const answerEndpoint = <
  S extends Schema,
  T = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(
  spec: CallSpec<T, Q, B> & { responses: { 200: S } },
  call: Call<T, Q, B, v.InferOutput<S>>,
) => callEndpoint(spec, spec.responses, call, (c, result) => c.json(result));

/**
 * A route that answers one record as `{ data }`, with `message` after a write (which may tell
 * about the record) and 201 after a creation.
 */
export const recordEndpoint = <
  S extends Schema,
  T = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(
  spec: CallSpec<T, Q, B> & { data: S; message?: Message<v.InferOutput<S>>; created?: boolean },
  call: Call<T, Q, B, v.InferOutput<S>>,
) => {
  const { message, created } = spec;
  const status = created ? 201 : 200;
  return callEndpoint(spec, { [status]: itemResponseSchema(spec.data) }, call, (c, data) =>
    c.json(message === undefined ? { data } : { data, message: told(message, data) }, status),
  );
};

/** A command answered `{ message }`. */
export const messageEndpoint = <R, T = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  spec: CallSpec<T, Q, B> & { message: Message<R> },
  call: Call<T, Q, B, R>,
) => {
  const { message } = spec;
  return callEndpoint(spec, { 200: MessageResponseSchema }, call, (c, result) => c.json({ message: told(message, result) }));
};
