import { sql } from 'drizzle-orm';
import { check, pgTable, integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An app is a tenant: every tenant-owned row carries its id. Requests name it by `key`.
 * It lives alone in this module so that columns.ts can reference it while every other schema
 * module imports columns.ts: drizzle-kit loads each file as CommonJS, and a helper called at load
 * time from inside an import cycle would be undefined (the lint refuses cycles anyway).
 */
export const apps = pgTable(
  'apps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * The ISO 4217 code amounts (referral bonuses, slabs, payouts) are shown in. INR by default:
     * every amount was rupees before workspaces had a currency.
     */
    currency: text('currency').notNull().default('INR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A malformed code would make every amount on the web fail to format.
  (t) => [check('apps_currency_iso_4217', sql`${t.currency} ~ '^[A-Z]{3}$'`)],
);
