import { pgTable, integer, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { appRowColumns, createdAtColumn } from './columns';
import { users } from './org';
import { jobs } from './jobs';

/**
 * An employee's share link for one job (the careers page's `?ref=<token>`): a candidate who applies
 * through it, and agrees to be referred, becomes that employee's referral. The token is random and
 * unguessable; revoking a link sets `revoked_at` and the next copy makes a new one.
 */
export const referralLinks = pgTable(
  'referral_links',
  {
    ...appRowColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique('referral_links_token_unique'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // One live link per employee and job: copying again hands back the same one.
    uniqueIndex('referral_links_live_unique')
      .on(t.userId, t.jobId)
      .where(sql`${t.revokedAt} is null`),
    index('referral_links_job_idx').on(t.jobId),
  ],
);
