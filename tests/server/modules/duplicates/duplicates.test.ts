import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  applicationDuplicateDismissals,
  applicationRecruiters,
  applications,
  applicationStatusHistory,
  stages,
  statuses,
} from '../../../../src/server/db/schema';
import type { Db } from '../../../../src/server/db/client';
import type { DuplicateGroup } from '../../../../src/shared/contract/duplicates';
import { verhoeffDigit } from '../../../../src/shared/rules/aadhaar';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createApplication, createJob } from '../../../support/job-factory';

let t: TestApp;
let admin: TestUser;
let recruiter: TestUser;
let manager: TestUser;
let outsider: TestUser;
let jobA: number;
let jobB: number;
let stageId: number;
let statusId: number;
let clock = new Date('2026-01-01T00:00:00Z');

const aadhaar = `23456789012`.slice(0, 11);
const documentNumber = `${aadhaar}${verhoeffDigit(aadhaar)}`;

async function tables(db: Db) {
  return {
    applications: await db.select().from(applications).orderBy(asc(applications.id)),
    history: await db.select().from(applicationStatusHistory).orderBy(asc(applicationStatusHistory.id)),
    recruiters: await db
      .select()
      .from(applicationRecruiters)
      .orderBy(asc(applicationRecruiters.applicationId), asc(applicationRecruiters.userId)),
    dismissals: await db.select().from(applicationDuplicateDismissals).orderBy(asc(applicationDuplicateDismissals.id)),
  };
}

/** An applicant created a minute after the previous one, at a pipeline status with its history entry. */
async function applicant(jobId: number, overrides: Partial<typeof applications.$inferInsert> = {}) {
  clock = new Date(clock.getTime() + 60_000);
  const row = await createApplication(t.db, admin.appId, jobId, {
    createdAt: clock,
    currentStageId: stageId,
    currentStatusId: statusId,
    ...overrides,
  });
  await t.db.insert(applicationStatusHistory).values({ appId: admin.appId, applicationId: row.id, stageId, statusId, createdAt: clock });
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('duplicates-a');
  admin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  manager = await t.factories.user(tenant, 'hiring_manager');
  const other = await t.factories.tenant('duplicates-b');
  outsider = await t.factories.user(other, 'admin');
  jobA = (await createJob(t.db, tenant.id, { jobTitle: 'Job A' })).id;
  jobB = (await createJob(t.db, tenant.id, { jobTitle: 'Job B' })).id;
  stageId = (await t.db.insert(stages).values({ appId: tenant.id, name: 'Screening' }).returning())[0].id;
  statusId = (await t.db.insert(statuses).values({ appId: tenant.id, name: 'New', statusColor: '#0078d4' }).returning())[0].id;
});
afterAll(() => t.close());

const list = async (as: TestUser = admin, query = '?limit=50') => {
  const response = await t.call('GET', `/api/duplicate-records${query}`, { as });
  expect(response.status).toBe(200);
  return response.body.data as DuplicateGroup[];
};
const groupWith = async (id: number, kind: DuplicateGroup['kind']) =>
  (await list()).find((group) => group.kind === kind && group.applications.some((row) => row.applicantId === id));
const dismiss = (groupKey: unknown, as: TestUser = admin) => t.call('POST', '/api/duplicate-records/dismiss', { as, json: { groupKey } });
const merge = (groupKey: unknown, as: TestUser = admin) => t.call('POST', '/api/duplicate-records/merge', { as, json: { groupKey } });

describe('GET /api/duplicate-records', () => {
  it('groups live applications sharing an e-mail (any case), a phone (digits only) or a document number (masked), oldest first', async () => {
    const first = await applicant(jobA, { applicantEmail: 'Asha@Example.test', phoneNumber: '+91 98765-43210', documentNumber });
    const second = await applicant(jobB, { applicantEmail: 'asha@example.TEST', phoneNumber: '919876543210', documentNumber });
    await applicant(jobA, { applicantEmail: 'asha@example.test', deletedAt: clock });
    await createApplication(t.db, outsider.appId, (await createJob(t.db, outsider.appId)).id, { applicantEmail: 'asha@example.test' });

    const email = await groupWith(first.id, 'email');
    expect(email).toEqual({
      groupKey: `email-${first.id}-${second.id}`,
      kind: 'email',
      value: 'asha@example.test',
      applications: [
        {
          applicantId: first.id,
          firstName: first.firstName,
          lastName: 'Test',
          applicantEmail: 'Asha@Example.test',
          phoneNumber: '+91 98765-43210',
          job: { jobId: jobA, jobTitle: 'Job A' },
          created_at: first.createdAt.toISOString(),
          status: { id: statusId, name: 'New', statusColor: '#0078d4' },
        },
        expect.objectContaining({ applicantId: second.id, job: { jobId: jobB, jobTitle: 'Job B' } }),
      ],
    });
    expect((await groupWith(first.id, 'phone'))?.value).toBe('919876543210');
    const document = await groupWith(first.id, 'document');
    expect(document?.value).toBe(`XXXX-XXXX-${documentNumber.slice(-4)}`);
    expect(JSON.stringify(await list())).not.toContain(documentNumber);
  });

  it('pages the groups, newest duplicate first, and ignores short phone numbers', async () => {
    const a = await applicant(jobA, { phoneNumber: '123' });
    await applicant(jobA, { phoneNumber: '1-2-3' });
    expect(await groupWith(a.id, 'phone')).toBeUndefined();
    const all = await list();
    expect(all.length).toBeGreaterThan(1);
    const page = await t.call('GET', '/api/duplicate-records?limit=1&page=2', { as: admin });
    expect(page.body.meta).toMatchObject({ total: all.length, current_page: 2, per_page: 1 });
    expect((page.body.data as DuplicateGroup[])[0].groupKey).toBe(all[1].groupKey);
    await applicant(jobA, { firstName: 'Zubin', applicantEmail: 'zubin@example.test' });
    await applicant(jobB, { firstName: 'Zubin', applicantEmail: 'ZUBIN@example.test' });
    expect((await list(admin, '?search=zubin')).map((group) => group.value)).toEqual(['zubin@example.test']);
    expect(await list(admin, '?search=nobody-matches-this')).toEqual([]);
    const late = await t.call('GET', '/api/duplicate-records?limit=50&page=99', { as: admin });
    // The Zubin group joined since `all` was read.
    expect(late.body.meta).toMatchObject({ total: all.length + 1 });
  });

  it('is for admins only (403 for others), shows another app nothing and refuses a bad query', async () => {
    expect((await t.call('GET', '/api/duplicate-records', { as: recruiter })).status).toBe(403);
    expect((await t.call('GET', '/api/duplicate-records', { as: manager })).status).toBe(403);
    expect(await list(outsider)).toEqual([]);
    expect((await t.call('GET', '/api/duplicate-records?limit=51', { as: admin })).status).toBe(422);
    expect((await t.call('GET', '/api/duplicate-records?page=x', { as: admin })).status).toBe(422);
  });
});

describe('POST /api/duplicate-records/dismiss', () => {
  it('hides the group until a newer application joins it', async () => {
    const a = await applicant(jobA, { applicantEmail: 'dismiss@example.test' });
    const b = await applicant(jobB, { applicantEmail: 'dismiss@example.test' });
    const group = await groupWith(a.id, 'email');
    const response = await dismiss(group?.groupKey);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('The group is marked as not duplicates.');
    expect(await groupWith(a.id, 'email')).toBeUndefined();
    const [row] = await t.db
      .select()
      .from(applicationDuplicateDismissals)
      .where(eq(applicationDuplicateDismissals.value, 'dismiss@example.test'));
    expect(row).toMatchObject({ kind: 'email', newestApplicationId: b.id, dismissedById: admin.id });
    const c = await applicant(jobA, { applicantEmail: 'DISMISS@example.test' });
    const back = await groupWith(a.id, 'email');
    expect(back?.applications.map((app) => app.applicantId)).toEqual([a.id, b.id, c.id]);
    expect((await dismiss(back?.groupKey)).status).toBe(200);
    expect(await groupWith(a.id, 'email')).toBeUndefined();
  });

  it('refuses bad keys (422), unknown groups and another app (404), a changed group (409) and non-admins (403), writing nothing', async () => {
    const a = await applicant(jobA, { applicantEmail: 'refuse@example.test' });
    const b = await applicant(jobA, { applicantEmail: 'refuse@example.test' });
    const key = `email-${a.id}-${b.id}`;
    const snapshot = await tables(t.db);
    for (const bad of [undefined, '', 'name-1-2', 'email-1', 5, `email-${a.id}-${b.id}; drop`]) {
      const response = await dismiss(bad);
      expect(response.status).toBe(422);
      expect((response.body.errors as Record<string, string[]> | undefined)?.groupKey).toEqual([
        'groupKey must be a group key from the duplicate list.',
      ]);
    }
    expect((await dismiss(`phone-${a.id}-${b.id}`)).status).toBe(404);
    expect((await dismiss('email-999999-999999')).body.message).toBe('Duplicate group not found.');
    expect((await dismiss(key, outsider)).status).toBe(404);
    const changed = await dismiss(`email-${a.id}-${b.id + 1}`);
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('This group has changed since it was shown; reload the list and try again.');
    expect((await dismiss(key, recruiter)).status).toBe(403);
    expect((await merge(key, manager)).status).toBe(403);
    expect(await tables(t.db)).toEqual(snapshot);
  });
});

describe('POST /api/duplicate-records/merge', () => {
  it("keeps the oldest with everyone's history and recruiters, notes the merge at its current status and trashes the others", async () => {
    const oldest = await applicant(jobA, { applicantEmail: 'merge@example.test' });
    const newer = await applicant(jobB, { applicantEmail: 'Merge@example.test' });
    await t.db.insert(applicationRecruiters).values({ appId: admin.appId, applicationId: newer.id, userId: recruiter.id });
    const otherHistory = await t.db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, newer.id));
    t.setNow(new Date('2026-06-01T00:00:00Z'));
    const response = await merge(`email-${oldest.id}-${newer.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: { applicantId: oldest.id, merged: [newer.id] },
      message: `Merged into application #${oldest.id}.`,
    });

    const history = await t.db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, oldest.id))
      .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));
    expect(history.map((row) => row.id)).toEqual(expect.arrayContaining(otherHistory.map((row) => row.id)));
    expect(history).toHaveLength(3);
    expect(history.at(-1)).toMatchObject({ stageId, statusId, comment: `Merged with application #${newer.id}`, changedById: admin.id });
    expect(await t.db.select().from(applicationRecruiters).where(eq(applicationRecruiters.applicationId, oldest.id))).toEqual([
      expect.objectContaining({ userId: recruiter.id }),
    ]);
    const rows = await t.db
      .select()
      .from(applications)
      .where(inArray(applications.id, [oldest.id, newer.id]))
      .orderBy(asc(applications.id));
    expect(rows[0]).toMatchObject({ deletedAt: null, currentStatusId: statusId });
    expect(rows[1]).toMatchObject({ deletedAt: new Date('2026-06-01T00:00:00Z'), deletedById: admin.id });
    expect(await groupWith(oldest.id, 'email')).toBeUndefined();
    expect((await merge(`email-${oldest.id}-${newer.id}`)).status).toBe(404);
  });

  it('refuses bad input, other apps, changed groups and non-admins, changing nothing', async () => {
    const a = await applicant(jobA, { phoneNumber: '555 123 4567' });
    const b = await applicant(jobB, { phoneNumber: '5551234567' });
    const snapshot = await tables(t.db);
    expect((await merge(undefined)).status).toBe(422);
    expect((await merge({ kind: 'phone' })).status).toBe(422);
    expect((await merge(`phone-${a.id}-${b.id}`, outsider)).status).toBe(404);
    expect((await merge(`phone-${b.id}-${b.id}`)).status).toBe(409);
    expect((await merge(`phone-${a.id}-${b.id}`, recruiter)).status).toBe(403);
    expect((await t.call('POST', '/api/duplicate-records/merge', { json: { groupKey: `phone-${a.id}-${b.id}` } })).status).toBe(401);
    expect(await tables(t.db)).toEqual(snapshot);
    expect((await merge(`phone-${a.id}-${b.id}`)).status).toBe(200);
  });
});
