import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPlatforms, jobs, publishPlatforms, referralLinks } from '../../../../src/server/db/schema';
import {
  REFERRAL_LINK_JOB_INVALID,
  REFERRAL_LINK_JOB_REQUIRED,
  REFERRAL_LINK_READY,
  REFERRAL_LINK_REVOKED,
  type ReferralLink,
} from '../../../../src/shared/contract/referral-link';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let rohan: TestUser;
let meera: TestUser;
let outsider: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('link-a');
  const other = await t.factories.tenant('link-b');
  rohan = await t.factories.user(tenant, 'employee');
  meera = await t.factories.user(tenant, 'recruiter');
  outsider = await t.factories.user(other, 'employee');
  const job = async (appId: number, fields: Partial<typeof jobs.$inferInsert>, published = true) => {
    const [row] = await t.db
      .insert(jobs)
      .values({ appId, jobTitle: 'Engineer', ...fields })
      .returning();
    const [platform] = await t.db
      .insert(publishPlatforms)
      .values({ appId, name: `Careers ${row.id}` })
      .returning();
    if (published) await t.db.insert(jobPlatforms).values({ appId, jobId: row.id, platformId: platform.id });
    return row.id;
  };
  ids.slugged = await job(tenant.id, { jobTitle: 'Backend Engineer', slug: 'backend-engineer' });
  ids.plain = await job(tenant.id, { jobTitle: 'Office Manager' });
  ids.unpublished = await job(tenant.id, { jobTitle: 'Draft' }, false);
  ids.closed = await job(tenant.id, { jobTitle: 'Closed', jobStatusId: 3 });
  ids.otherApp = await job(other.id, { jobTitle: 'Elsewhere' });
});
afterAll(() => t.close());

const linkCount = async () => (await t.db.select({ n: count() }).from(referralLinks))[0].n;
const share = (as: TestUser, body: Record<string, unknown>, form = false) =>
  t.call('POST', '/api/referral-link', { as, ...(form ? { form: body } : { json: body }) });

describe('referral share links', () => {
  it("makes the caller's link with a random token and the job's careers address, then hands back the same one", async () => {
    const first = await share(rohan, { jobId: ids.slugged });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(REFERRAL_LINK_READY);
    const link = first.body.data as ReferralLink;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(link).toMatchObject({ jobId: ids.slugged, url: `http://localhost/careers/link-a/backend-engineer?ref=${link.token}` });
    const again = await share(rohan, { jobId: String(ids.slugged) }, true);
    expect([again.status, again.body.data]).toEqual([200, link]);
    const read = await t.call('GET', `/api/referral-link?jobId=${ids.slugged}`, { as: rohan });
    expect(read.body).toEqual({ data: link });
  });

  it('names a job without a slug by its id, and gives each employee a link of their own', async () => {
    const mine = (await share(rohan, { jobId: ids.plain })).body.data as ReferralLink;
    expect(mine.url).toBe(`http://localhost/careers/link-a/${ids.plain}?ref=${mine.token}`);
    const theirs = (await share(meera, { jobId: ids.plain })).body.data as ReferralLink;
    expect(theirs.token).not.toBe(mine.token);
    expect((await t.call('GET', `/api/referral-link?jobId=${ids.plain}`, { as: outsider })).status).toBe(404);
  });

  it('answers null before a link is made', async () => {
    const fresh = await t.factories.user({ id: rohan.appId, key: 'link-a' }, 'hiring_manager');
    expect((await t.call('GET', `/api/referral-link?jobId=${ids.slugged}`, { as: fresh })).body).toEqual({ data: null });
  });

  it('revokes only your own live link: it stops crediting you and the next copy is a new link', async () => {
    const link = (await share(rohan, { jobId: ids.slugged })).body.data as ReferralLink;
    for (const as of [meera, outsider]) expect((await t.call('DELETE', `/api/referral-link/${link.id}`, { as })).status).toBe(404);
    const revoked = await t.call('DELETE', `/api/referral-link/${link.id}`, { as: rohan });
    expect([revoked.status, revoked.body.message]).toEqual([200, REFERRAL_LINK_REVOKED]);
    expect((await t.call('DELETE', `/api/referral-link/${link.id}`, { as: rohan })).status).toBe(404);
    expect((await t.call('GET', `/api/referral-link?jobId=${ids.slugged}`, { as: rohan })).body).toEqual({ data: null });
    const next = await share(rohan, { jobId: ids.slugged });
    expect(next.status).toBe(201);
    expect((next.body.data as ReferralLink).token).not.toBe(link.token);
  });

  it('refuses bad input with a clear 4xx and makes no link', async () => {
    const before = await linkCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 422, REFERRAL_LINK_JOB_REQUIRED],
      [{ jobId: 'abc' }, 422, REFERRAL_LINK_JOB_INVALID],
      [{ jobId: 0 }, 422, REFERRAL_LINK_JOB_INVALID],
      [{ jobId: [1] }, 422, REFERRAL_LINK_JOB_INVALID],
      [{ jobId: 999999 }, 404, 'Job not found.'],
      [{ jobId: ids.unpublished }, 404, 'Job not found.'],
      [{ jobId: ids.closed }, 404, 'Job not found.'],
      [{ jobId: ids.otherApp }, 404, 'Job not found.'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await share(rohan, body);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
      // A query carries text only: a list has no query form to test.
      if (Array.isArray(body.jobId)) continue;
      const query = new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)]));
      expect((await t.call('GET', `/api/referral-link?${query}`, { as: rohan })).status).toBe(status);
    }
    for (const bad of ['abc', '0', '-1', '99999999999'])
      expect((await t.call('DELETE', `/api/referral-link/${bad}`, { as: rohan })).status).toBe(404);
    expect(await linkCount()).toBe(before);
  });

  it('needs a signed-in user of the app', async () => {
    expect((await t.call('POST', '/api/referral-link', { json: { jobId: ids.slugged }, appKey: 'link-a' })).status).toBe(401);
    expect((await t.call('GET', `/api/referral-link?jobId=${ids.slugged}`, { as: outsider, appKey: 'link-a' })).status).toBe(403);
    const [link] = await t.db.select().from(referralLinks).where(eq(referralLinks.userId, rohan.id)).limit(1);
    expect((await t.call('DELETE', `/api/referral-link/${link.id}`, { as: outsider })).status).toBe(404);
  });
});
