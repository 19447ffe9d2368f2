import { Hono, type MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import { ArchiveResponseSchema, listQuerySchema, listResponseSchema, type ListResponse } from '../../shared/contract/list';
import type { Body, AppEnv, ServiceContext } from '../core/context';
import { can } from './permissions';
import { answerEndpoint, messageEndpoint, pathId, recordEndpoint, type PathTarget } from './call-endpoint';

type Schema = v.GenericSchema;
type StandardListQuery = ReturnType<typeof listQuerySchema>;

/** The schemas of a resource: its list query, the two writes' bodies, the record, a list row and what a write answers. */
interface ResourceSchemas {
  query: Schema;
  create: Schema;
  update: Schema;
  item: Schema;
  row: Schema;
  written: Schema;
}

/**
 * The service calls behind the standard routes of a resource, answering what the resource's
 * schemas declare, so a service whose answer does not match them does not compile.
 */
export interface ResourceOperations<S extends ResourceSchemas> {
  list: (ctx: ServiceContext, query: v.InferOutput<S['query']>) => Promise<ListResponse<v.InferOutput<S['row']>>>;
  one: (ctx: ServiceContext, id: number) => Promise<v.InferOutput<S['item']>>;
  create: (ctx: ServiceContext, body: v.InferOutput<S['create']>) => Promise<v.InferOutput<S['written']>>;
  update: (ctx: ServiceContext, id: number, body: v.InferOutput<S['update']>) => Promise<v.InferOutput<S['written']>>;
  remove: (ctx: ServiceContext, id: number) => Promise<unknown>;
}

/** What differs between set-up resources; the rest (paths, answers, messages, 404s) is the same for all. */
export interface ResourceSpec<Q extends Schema, C extends Schema, U extends Schema, I extends Schema, L extends Schema, W extends Schema> {
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
  summaries: Record<keyof ResourceOperations<ResourceSchemas>, string>;
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
>(
  run: NoInfer<ResourceOperations<{ query: Q; create: C; update: U; item: I; row: L; written: W }>>,
  spec: ResourceSpec<Q, C, U, I, L, W>,
  routes = new Hono<AppEnv>(),
) {
  const { label, summaries, foldBody, read = setupRead, write = setupWrite } = spec;
  const target = pathId(label);
  // `ResourceOperations` ties the answers to the schemas; inside this generic function TypeScript
  // cannot relate them again, so the answer schemas are plain schemas here.
  const item: Schema = spec.item;
  const written: Schema = spec.written ?? item;
  const query = (spec.query ?? listQuerySchema()) as Q;
  const rows: Schema = listResponseSchema(spec.row ?? spec.item);

  routes.get(
    '/',
    read,
    answerEndpoint({ summary: summaries.list, query, responses: { 200: rows } }, (ctx, input) => run.list(ctx, input.query)),
  );
  routes.get(
    '/:id',
    read,
    recordEndpoint({ summary: summaries.one, target, data: item }, (ctx, input) => run.one(ctx, input.target)),
  );
  createRoute(routes, run.create, { label, summary: summaries.create, body: spec.create, data: written, foldBody, write });
  const update = recordEndpoint(
    { summary: summaries.update, target, body: spec.update, foldBody, data: written, message: `${label} updated.` },
    (ctx, input) => run.update(ctx, input.target, input.body),
  );
  for (const method of spec.updateMethods ?? ['PUT']) routes.on(method, '/:id', write, update);
  const remove = { summary: summaries.remove, target, message: `${label} deleted.` };
  routes.delete(
    '/:id',
    write,
    messageEndpoint(remove, (ctx, input) => run.remove(ctx, input.target)),
  );
  return routes;
}

/** What a create route names; set-up writers by default. */
export interface CreateRouteSpec<B extends Schema, D extends Schema> {
  /** 'Question' → 'Question created.' */
  label: string;
  summary: string;
  body: B;
  /** The created record, answered in `data`. */
  data: D;
  foldBody?: (body: Body) => Body;
  write?: MiddlewareHandler<AppEnv>;
}

/** POST /: creates a record, answered 201 `{ data, message: '<label> created.' }`. */
export function createRoute<B extends Schema, D extends Schema>(
  routes: Hono<AppEnv>,
  create: (ctx: ServiceContext, body: v.InferOutput<B>) => Promise<v.InferOutput<D>>,
  { label, summary, body, data, foldBody, write = setupWrite }: CreateRouteSpec<B, D>,
) {
  const spec = { summary, body, foldBody, data, message: `${label} created.`, created: true };
  routes.post(
    '/',
    write,
    recordEndpoint(spec, (ctx, input) => create(ctx, input.body)),
  );
}

/** What a DELETE that archives a record with answers (instead of deleting it) names. */
export interface ArchivingDelete {
  /** 'Question' → 'Question not found.', 'Question deleted.', 'Question archived: …'. */
  label: string;
  summary: string;
  /** Why it was archived, after 'archived: '. */
  why: string;
}

/**
 * DELETE /:id (setup:write) of a record that is archived instead of deleted when it has answers,
 * which stay readable: answered `{ message, archived }`, the message saying which it did.
 */
export function archivingDeleteRoute(
  routes: Hono<AppEnv>,
  remove: (ctx: ServiceContext, id: number) => Promise<{ archived: boolean }>,
  { label, summary, why }: ArchivingDelete,
) {
  routes.delete(
    '/:id',
    setupWrite,
    answerEndpoint({ summary, target: pathId(label), responses: { 200: ArchiveResponseSchema } }, async (ctx, input) => {
      const { archived } = await remove(ctx, input.target);
      return { message: archived ? `${label} archived: ${why}` : `${label} deleted.`, archived };
    }),
  );
}

/**
 * GET /:id (set-up readers): a record and a page of what belongs to it (a group's questions, a
 * question's answers), with the standard list query: page, limit, search.
 */
export function recordPageRoute<S extends Schema>(
  routes: Hono<AppEnv>,
  read: (ctx: ServiceContext, id: number, query: v.InferOutput<StandardListQuery>) => Promise<v.InferOutput<S>>,
  spec: { summary: string; target: PathTarget<number>; response: S },
) {
  const { summary, target, response } = spec;
  routes.get(
    '/:id',
    setupRead,
    answerEndpoint({ summary, target, query: listQuerySchema(), responses: { 200: response } }, (ctx, input) =>
      read(ctx, input.target, input.query),
    ),
  );
}
