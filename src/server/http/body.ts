import type { Context, MiddlewareHandler } from 'hono';
import type { Body } from '../core/context';
import { badRequest, HttpError } from '../core/errors';
import { findNulInForm, findNulInJson, nulCharacterError } from './nul-character';

export type BodyValue = string | File | BodyValue[] | { [key: string]: unknown };

/**
 * Reads a JSON, urlencoded or multipart body into one plain object. Form arrays arrive as
 * `name[0]`, `name[1]` … (or repeated `name[]`) and become `name: [...]`. A value holding the NUL
 * character is refused here (422 naming the field), before any route sees it.
 */
export async function readBody(c: Context): Promise<Body> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    const body = parseJsonObject(text);
    const nulField = findNulInJson(body);
    if (nulField) throw nulCharacterError(nulField);
    return body;
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest('The form data could not be read.');
    }
    const entries = [...form.entries()];
    const nulField = findNulInForm(entries);
    if (nulField) throw nulCharacterError(nulField);
    return foldFormArrays(entries);
  }
  if ((await c.req.text()).trim() === '') return {};
  throw new HttpError(415, 'Send the body as JSON or form data.');
}

function parseJsonObject(text: string): Body {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('The request body must be a JSON object.');
  return parsed as Body;
}

/**
 * Gathered in Maps and turned into an object by Object.fromEntries, which makes every key an own
 * property: a key such as `__proto__`, `constructor[0]` or `toString[]` is just a field name.
 */
export function foldFormArrays(entries: [string, FormDataEntryValue][]): Body {
  const fields = new Map<string, unknown>();
  const indexed = new Map<string, Map<number, FormDataEntryValue>>();
  for (const [key, value] of entries) {
    const match = /^(.+)\[(\d*)\]$/.exec(key);
    if (!match) {
      fields.set(key, value);
      continue;
    }
    const [, name, index] = match;
    const slots = indexed.get(name) ?? new Map<number, FormDataEntryValue>();
    indexed.set(name, slots);
    slots.set(index === '' ? slots.size : Number(index), value);
  }
  for (const [name, slots] of indexed) {
    fields.set(
      name,
      [...slots.entries()].sort(([a], [b]) => a - b).map(([, value]) => value),
    );
  }
  return Object.fromEntries(fields);
}

/**
 * Past this, an oversize body is not read to its end: it is answered at once and its connection
 * closed, so a client still sending it sees the connection cut.
 */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Refuses a body over `maxBytes` with 413 and `message`, once the client has sent all of it (up to
 * DISCARD_MAX_BYTES, dropped as it comes). Answered while the client is still sending, the answer
 * would be lost: @hono/node-server closes a connection whose body is left unread half a second
 * after answering, and the client, still sending, meets a broken pipe. A body of unknown length
 * (chunked) within the limit is read here and handed on whole.
 */
export function limitBody(maxBytes: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    // A declared length is the length: Node refuses a body that runs past it.
    const declared = c.req.raw.headers.has('transfer-encoding') ? Number.NaN : Number(c.req.header('content-length'));
    if (!body || declared <= maxBytes) return next();
    if (declared > DISCARD_MAX_BYTES) return c.json({ message }, 413, { connection: 'close' });
    const reader = body.getReader();
    const kept: Uint8Array[] = [];
    let size = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size > DISCARD_MAX_BYTES) return c.json({ message }, 413, { connection: 'close' });
      if (size <= maxBytes) kept.push(read.value);
    }
    if (size > maxBytes) return c.json({ message }, 413);
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(kept) });
    return next();
  };
}
