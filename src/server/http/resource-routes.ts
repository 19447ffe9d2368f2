import { Hono, type MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import { itemResponseSchema, listResponseSchema, MessageResponseSchema } from '../../shared/contract/list';
import type { Body } from './body';
import type { AppEnv, ServiceContext } from './context';
import { endpoint } from './route';
import { parseId } from './validate';

type Schema = v.GenericSchema;

/** A create or an update: its body, the record it answers when not the full item, its service call. */
interface WriteSpec<B extends Schema, Args extends unknown[]> {
  summary: string;
  body: B;
  foldBody?: (body: Body) => Body;
  /** What `data` holds in the answer; the full item by default. */
  answer?: Schema;
  run: (ctx: ServiceContext, ...args: [...Args, v.InferOutput<B>]) => Promise<unknown>;
}

/** The standard routes of a set-up resource, each as the spec words its summary, and the service calls behind them. */
export interface ResourceSpec<Q extends Schema, C extends Schema, U extends Schema> {
  /** The resource as messages name it: 'Applicant status' → 'Applicant status not found.', 'Applicant status created.' */
  label: string;
  read: MiddlewareHandler<AppEnv>;
  write: MiddlewareHandler<AppEnv>;
  /** The full record `GET /:id` answers. */
  item: Schema;
  list: { summary: string; query: Q; row?: Schema; run: (ctx: ServiceContext, query: v.InferOutput<Q>) => Promise<unknown> };
  one: { summary: string; run: (ctx: ServiceContext, id: number) => Promise<unknown> };
  create: WriteSpec<C, []>;
  /** `methods`: the spec updates some resources by POST /:id; PUT /:id by default. */
  update: WriteSpec<U, [id: number]> & { methods?: readonly ('post' | 'put')[] };
  remove: { summary: string; run: (ctx: ServiceContext, id: number) => Promise<unknown> };
}

/**
 * Registers GET /, GET /:id, POST /, update /:id and DELETE /:id of a resource on `routes` (a new
 * router by default): the list answers `{ data, meta }`, writes `{ data, message }`, a delete
 * `{ message }`. A module registers routes that must win over `/:id` (e.g. `/search`) before.
 */
export function resourceRoutes<Q extends Schema, C extends Schema, U extends Schema>(spec: ResourceSpec<Q, C, U>, routes = new Hono<AppEnv>()) {
  const { label, read, write, list, one, create, update, remove } = spec;
  const id = (raw: string | undefined) => parseId(raw, label);
  const item = itemResponseSchema(spec.item);
  const written = (action: { answer?: Schema }) => (action.answer ? itemResponseSchema(action.answer) : item);

  routes.get(
    '/',
    read,
    endpoint({ summary: list.summary, query: list.query, responses: { 200: listResponseSchema(list.row ?? spec.item) } }, async (c, input) =>
      c.json(await list.run(c.get('ctx'), input.query)),
    ),
  );
  routes.get(
    '/:id',
    read,
    endpoint({ summary: one.summary, responses: { 200: item } }, async (c) => c.json({ data: await one.run(c.get('ctx'), id(c.req.param('id'))) })),
  );
  routes.post(
    '/',
    write,
    endpoint({ summary: create.summary, body: create.body, foldBody: create.foldBody, responses: { 201: written(create) } }, async (c, input) =>
      c.json({ data: await create.run(c.get('ctx'), input.body), message: `${label} created.` }, 201),
    ),
  );
  const updateOne = endpoint({ summary: update.summary, body: update.body, foldBody: update.foldBody, responses: { 200: written(update) } }, async (c, input) => {
    // The id is checked before the body, so an unknown record is 404 whatever the body holds.
    const recordId = id(c.req.param('id'));
    return c.json({ data: await update.run(c.get('ctx'), recordId, input.body), message: `${label} updated.` });
  });
  for (const method of update.methods ?? ['put']) routes.on(method.toUpperCase(), '/:id', write, updateOne);
  routes.delete(
    '/:id',
    write,
    endpoint({ summary: remove.summary, responses: { 200: MessageResponseSchema } }, async (c) => {
      await remove.run(c.get('ctx'), id(c.req.param('id')));
      return c.json({ message: `${label} deleted.` });
    }),
  );
  return routes;
}
