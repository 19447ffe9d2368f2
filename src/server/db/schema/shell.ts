import { pgTable, integer, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { appRowColumns, createdAtColumn, flagColumn, idColumn, updatedAtColumn } from './columns';
import { apps } from './apps';

// What the shell shows around every page: branding, footer and the 'All Apps' menu.

/** One per app (GET company/1 and default-image read it). Null images fall back to the defaults. */
export const companies = pgTable('companies', {
  id: idColumn(),
  appId: integer('app_id')
    .notNull()
    .unique('companies_app_unique')
    .references(() => apps.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  companyLogo: text('company_logo'),
  companyFaviconIcon: text('company_favicon_icon'),
  defaultLogo: text('default_logo'),
  defaultFavicon: text('default_favicon'),
  /** The careers site's privacy notice applicants consent to; null shows the product's default wording. */
  privacyNotice: text('privacy_notice'),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export const footers = pgTable('footers', {
  id: idColumn(),
  appId: integer('app_id')
    .notNull()
    .unique('footers_app_unique')
    .references(() => apps.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  version: text('version').notNull().default('1.0.23'),
  updatedAt: updatedAtColumn(),
});

/** 'All Apps' menu entries; only status 1 is shown, ordered by sort_order. */
export const appLinks = pgTable(
  'app_links',
  {
    ...appRowColumns(),
    appName: text('app_name').notNull(),
    appIcon: text('app_icon').notNull(),
    appUrl: text('app_url').notNull(),
    status: flagColumn('status'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('app_links_app_name_unique').on(t.appId, t.appName), index('app_links_app_order_idx').on(t.appId, t.sortOrder)],
);
