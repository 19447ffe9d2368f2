import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { APPLY_FIELDS } from '../../shared/contract/careers-apply';
import { containsNul } from '../http/nul-character';
import type { FormValues } from './apply-form';

// Reads the apply form's POST. Not through http/body.ts: that folds `name[i]` into arrays, and the
// answers' names are `answer[<questionId>]`, whose number is the question's id, not a position.

export interface ApplyPost {
  fields: FormValues;
  resume: Uint8Array | null;
}

/** The form's fields (a name sent more than once, as a multiple choice question's, gives a list) and the resume's bytes. */
export async function readApplyPost(c: Context): Promise<ApplyPost | null> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return null;
  }
  const fields: FormValues = {};
  let resume: Uint8Array | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      if (name === APPLY_FIELDS.resume && value.size > 0) resume = new Uint8Array(await value.arrayBuffer());
      continue;
    }
    // PostgreSQL text cannot hold U+0000: such a value is dropped, and a required field says it is missing.
    if (containsNul(name) || containsNul(value)) continue;
    const known = fields[name];
    fields[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return { fields, resume };
}

/** The values a refused form is shown again with: what was typed, never the file or the honeypot. */
export function valuesToShow(fields: FormValues): FormValues {
  const { [APPLY_FIELDS.honeypot]: _honeypot, [APPLY_FIELDS.resume]: _resume, ...shown } = fields;
  return shown;
}

/** Whom the rate limit counts: the connection's address (behind a proxy, the proxy's: see README). */
export function clientKey(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}
