import { escape } from './html-escape';

/** A JSON Schema as the generated document writes it: inline, never through $ref. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

const LIMITS = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'pattern', 'default'] as const;

/** Backticks become code, the rest is escaped: the document's descriptions use no other markup. */
export const inlineText = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** A schema's type in words: "string", "array of number", "object or null", "one of "a", "b"". */
export function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return `always ${JSON.stringify(schema.const)}`;
  if (schema.enum) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeOf).join(' or ');
  if (schema.type === 'array') {
    const items = schema.items ? typeOf(schema.items) : 'anything';
    return `array of ${items.includes(' ') ? `(${items})` : items}`;
  }
  if (typeof schema.additionalProperties === 'object') return `map of string to ${typeOf(schema.additionalProperties)}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'anything');
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The object whose fields are listed under a schema: itself, an array's items, or its object variant. */
function objectIn(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  if (schema.items) return objectIn(schema.items);
  for (const variant of schema.anyOf ?? schema.oneOf ?? []) {
    const object = objectIn(variant);
    if (object) return object;
  }
  return undefined;
}

/** A field's limits and default, as the schema words them. */
export function limitsOf(schema: JsonSchema): string {
  const limits = LIMITS.filter((key) => schema[key] !== undefined).map((key) => `${key} ${JSON.stringify(schema[key])}`);
  return limits.length ? ` <span class="limits">${escape(limits.join(', '))}</span>` : '';
}

function fieldList(object: JsonSchema): string {
  const required = new Set(object.required ?? []);
  const fields = Object.entries(object.properties ?? {}).map(([name, field]) => {
    const nested = objectIn(field);
    return [
      `<li><code>${escape(name)}</code> <span class="type">${escape(typeOf(field))}</span>`,
      required.has(name) ? ' <strong>required</strong>' : '',
      limitsOf(field),
      field.description ? `<br>${inlineText(field.description)}` : '',
      nested ? fieldList(nested) : '',
      '</li>',
    ].join('');
  });
  return `<ul class="fields">${fields.join('')}</ul>`;
}

/** A schema as nested lists of fields, each with its type, whether it is required and its limits. */
export function renderSchema(schema: JsonSchema): string {
  const object = objectIn(schema);
  return `<p class="type">${escape(typeOf(schema))}${limitsOf(schema)}</p>${object ? fieldList(object) : ''}`;
}
