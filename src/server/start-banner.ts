import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './db/client';
import { apps, users } from './db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed';

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** The demo accounts this database actually holds: none on a production database that was never seeded. */
export async function presentDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const rows = await db
    .select({ app: apps.key, email: users.email })
    .from(users)
    .innerJoin(apps, eq(apps.id, users.appId))
    .where(
      and(
        inArray(
          apps.key,
          DEMO_ACCOUNTS.map((account) => account.app),
        ),
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      ),
    );
  const present = new Set(rows.map((row) => `${row.app} ${row.email}`));
  return DEMO_ACCOUNTS.filter((account) => present.has(`${account.app} ${account.email}`));
}

export interface StartFacts {
  url: string;
  database: string;
  seeded: boolean;
  demoAccounts: readonly DemoAccount[];
}

/** What `npm start` prints once listening. The demo password appears only beside demo accounts that exist. */
export function startBanner({ url, database, seeded, demoAccounts }: StartFacts): string {
  const lines = ['', `  Hireloop is running at ${url}`, `  Database: ${database}${seeded ? ' — demo data seeded' : ''}`, ''];
  if (demoAccounts.length > 0) {
    lines.push(
      `  Sign in with any demo account (password: ${DEMO_PASSWORD}):`,
      ...demoAccounts.map((account) => `    workspace ${account.app.padEnd(8)} ${account.email.padEnd(24)} ${account.role}`),
      '',
    );
  }
  return lines.join('\n');
}
