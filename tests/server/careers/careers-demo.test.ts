import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app';
import { jsonLdScripts } from '../../support/careers-fixture';
import { jobPostingProblems } from '../../support/job-posting-rules';
import { seedDemoData } from '../../../src/server/db/seed';
import { calendarDayIn } from '../../../src/shared/rules/calendar-day';

// Over the seeded demo data of both workspaces (seeded once for the file, on the test app's day):
// every open job's page passes the JobPosting rules, each workspace sees only its own jobs, and the
// sitemaps and robots.txt name exactly the open job pages.

let t: TestApp;

interface DemoJob {
  id: number;
  slug: string | null;
  key: string;
  updated_at: string;
  open: boolean;
}

/** The demo jobs, open by the rule's own words: published, status open, expiry not before the workspace's today. */
async function demoJobs(): Promise<DemoJob[]> {
  const result = await t.db.execute(sql`
    select j.id, j.slug, a.key, j.updated_at, a.time_zone, j.expiry_date::text as expiry, j.job_status_id = 1
      and exists (select 1 from job_platforms p where p.job_id = j.id) as listed
    from jobs j join apps a on a.id = j.app_id order by a.key, j.id`);
  const rows = (result as unknown as { rows: (Omit<DemoJob, 'open'> & { time_zone: string; expiry: string | null; listed: boolean })[] })
    .rows;
  return rows.map(({ time_zone, expiry, listed, ...job }) => ({
    ...job,
    open: listed && (expiry === null || expiry >= calendarDayIn(time_zone, t.deps.clock())),
  }));
}

const openDemoJobs = async () => (await demoJobs()).filter((job) => job.open);

const get = async (path: string) => {
  const response = await t.app.request(path);
  return { status: response.status, text: await response.text(), headers: response.headers };
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { now: t.deps.clock(), storage: t.deps.storage });
}, 180_000);

afterAll(async () => {
  await t.close();
});

describe('careers site over the demo data', () => {
  it('gives every open demo job of both workspaces one JobPosting JSON-LD that passes Google’s rules', async () => {
    const open = await openDemoJobs();
    expect(new Set(open.map((job) => job.key))).toEqual(new Set(['acme', 'globex']));
    for (const job of open) {
      const { status, text } = await get(`/careers/${job.key}/${job.slug ?? job.id}`);
      expect(status, `${job.key}/${job.slug}`).toBe(200);
      const scripts = jsonLdScripts(text);
      expect(scripts, `${job.key}/${job.slug}`).toHaveLength(1);
      expect(jobPostingProblems(scripts[0]), `${job.key}/${job.slug}`).toEqual([]);
    }
  });

  it('lists each workspace’s open jobs only; a globex job under acme is 410, never the job', async () => {
    const open = await openDemoJobs();
    const acme = await get('/careers/acme');
    expect(acme.text).toContain(`of ${open.filter((job) => job.key === 'acme').length} jobs`);
    const linked = [...acme.text.matchAll(/href="\/careers\/acme\/([^"]+)"/g)].map((match) => match[1]);
    const acmeSlugs = new Set(open.filter((job) => job.key === 'acme').map((job) => job.slug));
    expect(linked.length).toBeGreaterThan(0);
    for (const slug of linked) expect(acmeSlugs.has(slug), slug).toBe(true);
    const globexJob = open.find((job) => job.key === 'globex')!;
    const crossed = await get(`/careers/acme/${globexJob.slug}`);
    expect(crossed.status).toBe(410);
    expect(crossed.text).not.toContain('application/ld+json');
  });

  it('answers 410 for the demo jobs that are not open', async () => {
    const closed = (await demoJobs()).filter((job) => !job.open);
    expect(closed.length).toBeGreaterThan(5);
    for (const job of closed) expect((await get(`/careers/${job.key}/${job.slug ?? job.id}`)).status, job.slug ?? '').toBe(410);
  });

  it('has a sitemap of the list and every open job page with its lastmod', async () => {
    const open = (await openDemoJobs()).filter((job) => job.key === 'globex');
    const { status, text, headers } = await get('/careers/globex/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/xml');
    expect(text).toContain('<loc>http://localhost/careers/globex</loc>');
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
    expect(locs.map((match) => match[1])).toEqual(open.map((job) => `http://localhost/careers/globex/${job.slug}`));
    expect(locs.map((match) => match[2])).toEqual(open.map((job) => new Date(job.updated_at).toISOString()));
  });

  it('serves robots.txt allowing the careers site and naming each workspace’s sitemap', async () => {
    const { status, text } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(text).toContain('Allow: /careers/');
    expect(text).toContain('Sitemap: http://localhost/careers/acme/sitemap.xml');
    expect(text).toContain('Sitemap: http://localhost/careers/globex/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
  });
});
