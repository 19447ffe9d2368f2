import { HttpError } from '../core/errors';

// PostgreSQL cannot store U+0000 in text or jsonb: a value holding it would fail inside the query
// (a 500). Input is checked once, where it is read, so no route has to remember it.
const NUL = '\u0000';

export const containsNul = (text: string) => text.includes(NUL);

export function nulCharacterError(field: string): HttpError {
  return new HttpError(422, `The value of ${field} may not contain the NUL character.`, {
    [field]: ['This value may not contain the NUL character.'],
  });
}

/**
 * The dot path (`skills.0`, `stage.1.name`) of the first string or key in a parsed JSON value that
 * holds U+0000, else null. Walks with its own queue, and builds a path only for the culprit, so a
 * deeply nested body costs neither stack nor quadratic memory.
 */
export function findNulInJson(value: unknown): string | null {
  const queue: { value: unknown; key: string; parent: number }[] = [{ value, key: '', parent: -1 }];
  const pathTo = (index: number) => {
    const keys: string[] = [];
    for (let at = index; at > 0; at = queue[at].parent) keys.push(queue[at].key);
    return keys.reverse().join('.') || 'body';
  };
  for (let next = 0; next < queue.length; next++) {
    const current = queue[next].value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return pathTo(next);
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      if (key.includes(NUL)) return pathTo(next);
      queue.push({ value: child, key, parent: next });
    }
  }
  return null;
}

/** The name of the first form field whose name, text or file name holds U+0000, else null. */
export function findNulInForm(entries: Iterable<[string, FormDataEntryValue]>): string | null {
  for (const [key, value] of entries) {
    if (key.includes(NUL)) return 'body';
    const text = typeof value === 'string' ? value : value.name;
    if (text.includes(NUL)) return key;
  }
  return null;
}

/** Refuses a query string whose names or values hold U+0000 (after percent-decoding). */
export function assertNoNulInQuery(url: string): void {
  for (const [key, value] of new URL(url).searchParams) {
    if (key.includes(NUL)) throw nulCharacterError('query');
    if (value.includes(NUL)) throw nulCharacterError(key);
  }
}
