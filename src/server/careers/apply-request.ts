import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { APPLY_FIELDS } from '../../shared/contract/careers-apply';
import { applyFormOf } from '../modules/careers-apply/service';
import type { FormValues } from './apply-form';

// Reads the apply form's POST: the form as the apply service takes it (its applyFormOf keeps
// `answer[<questionId>]` names whole), or null when the body is no readable form.

/** The posted form, or null when it cannot be read. */
export async function readApplyPost(c: Context): Promise<{ fields: FormValues; resume: Uint8Array | null } | null> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return null;
  }
  return applyFormOf(form);
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
