import { count } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Db } from '../client';
import { apps } from '../schema';
import { ACME } from './acme';
import { seedApp } from './app';
import { GLOBEX } from './globex';
import type { Role } from '../../../shared/contract/permissions';
import type { FileStore } from '../../storage/file-store';

export { DEMO_SEO_IMAGE_PATH } from './content';

export const DEMO_PASSWORD = 'hireloop-demo';

/** The accounts the server prints at start (all use DEMO_PASSWORD). */
export const DEMO_ACCOUNTS: readonly { email: string; role: Role; app: string }[] = [
  { email: 'admin@acme.test', role: 'admin', app: 'acme' },
  { email: 'recruiter@acme.test', role: 'recruiter', app: 'acme' },
  { email: 'manager@acme.test', role: 'hiring_manager', app: 'acme' },
  { email: 'employee@acme.test', role: 'employee', app: 'acme' },
  { email: 'admin@globex.test', role: 'admin', app: 'globex' },
];

/** True on a database that has never been seeded (no app exists yet). */
export async function needsSeed(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(apps);
  return row.n === 0;
}

/**
 * The demo data of both apps, deterministic for a given `now`, in one transaction: a failure
 * leaves the database empty rather than half-seeded, and removes the resumes it had stored.
 * Without `storage` the applicants have no resumes.
 */
export async function seedDemoData(db: Db, options: { now: Date; storage?: FileStore }): Promise<void> {
  // scrypt is deliberately slow: hash once, share the hash among all demo users.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const files = options.storage ? { storage: options.storage, stored: [] as string[] } : undefined;
  try {
    await db.transaction(async (tx) => {
      await seedApp(tx, ACME, { now: options.now, passwordHash, files });
      await seedApp(tx, GLOBEX, { now: options.now, passwordHash, files });
    });
  } catch (error) {
    if (files) await Promise.all(files.stored.map((name) => files.storage.remove(name).catch(() => undefined)));
    throw error;
  }
}
