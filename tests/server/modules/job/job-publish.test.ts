import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { jobPlatforms } from '../../../../src/server/db/schema';
import type { JobListItem, PublishResult } from '../../../../src/shared/contract/job-views';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createJob, createJobLookups, jobTables, type JobLookups } from '../../../support/job-factory';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let outsider: TestUser;
let l: JobLookups;
let foreign: JobLookups;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('job-publish-a');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  const other = await t.factories.tenant('job-publish-b');
  outsider = await t.factories.user(other, 'admin');
  l = await createJobLookups(t.db, tenant.id);
  foreign = await createJobLookups(t.db, other.id);
});
afterAll(() => t.close());

const publish = (id: number | string, platformId: number[], as = admin) =>
  t.call('POST', `/api/publishjob-to-platforms/${id}`, { as, form: { platformId } });
const platformRef = (index: number) => ({ id: l.platforms[index].id, name: l.platforms[index].name });
const listed = async (id: number, published: '1' | '0') =>
  ((await t.call('GET', `/api/job?type=all&jobPublishedSaveStatus=${published}&limit=100`, { as: admin })).body.data as JobListItem[]).some(
    (row) => row.jobId === id,
  );

describe('POST /api/publishjob-to-platforms/{id}', () => {
  let jobId: number;
  let snapshot: Awaited<ReturnType<typeof jobTables>>;
  beforeEach(async () => {
    jobId = (await createJob(t.db, admin.appId, { jobTitle: 'To publish', jobStatusId: 2 })).id;
    snapshot = await jobTables(t.db, admin.appId);
  });
  const unchanged = async () => expect(await jobTables(t.db, admin.appId)).toEqual(snapshot);

  it('publishes to the chosen platforms: the job shows as Published (spec §4)', async () => {
    const response = await publish(jobId, [l.platforms[1].id, l.platforms[0].id]);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Your change has been successfully submitted');
    expect(response.body.data as PublishResult).toEqual({ jobId, publishplatforms: [platformRef(0), platformRef(1)] });
    expect(await listed(jobId, '1')).toBe(true);
    expect(await listed(jobId, '0')).toBe(false);
  });

  it('publishes to exactly the platforms sent, keeping the first publish time of those that stay', async () => {
    await publish(jobId, [l.platforms[0].id]);
    const [before] = await t.db
      .select()
      .from(jobPlatforms)
      .where(and(eq(jobPlatforms.jobId, jobId), eq(jobPlatforms.platformId, l.platforms[0].id)));
    t.setNow(new Date('2026-11-22T09:30:00Z'));
    const response = await publish(jobId, [l.platforms[0].id, l.platforms[1].id]);
    t.setNow(new Date('2026-11-22T09:00:00Z'));
    expect((response.body.data as PublishResult).publishplatforms).toEqual([platformRef(0), platformRef(1)]);
    const rows = await t.db.select().from(jobPlatforms).where(eq(jobPlatforms.jobId, jobId));
    expect(rows.find((row) => row.platformId === l.platforms[0].id)?.publishedAt).toEqual(before.publishedAt);
    expect(rows.find((row) => row.platformId === l.platforms[1].id)?.publishedAt).toEqual(new Date('2026-11-22T09:30:00Z'));
    expect((await publish(jobId, [l.platforms[1].id])).body.data).toEqual({ jobId, publishplatforms: [platformRef(1)] });
  });

  it('unpublishes on an empty list (JSON [] or one empty form field): the job shows as Saved again, its status untouched', async () => {
    const unpublishes = [
      () => t.call('POST', `/api/publishjob-to-platforms/${jobId}`, { as: admin, json: { platformId: [] } }),
      () => t.call('POST', `/api/publishjob-to-platforms/${jobId}`, { as: admin, form: { platformId: '' } }),
    ];
    for (const unpublish of unpublishes) {
      await publish(jobId, [l.platforms[0].id]);
      const response = await unpublish();
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ jobId, publishplatforms: [] });
      expect(await listed(jobId, '0')).toBe(true);
    }
    expect(((await t.call('GET', `/api/job/${jobId}`, { as: admin })).body.data as { jobStatusId: number }).jobStatusId).toBe(2);
  });

  it('refuses a body without platformId (or with a misspelt key) rather than unpublishing, changing nothing', async () => {
    await publish(jobId, [l.platforms[0].id]);
    for (const json of [{}, { platformIds: [] }]) {
      const response = await t.call('POST', `/api/publishjob-to-platforms/${jobId}`, { as: admin, json });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ platformId: ['Send platformId: the platforms to publish to (an empty list unpublishes).'] });
    }
    expect(await listed(jobId, '1')).toBe(true);
  });

  it("refuses disabled platforms, other apps' and unknown ones (422), changing nothing", async () => {
    const disabled = await publish(jobId, [l.platforms[0].id, l.platforms[2].id]);
    expect(disabled.status).toBe(422);
    expect(disabled.body.errors).toEqual({ platformId: ['This platform is disabled; choose an enabled one.'] });
    const foreignPlatform = await publish(jobId, [foreign.platforms[0].id]);
    expect(foreignPlatform.body.errors).toEqual({ platformId: ['Unknown platform.'] });
    expect((await publish(jobId, [999_999])).status).toBe(422);
    const wrongType = await t.call('POST', `/api/publishjob-to-platforms/${jobId}`, { as: admin, json: { platformId: ['LinkedIn'] } });
    expect(wrongType.status).toBe(422);
    await unchanged();
  });

  it("answers 404 for unknown, malformed and other apps' jobs, and 403 to hiring managers", async () => {
    for (const id of ['999999', 'abc', '0']) expect((await publish(id, [l.platforms[0].id])).status, id).toBe(404);
    expect((await publish(jobId, [foreign.platforms[0].id], outsider)).status).toBe(404);
    expect((await publish(jobId, [l.platforms[0].id], manager)).status).toBe(403);
    await unchanged();
  });
});
