import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { DescribeRouteOptions } from 'hono-openapi';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { ErrorResponseSchema } from '../../shared/contract/list';
import type { Body, AppEnv } from '../core/context';
import { parseInput } from './validate';

type Schema = v.GenericSchema;
type Parsed<S> = S extends Schema ? v.InferOutput<S> : undefined;
type JsonSchema = Record<string, unknown>;
type Responses = Record<number, Schema>;
type Download = readonly string[] | undefined;

/**
 * The answers `responses` declares, typed as `c.json` types its answer, so a handler whose answer
 * does not match its schema does not compile (tests/server/http/endpoint-answers.test.ts). `c.json(body)`
 * without a status is a 200; a route that answers a file (`download`) may answer any Response.
 */
type Answer<R extends Responses, D extends Download> = D extends readonly string[]
  ? Response
  : Response &
      { [S in keyof R & number]: JsonAnswer<v.InferOutput<R[S]>, S extends 200 ? ContentfulStatusCode : S & StatusCode> }[keyof R & number];

/** A schema typed only as a schema (its output `unknown`, as inside a generic helper) checks nothing. */
type JsonAnswer<T, S extends StatusCode> = unknown extends T ? Response : TypedResponse<JSONParsed<T>, S, 'json'>;

/** What one route takes and answers: the same schemas parse its input and document it. */
export interface EndpointSpec<
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Responses = Responses,
  D extends Download = Download,
> {
  summary: string;
  description?: string;
  /** Query parameters, parsed with `parseInput` (422 with messages per field). */
  query?: Q;
  /** The body (JSON or form data), parsed with `parseInput`. */
  body?: B;
  /** Reshapes a form body before parsing (e.g. `stage[i][stageId]` keys into a list). */
  foldBody?: (body: Body) => Body;
  /** File fields a multipart body may carry beside the body's fields. */
  files?: readonly string[];
  /** JSON answers by status; 4xx answers are the error shape and need not be listed. */
  responses: R;
  /** Media types of a file the route answers with (200) instead of JSON. */
  download?: D;
  /** Answers without a token (no `app`, no bearer). */
  public?: boolean;
}

export interface EndpointInput<Q, B> {
  query: Q;
  body: B;
}

const optionalTypes = new Set(['optional', 'exact_optional', 'nullish']);

/**
 * Whether an object takes `entry`'s key missing, as valibot parses it: an optional entry without a
 * default, or one whose default passes the rest of its own pipe. `requiredText` and `chosenId`
 * default a missing field to '' only to refuse it with the spec's "required" message; the converter
 * alone calls such a field optional, with a default its own schema refuses.
 */
const acceptsMissing = (entry: Schema) =>
  optionalTypes.has(entry.type) && (!('default' in entry) || entry.default === undefined || v.safeParse(entry, undefined).success);

/** An object's JSON Schema whose `required` lists what the server refuses missing; such a field documents no default. */
function requiredAsParsed(entries: Record<string, Schema>, object: JsonSchema): JsonSchema {
  const required = Object.keys(entries).filter((key) => !acceptsMissing(entries[key]));
  const properties = Object.entries(object.properties as Record<string, JsonSchema>).map(([key, property]) => {
    const { default: _default, ...withoutDefault } = property;
    return [key, required.includes(key) ? withoutDefault : property];
  });
  return { ...object, properties: Object.fromEntries(properties), required };
}

/** How valibot schemas become JSON Schema (OpenAPI 3.1 is JSON Schema 2020-12). */
function jsonSchema(schema: Schema, typeMode: 'input' | 'output'): JsonSchema {
  // Messages, trims and transforms have no JSON Schema equivalent: they are left out, not refused.
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
    overrideSchema: ({ valibotSchema, jsonSchema: converted }) =>
      'entries' in valibotSchema ? requiredAsParsed(valibotSchema.entries as Record<string, Schema>, converted as JsonSchema) : undefined,
  }) as JsonSchema;
  return rest;
}

const json = (schema: JsonSchema): Record<string, { schema: JsonSchema }> => ({ 'application/json': { schema } });
const statusText: Record<number, string> = { 200: 'OK', 201: 'Created', 503: 'Service Unavailable' };

/** Every /api call but the public ones names its workspace; a form body may carry it instead. */
const appParameter = {
  name: 'app',
  in: 'query',
  required: true,
  description: 'The workspace (app) key; a form body may send it as the field `app` instead.',
  schema: { type: 'string' },
} as const;

function queryParameters(schema: Schema) {
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query' as const,
    required: required.includes(name),
    schema: property,
  }));
}

function errorResponses(spec: EndpointSpec<Schema | undefined, Schema | undefined>) {
  const error = (description: string) => ({ description, content: json(jsonSchema(ErrorResponseSchema, 'output')) });
  return {
    ...(spec.public
      ? {}
      : { 401: error('No token, or a token that is not valid.'), 403: error('Not allowed, or a token of another workspace.') }),
    ...(spec.query || spec.body || spec.files ? { 422: error('A field is not valid: `errors` names each field with its messages.') } : {}),
    '4XX': error('Any other refusal (400 malformed body, 404 unknown record, 409 conflict, 413, 415, 429).'),
  };
}

function requestBody(spec: EndpointSpec<Schema | undefined, Schema | undefined>) {
  if (!spec.body && !spec.files) return {};
  const body = spec.body ? jsonSchema(spec.body, 'input') : undefined;
  const files = Object.fromEntries((spec.files ?? []).map((name) => [name, { type: 'string', format: 'binary' }]));
  const form = { ...body, type: 'object', properties: { ...(body?.properties as object | undefined), ...files } };
  return { requestBody: { required: true, content: { ...(body ? json(body) : {}), 'multipart/form-data': { schema: form } } } };
}

function successResponses(spec: EndpointSpec<Schema | undefined, Schema | undefined>) {
  const answers: [string, { description: string; content: Record<string, { schema: JsonSchema }> }][] = Object.entries(spec.responses).map(
    ([status, schema]) => [status, { description: statusText[Number(status)] ?? 'OK', content: json(jsonSchema(schema, 'output')) }],
  );
  if (spec.download) {
    const content = Object.fromEntries(spec.download.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
    answers.push(['200', { description: 'The file', content }]);
  }
  return Object.fromEntries(answers);
}

/** The OpenAPI operation of an endpoint. */
export function describeEndpoint(spec: EndpointSpec<Schema | undefined, Schema | undefined>): DescribeRouteOptions {
  return {
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.public ? { security: [] } : {}),
    parameters: [...(spec.public ? [] : [appParameter]), ...(spec.query ? queryParameters(spec.query) : [])],
    ...requestBody(spec),
    responses: { ...successResponses(spec), ...errorResponses(spec) },
    // The converter's JSON Schema is plain data; OpenAPI's types cannot see it is a schema object.
  } as DescribeRouteOptions;
}

/**
 * A request's query and body, parsed when read. A class, not an object literal with getters: such
 * a literal's getters, closing over the request, kept every request's objects alive through the
 * young generation's collections until the next full one: 6–11% of what the job list allocated was
 * promoted, and each young collection copied megabytes (4–18 ms pauses of the event loop under ten
 * clients, `npm run bench:embedded`; tests/server/http/young-garbage.test.ts).
 */
class LazyInput<Q extends Schema | undefined, B extends Schema | undefined> implements EndpointInput<Parsed<Q>, Parsed<B>> {
  constructor(
    private readonly spec: EndpointSpec<Q, B>,
    private readonly c: Context<AppEnv>,
  ) {}

  get query(): Parsed<Q> {
    return (this.spec.query ? parseInput(this.spec.query, this.c.req.query()) : undefined) as Parsed<Q>;
  }

  get body(): Parsed<B> {
    const { spec } = this;
    const raw = this.c.get('body') ?? {};
    return (spec.body ? parseInput(spec.body, spec.foldBody ? spec.foldBody(raw) : raw) : undefined) as Parsed<B>;
  }
}

/**
 * One route's handler: parses the declared query and body with the shared schemas when `handle`
 * reads them (so a handler that checks the path id first still answers 404 before 422), and
 * carries the declaration that the OpenAPI document is generated from.
 */
export function endpoint<
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Responses = Responses,
  D extends Download = undefined,
>(
  spec: EndpointSpec<Q, B, R, D>,
  handle: (c: Context<AppEnv>, input: EndpointInput<Parsed<Q>, Parsed<B>>) => NoInfer<Answer<R, D>> | Promise<NoInfer<Answer<R, D>>>,
): MiddlewareHandler<AppEnv> {
  const handler: MiddlewareHandler<AppEnv> = async (c) => handle(c, new LazyInput(spec, c));
  return recordOperation(handler, describeEndpoint(spec));
}

/** Each described route's OpenAPI operation by its handler: the document (openapi.ts) is generated from it. */
const operations = new WeakMap<object, DescribeRouteOptions>();

/** The operation recorded for a route's handler, if it is described. */
export const operationOf = (handler: object) => operations.get(handler);

function recordOperation<H extends object>(handler: H, operation: DescribeRouteOptions): H {
  operations.set(handler, operation);
  return handler;
}

/** A middleware that only carries `operation` into the document, for a route that does not use `endpoint`. */
export const describeOperation = (operation: DescribeRouteOptions): MiddlewareHandler<AppEnv> =>
  recordOperation(async (_c, next) => {
    await next();
  }, operation);

/** Declares a JSON route of a router outside /api (no `endpoint` parsing there), e.g. /account/config. */
export const describeJson = (spec: EndpointSpec<undefined, undefined>) => describeOperation(describeEndpoint(spec));

/**
 * Declares an HTML page (the account pages, the API reference) in the document; no token needed.
 * `form` names the posted fields with their length limits; `statuses` the answers (303 redirects).
 */
export function describePage(
  summary: string,
  options: { form?: Record<string, { label: string; maxLength: number }>; statuses?: number[] } = {},
) {
  const html = { description: 'The page', content: { 'text/html': { schema: { type: 'string' as const } } } };
  const fields = Object.fromEntries(
    Object.entries(options.form ?? {}).map(([name, { label, maxLength }]) => [
      name,
      { type: 'string' as const, maxLength, description: `The ${label}` },
    ]),
  );
  const form = { schema: { type: 'object' as const, properties: fields } };
  return describeOperation({
    summary,
    security: [],
    ...(options.form
      ? { requestBody: { required: true, content: { 'application/x-www-form-urlencoded': form, 'multipart/form-data': form } } }
      : {}),
    responses: {
      ...Object.fromEntries(
        (options.statuses ?? [200]).map((status) => [status, status === 303 ? { description: 'Redirect (Location header)' } : html]),
      ),
      // Input refused before the page is drawn (a NUL character, a body too large) answers JSON.
      '4XX': { description: 'A refusal: { message, errors? }', content: json(jsonSchema(ErrorResponseSchema, 'output')) },
    },
  } as DescribeRouteOptions);
}
