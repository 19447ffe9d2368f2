import type { Context } from 'hono';

/** Reads a posted form: `text` trims (names, e-mail), `password` keeps the value exactly as typed. */
export async function readForm(c: Context) {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const raw = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
  return { text: (key: string) => raw(key).trim(), password: raw };
}
