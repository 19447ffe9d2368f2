import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createJobLookups } from '../../support/job-factory';
import { careersWorkspace, jsonLdScripts } from '../../support/careers-fixture';
import { jobTypes } from '../../../src/server/db/schema';
import { CAREERS_PAGE_SIZE } from '../../../src/server/careers/open-jobs';

// GET /careers/{workspace}: what is listed (published, open, unexpired), search, filters, paging,
// the empty state and tenancy. The clock is 2026-11-22 09:00 UTC; the workspace is on UTC.

let t: TestApp;
let acme: { id: number; key: string };
let other: { id: number; key: string };
let lookups: Awaited<ReturnType<typeof createJobLookups>>;
let remoteTypeId: number;
let remoteJobId: number;

const page = async (path: string) => {
  const response = await t.app.request(path);
  return { status: response.status, html: await response.text() };
};
const titles = (html: string) => [...html.matchAll(/<li><a href="[^"]+">([^<]+)<\/a>\n<p class="meta">/g)].map((match) => match[1]);

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.factories.tenant('careers-acme');
  other = await t.factories.tenant('careers-other');
  lookups = await createJobLookups(t.db, acme.id);
  const [contract] = await t.db.insert(jobTypes).values({ appId: acme.id, jobType: 'Contract' }).returning();
  remoteTypeId = contract.id;
  const site = await careersWorkspace(t.db, acme, 'Acme <Careers> & Co');
  const otherSite = await careersWorkspace(t.db, other, 'Other Inc');
  const placed = { departmentId: lookups.department.id, locationId: lookups.location.id, jobTypeId: lookups.jobType.id };
  await site.job({ ...placed, jobTitle: 'Backend Engineer', jobCode: 'ENG-1', slug: 'backend-engineer' });
  const remote = await site.job({
    jobTitle: 'Remote Designer',
    employmentCategoryId: 1,
    jobTypeId: remoteTypeId,
    departmentId: lookups.otherDepartment.id,
  });
  remoteJobId = remote.id;
  await site.job({ jobTitle: 'Ends today', expiryDate: '2026-11-22' });
  await site.job({ jobTitle: 'Expired yesterday', expiryDate: '2026-11-21' });
  await site.job({ jobTitle: 'Closed role', jobStatusId: 3 });
  await site.job({ jobTitle: 'In progress role', jobStatusId: 2 });
  await site.job({ jobTitle: 'Saved draft' }, false);
  await site.job({ jobTitle: '<script>alert(1)</script> Hacker' });
  await otherSite.job({ jobTitle: 'Other tenant secret job' });
});

afterAll(async () => {
  await t.close();
});

describe('careers list', () => {
  it('lists only published, open, unexpired jobs of the workspace, with a count and no JSON-LD', async () => {
    const { status, html } = await page('/careers/careers-acme');
    expect(status).toBe(200);
    expect(titles(html).sort()).toEqual([
      '&lt;script&gt;alert(1)&lt;/script&gt; Hacker',
      'Backend Engineer',
      'Ends today',
      'Remote Designer',
    ]);
    expect(html).toContain('Showing 1 to 4 of 4 jobs');
    expect(html).not.toContain('Other tenant secret job');
    expect(html).not.toContain('<script>alert');
    expect(jsonLdScripts(html)).toEqual([]);
    expect(html).toContain('Acme &lt;Careers&gt; &amp; Co');
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('href="#main"');
  });

  it('shows each row’s department, location or Remote, job type and posted date, linked by slug or id', async () => {
    const { html } = await page('/careers/careers-acme');
    expect(html).toContain('href="/careers/careers-acme/backend-engineer"');
    expect(html).toContain(lookups.department.departmentName);
    expect(html).toContain(lookups.location.locationDisplay);
    expect(html).toContain('<span>Remote</span>');
    expect(html).toContain('Posted <time datetime="2026-11-20">');
    expect(html).toContain(`href="/careers/careers-acme/${remoteJobId}"`);
  });

  it('searches by title or code and filters by department, location, job type and remote', async () => {
    expect(titles((await page('/careers/careers-acme?search=eng-1')).html)).toEqual(['Backend Engineer']);
    expect(titles((await page('/careers/careers-acme?search=designer')).html)).toEqual(['Remote Designer']);
    expect(titles((await page(`/careers/careers-acme?department=${lookups.otherDepartment.id}`)).html)).toEqual(['Remote Designer']);
    expect(titles((await page(`/careers/careers-acme?location=${lookups.location.id}`)).html)).toEqual(['Backend Engineer']);
    expect(titles((await page(`/careers/careers-acme?jobType=${remoteTypeId}`)).html)).toEqual(['Remote Designer']);
    expect(titles((await page('/careers/careers-acme?remote=1')).html)).toEqual(['Remote Designer']);
    const form = (await page('/careers/careers-acme?remote=1&search=x%22y')).html;
    expect(form).toContain('<form class="panel filters" method="get" action="/careers/careers-acme"');
    expect(form).toContain('value="x&quot;y"');
    expect(form).toMatch(/name="remote" value="1" checked/);
  });

  it('says so when nothing matches, and when the workspace has no open jobs', async () => {
    const none = await page('/careers/careers-acme?search=nothing-like-this');
    expect(none.status).toBe(200);
    expect(none.html).toContain('No open jobs match your search.');
    const empty = await t.factories.tenant('careers-empty');
    await careersWorkspace(t.db, empty, 'Empty Ltd');
    expect((await page('/careers/careers-empty')).html).toContain('Empty Ltd has no open jobs right now.');
  });

  it('pages by 20 with links that keep the filters', async () => {
    const paged = await t.factories.tenant('careers-paged');
    const site = await careersWorkspace(t.db, paged, 'Paged Ltd');
    for (let i = 1; i <= CAREERS_PAGE_SIZE + 5; i += 1)
      await site.job({ jobTitle: `Role ${String(i).padStart(2, '0')}`, employmentCategoryId: 1 });
    const first = await page('/careers/careers-paged?remote=1');
    expect(titles(first.html)).toHaveLength(CAREERS_PAGE_SIZE);
    expect(first.html).toContain('Showing 1 to 20 of 25 jobs');
    expect(first.html).toContain('href="/careers/careers-paged?remote=1&amp;page=2"');
    const second = await page('/careers/careers-paged?remote=1&page=2');
    expect(titles(second.html)).toHaveLength(5);
    expect(second.html).toContain('Showing 21 to 25 of 25 jobs');
    expect(second.html).toContain('aria-current="page">2<');
  });

  it('takes nonsense in the query as no filter (never a 500)', async () => {
    for (const query of [
      'page=-3',
      'page=abc',
      'department=1e99',
      'location=%00',
      'search=a%00b',
      'jobType=[]',
      `search=${'x'.repeat(5000)}`,
    ]) {
      expect((await page(`/careers/careers-acme?${query}`)).status).toBe(200);
    }
  });

  it('answers an unknown workspace with a plain 404 page', async () => {
    const { status, html } = await page('/careers/no-such-workspace');
    expect(status).toBe(404);
    expect(html).toContain('Page not found');
    expect((await page('/careers/no-such-workspace/sitemap.xml')).status).toBe(404);
    expect((await page('/careers/no-such-workspace/some-job')).status).toBe(404);
  });
});
