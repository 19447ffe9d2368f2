import fc from 'fast-check';
import type * as v from 'valibot';
import { listQuerySchema, sortEntries } from '../../../src/shared/contract/list';
import { JobListQuerySchema } from '../../../src/shared/contract/job-list';
import { PROTOTYPE_KEYS_OBJECT, hostileForNumber, hostileForText, hostileValue } from './hostile-values';

// Derives request bodies from the shared valibot schemas: walk an object schema's entries, find
// what kind of value each field takes, and build bodies that are mostly a known-valid body with
// one or two fields replaced by a wrong value of a kind that field is likely to trip on.

/** The schema shapes this walker reads; valibot keeps them as plain properties on every schema. */
interface SchemaNode {
  type: string;
  kind?: string;
  wrapped?: SchemaNode;
  options?: readonly unknown[];
  item?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  pipe?: readonly SchemaNode[];
}

export type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

interface FieldShape {
  text: boolean;
  number: boolean;
  boolean: boolean;
  choices: unknown[];
  list?: SchemaNode;
  object?: Record<string, SchemaNode>;
}

const emptyShape = (): FieldShape => ({ text: false, number: false, boolean: false, choices: [] });

/** What a field accepts, looking through optional/nullable wrappers, unions and pipes. */
function shapeOf(node: SchemaNode, shape: FieldShape = emptyShape()): FieldShape {
  switch (node.type) {
    case 'string':
      shape.text = true;
      break;
    case 'number':
      shape.number = true;
      break;
    case 'boolean':
      shape.boolean = true;
      break;
    case 'picklist':
      shape.choices.push(...(node.options ?? []));
      break;
    case 'array':
      shape.list = node.item;
      break;
    case 'object':
      shape.object = node.entries;
      break;
    case 'union':
      for (const option of (node.options ?? []) as SchemaNode[]) shapeOf(option, shape);
      break;
    default:
      if (node.wrapped) shapeOf(node.wrapped, shape);
  }
  // A pipe such as unknown → transform → optional(id) names the real type further along.
  for (const step of node.pipe?.slice(1) ?? []) if (step.kind === 'schema') shapeOf(step, shape);
  return shape;
}

/** A plausible value of the field's own kind, so a body stays mostly valid. */
function plausibleValue(node: SchemaNode, depth = 0): fc.Arbitrary<unknown> {
  const shape = shapeOf(node);
  const options: fc.Arbitrary<unknown>[] = [];
  if (shape.choices.length) options.push(fc.constantFrom(...shape.choices));
  if (shape.text) options.push(fc.string({ maxLength: 24 }), fc.integer({ min: 1, max: 50 }).map(String));
  if (shape.number) options.push(fc.integer({ min: 0, max: 60 }));
  if (shape.boolean) options.push(fc.boolean());
  if (shape.list && depth < 3) options.push(fc.array(plausibleValue(shape.list, depth + 1), { maxLength: 3 }));
  if (shape.object && depth < 3) options.push(objectValue(shape.object, depth + 1));
  return options.length ? fc.oneof(...options) : fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: 60 }));
}

function objectValue(entries: Record<string, SchemaNode>, depth: number): fc.Arbitrary<unknown> {
  return fc.record(Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, plausibleValue(entry, depth)])), {
    requiredKeys: [],
  });
}

/** A wrong value aimed at the field's kind, with any other wrong value mixed in. */
function brokenValue(node: SchemaNode | undefined): fc.Arbitrary<unknown> {
  if (!node) return hostileValue;
  const shape = shapeOf(node);
  const aimed: fc.Arbitrary<unknown>[] = [hostileValue];
  if (shape.text) aimed.push(hostileForText);
  if (shape.number || shape.boolean || shape.choices.length) aimed.push(hostileForNumber);
  if (shape.list) aimed.push(fc.array(brokenValue(shape.list), { minLength: 1, maxLength: 3 }));
  if (shape.object) aimed.push(brokenObject(shape.object));
  return fc.oneof(...aimed);
}

/** The nested object with one of its own fields broken (e.g. a pipeline's stage entry). */
function brokenObject(entries: Record<string, SchemaNode>): fc.Arbitrary<unknown> {
  const keys = Object.keys(entries);
  if (!keys.length) return fc.constant(PROTOTYPE_KEYS_OBJECT);
  return fc
    .tuple(objectValue(entries, 1), fc.constantFrom(...keys))
    .chain(([valid, key]) =>
      brokenValue(entries[key]).map((value) => Object.fromEntries([...Object.entries(valid as object), [key, value]])),
    );
}

/** Keys outside every schema that still reach a parser: prototype names, the tenant, a file. */
const STRAY_KEYS = ['__proto__', 'constructor', 'prototype', 'app', 'id', 'file'];

export type Body = Record<string, unknown>;

/**
 * Bodies for one route: the valid `base`, a few fields varied within their kind, and one or two
 * fields (of the schema, of the base, or stray) set to a wrong value. Built with
 * Object.fromEntries, so a `__proto__` key is an own property, as JSON.parse makes it.
 */
export function bodyArbitrary(schema: ObjectSchema | undefined, base: Body): fc.Arbitrary<Body> {
  const entries = (schema?.entries ?? {}) as Record<string, SchemaNode>;
  const fieldKeys = [...new Set([...Object.keys(entries), ...Object.keys(base)])];
  const brokenKeys = [...fieldKeys, ...STRAY_KEYS];
  const varied = fieldKeys.length
    ? fc
        .subarray(fieldKeys, { maxLength: Math.min(2, fieldKeys.length) })
        .chain((keys) =>
          fc.tuple(...keys.map((key) => plausibleValue(entries[key] ?? { type: 'unknown' }).map((value) => [key, value] as const))),
        )
    : fc.constant([]);
  const broken = fc
    .uniqueArray(fc.constantFrom(...brokenKeys), { minLength: 1, maxLength: 2 })
    .chain((keys) => fc.tuple(...keys.map((key) => brokenValue(entries[key]).map((value) => [key, value] as const))));
  const dropped = fc.subarray(Object.keys(base), { maxLength: Math.min(1, Object.keys(base).length) });
  return fc
    .tuple(varied, broken, dropped)
    .map(([variedEntries, brokenEntries, droppedKeys]) =>
      Object.fromEntries([...Object.entries(base).filter(([key]) => !droppedKeys.includes(key)), ...variedEntries, ...brokenEntries]),
    );
}

/**
 * Query keys the routes read: the shared list keys (search, page, limit, sort, order), the job
 * list's own filters, and the filters other routes read (status, role, form, app).
 */
export const QUERY_KEYS = [
  ...new Set([
    ...Object.keys(listQuerySchema().entries),
    ...Object.keys(sortEntries(['name'], 'name')),
    ...Object.keys(JobListQuerySchema.entries),
    'status',
    'role',
    'form',
    'app',
    'flagged',
  ]),
];

/** Query strings for a list: the list keys with wrong or odd values, some keys repeated. */
export function queryArbitrary(keys: readonly string[]): fc.Arbitrary<[string, string][]> {
  const text = fc.oneof(
    hostileForText.filter((value): value is string => typeof value === 'string' && value.length <= 4096),
    hostileForNumber.filter((value): value is string => typeof value === 'string'),
    fc.string({ maxLength: 20 }),
    fc.constantFrom('1', '10', '100', '101', '500', 'asc', 'desc', 'jobTitle', 'active', ''),
  );
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...keys) },
    fc.constantFrom(...keys).map((key) => `${key}[]`),
    fc.constantFrom('__proto__', 'app[]', 'constructor'),
  );
  return fc.array(fc.tuple(name, text), { minLength: 1, maxLength: 5 });
}
