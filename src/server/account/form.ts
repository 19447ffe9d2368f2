import type { Context } from 'hono';
import { containsNul } from '../http/nul-character';

export interface FieldLimit {
  /** How the message names the field: 'The e-mail may have at most 254 characters.' */
  label: string;
  maxLength: number;
}

export const SIGN_IN_FIELDS = {
  app: { label: 'workspace', maxLength: 100 },
  email: { label: 'e-mail', maxLength: 254 },
  password: { label: 'password', maxLength: 1024 },
  callback: { label: 'callback address', maxLength: 2048 },
  method: { label: 'sign-in method', maxLength: 16 },
} as const satisfies Record<string, FieldLimit>;

export const PROFILE_FIELDS = {
  app: SIGN_IN_FIELDS.app,
  email: SIGN_IN_FIELDS.email,
  currentPassword: { label: 'current password', maxLength: 1024 },
  newPassword: { label: 'new password', maxLength: 1024 },
  confirmPassword: { label: 'new password confirmation', maxLength: 1024 },
} as const satisfies Record<string, FieldLimit>;

/**
 * Reads a posted form's known fields: `text` trims (names, e-mail), `password` keeps the value
 * exactly as typed. `problem` describes the first field that is too long or holds the NUL
 * character; such a form must be refused before anything else (database, rate limiter) sees it.
 */
export async function readForm<K extends string>(c: Context, fields: Record<K, FieldLimit>) {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const raw = (key: K) => (typeof form[key] === 'string' ? (form[key] as string) : '');
  return { text: (key: K) => raw(key).trim(), password: raw, problem: findProblem(raw, fields) };
}

function findProblem<K extends string>(raw: (key: K) => string, fields: Record<K, FieldLimit>): string | null {
  for (const [key, { label, maxLength }] of Object.entries(fields) as [K, FieldLimit][]) {
    const value = raw(key);
    if (value.length > maxLength) return `The ${label} may have at most ${maxLength} characters.`;
    if (containsNul(value)) return `The ${label} may not contain the NUL character.`;
  }
  return null;
}
