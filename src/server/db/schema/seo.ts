import { pgTable, integer, text, index } from 'drizzle-orm/pg-core';
import { relations, sql } from 'drizzle-orm';
import { appRowColumns, timestampColumns, uniqueNameIndex } from './columns';
import { jobs } from './jobs';

/** SEO keyword sets (/seo-keyword): a title and its free-text keywords. */
export const seoKeywords = pgTable(
  'seo_keywords',
  {
    ...appRowColumns(),
    title: text('title').notNull(),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestampColumns(),
  },
  (t) => [
    uniqueNameIndex('seo_keywords_app_title_unique', t.appId, t.title),
    index('seo_keywords_app_created_idx').on(t.appId, t.createdAt),
  ],
);

/** SEO graph / content entries (/seo-graph): structured-data blocks, optionally about a job. */
export const seoGraphs = pgTable(
  'seo_graphs',
  {
    ...appRowColumns(),
    title: text('title').notNull(),
    /** Schema.org type, e.g. JobPosting, Organization, FAQPage. */
    type: text('type').notNull(),
    /** Sanitised rich text. */
    description: text('description').notNull().default(''),
    /** Stored file name of the image (JPEG/PNG) in the file store. */
    imagePath: text('image_path'),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    ...timestampColumns(),
  },
  (t) => [index('seo_graphs_app_created_idx').on(t.appId, t.createdAt), index('seo_graphs_job_idx').on(t.jobId)],
);

export const seoGraphsRelations = relations(seoGraphs, ({ one }) => ({
  job: one(jobs, { fields: [seoGraphs.jobId], references: [jobs.id] }),
}));
