import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const migrationsDir = path.resolve('src/server/db/migrations');

/** Changes whenever a migration changes, so a stale template is never reused. */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsDir);
  return hash.digest('hex').slice(0, 12);
}

export const pgliteTemplateFile = (fingerprint: string) => path.resolve(`tests/support/.template/pglite-${fingerprint}.tar.gz`);
export const postgresTemplateName = (fingerprint: string) => `hireloop_tpl_${fingerprint}`;

/** The PostgreSQL server lane: DATABASE_URL names the server; tests make their own databases on it. */
export function serverUrl(database: string): string | undefined {
  const raw = process.env.DATABASE_URL;
  if (!raw) return undefined;
  const url = new URL(raw);
  url.pathname = `/${database}`;
  return url.toString();
}
