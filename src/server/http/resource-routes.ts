import { Hono, type MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import {
  itemResponseSchema,
  listQuerySchema,
  listResponseSchema,
  MessageResponseSchema,
  type ListResponse,
} from '../../shared/contract/list';
import type { Body, AppEnv, ServiceContext } from '../core/context';
import { can } from './permissions';
import { endpoint } from './route';
import { parseId } from './validate';

type Schema = v.GenericSchema;
type StandardListQuery = ReturnType<typeof listQuerySchema>;

/**
 * The service calls behind the standard routes of a resource, answering what the resource's
 * schemas declare (`I` the record, `L` a list row, `W` what a write answers), so a service whose
 * answer does not match them does not compile.
 */
export interface ResourceOperations<
  Q extends Schema,
  C extends Schema,
  U extends Schema,
  I extends Schema = Schema,
  L extends Schema = I,
  W extends Schema = I,
> {
  list: (ctx: ServiceContext, query: v.InferOutput<Q>) => Promise<ListResponse<v.InferOutput<L>>>;
  one: (ctx: ServiceContext, id: number) => Promise<v.InferOutput<I>>;
  create: (ctx: ServiceContext, body: v.InferOutput<C>) => Promise<v.InferOutput<W>>;
  update: (ctx: ServiceContext, id: number, body: v.InferOutput<U>) => Promise<v.InferOutput<W>>;
  remove: (ctx: ServiceContext, id: number) => Promise<unknown>;
}

/** What differs between set-up resources; the rest (paths, answers, messages, 404s) is the same for all. */
export interface ResourceSpec<
  Q extends Schema,
  C extends Schema,
  U extends Schema,
  I extends Schema = Schema,
  L extends Schema = I,
  W extends Schema = I,
> {
  /** The resource as messages name it: 'Applicant status' → 'Applicant status not found.', 'Applicant status created.' */
  label: string;
  /** The full record `GET /:id` answers. */
  item: I;
  /** A list row, when it is not the full record. */
  row?: L;
  /** What a write answers in `data`, when it is not the full record. */
  written?: W;
  /** The list's query; page, limit and search by default. */
  query?: Q;
  create: C;
  update: U;
  /** Reshapes a form body of either write before parsing (e.g. `stage[i][stageId]` keys into a list). */
  foldBody?: (body: Body) => Body;
  /** The spec updates some resources by POST /:id as well; PUT /:id alone by default. */
  updateMethods?: readonly ('POST' | 'PUT')[];
  /** Set-up readers and writers by default. */
  read?: MiddlewareHandler<AppEnv>;
  write?: MiddlewareHandler<AppEnv>;
  /** The OpenAPI summary of each route. */
  summaries: Record<keyof ResourceOperations<Q, C, U>, string>;
}

export const setupRead = can('setup:read', 'jobs:read');
export const setupWrite = can('setup:write');

/**
 * Registers GET /, GET /:id, POST /, update /:id and DELETE /:id of a resource on `routes` (a new
 * router by default): the list answers `{ data, meta }`, writes `{ data, message }`, a delete
 * `{ message }`. A module registers routes that must win over `/:id` (e.g. `/search`) before.
 */
export function resourceRoutes<
  C extends Schema,
  U extends Schema,
  I extends Schema,
  L extends Schema = I,
  W extends Schema = I,
  Q extends Schema = StandardListQuery,
>(run: NoInfer<ResourceOperations<Q, C, U, I, L, W>>, spec: ResourceSpec<Q, C, U, I, L, W>, routes = new Hono<AppEnv>()) {
  const { label, summaries, foldBody, read = setupRead, write = setupWrite } = spec;
  const id = (raw: string | undefined) => parseId(raw, label);
  // `ResourceOperations` ties the answers to the schemas; inside this generic function TypeScript
  // cannot relate them again, so the answer schemas are plain schemas here.
  const item: Schema = itemResponseSchema(spec.item);
  const written: Schema = spec.written ? itemResponseSchema(spec.written) : item;
  const query = (spec.query ?? listQuerySchema()) as Q;

  routes.get(
    '/',
    read,
    endpoint({ summary: summaries.list, query, responses: { 200: listResponseSchema(spec.row ?? spec.item) } }, async (c, input) =>
      c.json(await run.list(c.get('ctx'), input.query)),
    ),
  );
  routes.get(
    '/:id',
    read,
    endpoint({ summary: summaries.one, responses: { 200: item } }, async (c) =>
      c.json({ data: await run.one(c.get('ctx'), id(c.req.param('id'))) }),
    ),
  );
  routes.post(
    '/',
    write,
    endpoint({ summary: summaries.create, body: spec.create, foldBody, responses: { 201: written } }, async (c, input) =>
      c.json({ data: await run.create(c.get('ctx'), input.body), message: `${label} created.` }, 201),
    ),
  );
  const update = endpoint({ summary: summaries.update, body: spec.update, foldBody, responses: { 200: written } }, async (c, input) => {
    // The path id is checked before the body, so a malformed id is 404 whatever the body holds.
    const recordId = id(c.req.param('id'));
    return c.json({ data: await run.update(c.get('ctx'), recordId, input.body), message: `${label} updated.` });
  });
  for (const method of spec.updateMethods ?? ['PUT']) routes.on(method, '/:id', write, update);
  routes.delete(
    '/:id',
    write,
    endpoint({ summary: summaries.remove, responses: { 200: MessageResponseSchema } }, async (c) => {
      await run.remove(c.get('ctx'), id(c.req.param('id')));
      return c.json({ message: `${label} deleted.` });
    }),
  );
  return routes;
}
