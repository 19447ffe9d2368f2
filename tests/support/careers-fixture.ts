import { companies, jobPlatforms, publishPlatforms } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';
import { createJob, type JobOverrides } from './job-factory';

// Careers site data: a workspace with its company and a publishing platform, and jobs that are
// published (a job_platforms row) or only saved.

/** When the fixture's jobs were published: two days before the test app's clock. */
export const PUBLISHED_AT = new Date('2026-11-20T10:00:00Z');

export async function careersWorkspace(db: Db, app: { id: number }, companyName: string) {
  await db.insert(companies).values({ appId: app.id, companyName });
  const [platform] = await db
    .insert(publishPlatforms)
    .values({ appId: app.id, name: `Careers site ${app.id}` })
    .returning();
  return {
    /** A job on the careers site (published on PUBLISHED_AT) unless `published` is false. */
    async job(overrides: JobOverrides = {}, published = true) {
      const job = await createJob(db, app.id, { createdAt: PUBLISHED_AT, updatedAt: PUBLISHED_AT, ...overrides });
      if (published)
        await db.insert(jobPlatforms).values({ appId: app.id, jobId: job.id, platformId: platform.id, publishedAt: PUBLISHED_AT });
      return job;
    },
  };
}

/** The JSON-LD script bodies of a page. */
export function jsonLdScripts(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as unknown);
}

/** The value of a `<meta name|property=key content=…>` of a page, or null. */
export function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return match ? match[1] : null;
}
