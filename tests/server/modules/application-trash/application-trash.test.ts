import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { applications, applicationStatusHistory, applicantStatuses, jobs } from '../../../../src/server/db/schema';
import type { Db } from '../../../../src/server/db/client';
import { purgeExpiredTrash, startTrashPurge } from '../../../../src/server/modules/application-trash/service';
import type { ApplicationTrashItem } from '../../../../src/shared/contract/application-trash';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createApplication, createJob } from '../../../support/job-factory';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let otherManager: TestUser;
let recruiter: TestUser;
let employee: TestUser;
let outsider: TestUser;
let jobId: number;
let outsiderApp: number;

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-11-22T09:00:00Z');

async function tables(db: Db, appId: number) {
  return {
    applications: await db.select().from(applications).where(eq(applications.appId, appId)).orderBy(asc(applications.id)),
    history: await db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.appId, appId))
      .orderBy(asc(applicationStatusHistory.id)),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('trash-a');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  otherManager = await t.factories.user(tenant, 'hiring_manager');
  recruiter = await t.factories.user(tenant, 'recruiter');
  employee = await t.factories.user(tenant, 'employee');
  const other = await t.factories.tenant('trash-b');
  outsider = await t.factories.user(other, 'admin');
  jobId = (await createJob(t.db, tenant.id, { jobTitle: 'Trash job', hiringManagerId: manager.id })).id;
  outsiderApp = (await createApplication(t.db, other.id, (await createJob(t.db, other.id)).id)).id;
});
afterAll(() => t.close());
beforeEach(() => t.setNow(START));

const remove = (applicantId: unknown, as: TestUser = admin) =>
  t.call('POST', '/api/multiple-application-delete', { as, form: { applicantId } });
const restore = (applicantId: unknown, as: TestUser = admin) =>
  t.call('POST', '/api/application-trash/restore', { as, form: { applicantId } });
const trash = (query = '', as: TestUser = admin) => t.call('GET', `/api/application-trash${query}`, { as });
const trashed = async (query = '') => (await trash(query)).body.data as ApplicationTrashItem[];
const applicant = (overrides: Partial<typeof applications.$inferInsert> = {}) => createApplication(t.db, admin.appId, jobId, overrides);
const applicationCount = async () => (await t.db.select({ n: jobs.applicationCount }).from(jobs).where(eq(jobs.id, jobId)))[0].n;

describe('POST /api/multiple-application-delete', () => {
  it('moves the applicants to the trash, keeping history and resume; reads no longer find them', async () => {
    const a = await applicant({ resumePath: 'kept.pdf' });
    const b = await applicant();
    const [status] = await t.db.insert(applicantStatuses).values({ appId: admin.appId, name: 'New' }).returning();
    await t.db.insert(applicationStatusHistory).values({ appId: admin.appId, applicationId: a.id, applicantStatusId: status.id });
    const before = await applicationCount();
    const response = await remove([a.id, b.id, a.id]);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('2 applicants moved to the trash.');
    const rows = await t.db
      .select()
      .from(applications)
      .where(inArray(applications.id, [a.id, b.id]));
    expect(rows.every((row) => row.deletedAt?.getTime() === START.getTime() && row.deletedById === admin.id)).toBe(true);
    expect(rows.find((row) => row.id === a.id)?.resumePath).toBe('kept.pdf');
    expect(await t.db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, a.id))).toHaveLength(1);
    expect(await applicationCount()).toBe(before - 2);
    expect((await t.call('GET', `/api/applicant/${a.id}`, { as: admin })).status).toBe(404);
  });

  it('takes JSON too, and lets a hiring manager delete the applicants of their own jobs', async () => {
    const a = await applicant();
    const response = await t.call('POST', '/api/multiple-application-delete', { as: manager, json: { applicantId: [a.id] } });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('1 applicant moved to the trash.');
  });

  it('refuses the whole batch with 404 when one id is unknown, trashed, invisible to the user or of another app', async () => {
    const live = await applicant();
    const gone = await applicant({ deletedAt: START, deletedById: admin.id });
    const snapshot = await tables(t.db, admin.appId);
    for (const [ids, as] of [
      [[live.id, 999_999], admin],
      [[live.id, gone.id], admin],
      [[live.id, outsiderApp], admin],
      [[live.id], otherManager],
      [[live.id], recruiter],
    ] as const) {
      const response = await remove(ids, as);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Applicant not found.');
    }
    expect(await tables(t.db, admin.appId)).toEqual(snapshot);
  });

  it('refuses bad input with 422 and a role without applications:write with 403, writing nothing', async () => {
    const live = await applicant();
    const snapshot = await tables(t.db, admin.appId);
    const bad: [unknown, string][] = [
      [[], 'Please select at least one applicant'],
      [undefined, 'Please select at least one applicant'],
      [['abc'], 'applicantId must be a list of applicant ids.'],
      [[0], 'applicantId must be a list of applicant ids.'],
      [[1.5], 'applicantId must be a list of applicant ids.'],
      [Array.from({ length: 501 }, (_, i) => i + 1), 'At most 500 applicants can be deleted or restored at once; select fewer and repeat.'],
    ];
    for (const [ids, message] of bad) {
      const response = await t.call('POST', '/api/multiple-application-delete', {
        as: admin,
        json: ids === undefined ? {} : { applicantId: ids },
      });
      expect(response.status).toBe(422);
      // An entry that is not an id is named by its place (applicantId.0).
      expect(
        Object.entries(response.body.errors ?? {})
          .filter(([field]) => field.startsWith('applicantId'))
          .flatMap(([, messages]) => messages),
      ).toEqual([message]);
    }
    expect((await remove([live.id], employee)).status).toBe(403);
    expect((await t.call('POST', '/api/multiple-application-delete', { form: { applicantId: [live.id] } })).status).toBe(401);
    expect(await tables(t.db, admin.appId)).toEqual(snapshot);
  });
});

describe('GET /api/application-trash', () => {
  it("lists the app's trashed applicants, newest deletion first, with who deleted them and when they are purged", async () => {
    const a = await applicant({ firstName: 'Trashed', lastName: 'Early' });
    const b = await applicant({ firstName: 'Trashed', lastName: 'Later' });
    await remove([a.id]);
    t.setNow(new Date(START.getTime() + 60_000));
    await remove([b.id], manager);
    const rows = await trashed('?search=trashed');
    expect(rows.map((row) => row.applicantId)).toEqual([b.id, a.id]);
    expect(rows[0]).toEqual({
      applicantId: b.id,
      firstName: 'Trashed',
      lastName: 'Later',
      applicantEmail: b.applicantEmail,
      job: { jobId, jobTitle: 'Trash job' },
      deleted_at: new Date(START.getTime() + 60_000).toISOString(),
      deletedBy: { name: expect.any(String), lastName: 'hiring_manager' },
      purgeAt: new Date(START.getTime() + 60_000 + 30 * DAY).toISOString(),
    });
    expect((await trash('?search=trashed&limit=1&page=2')).body.meta).toMatchObject({ total: 2, current_page: 2 });
  });

  it("is for admins only, never shows another app's trash and refuses a bad query", async () => {
    expect((await trash('', manager)).status).toBe(403);
    expect((await trash('', recruiter)).status).toBe(403);
    const theirs = (await trash('', outsider)).body.data as ApplicationTrashItem[];
    expect(theirs).toEqual([]);
    expect((await trash('?limit=101')).status).toBe(422);
    expect((await trash('?page=0')).status).toBe(422);
  });
});

describe('POST /api/application-trash/restore', () => {
  it('brings trashed applicants back with their history; the job counts them again', async () => {
    const a = await applicant();
    await remove([a.id]);
    const before = await applicationCount();
    const response = await restore([a.id]);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('1 applicant restored.');
    const [row] = await t.db.select().from(applications).where(eq(applications.id, a.id));
    expect(row.deletedAt).toBeNull();
    expect(row.deletedById).toBeNull();
    expect(await applicationCount()).toBe(before + 1);
    expect((await t.call('GET', `/api/applicant/${a.id}`, { as: admin })).status).toBe(200);
  });

  it('refuses the whole batch with 404 when one id is live, unknown or of another app; 403 for non-admins; 422 for bad input', async () => {
    const inTrash = await applicant({ deletedAt: START, deletedById: admin.id });
    const live = await applicant();
    const snapshot = await tables(t.db, admin.appId);
    for (const ids of [
      [inTrash.id, live.id],
      [inTrash.id, 999_999],
      [inTrash.id, outsiderApp],
    ]) {
      const response = await restore(ids);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Applicant not found.');
    }
    expect((await restore([inTrash.id], outsider)).status).toBe(404);
    expect((await restore([inTrash.id], manager)).status).toBe(403);
    expect((await restore([inTrash.id], recruiter)).status).toBe(403);
    expect((await restore([])).status).toBe(422);
    expect((await restore(['x'])).status).toBe(422);
    expect(await tables(t.db, admin.appId)).toEqual(snapshot);
  });
});

describe('purgeExpiredTrash', () => {
  it('deletes for good what was trashed more than 30 days ago, with its history and resume file, and nothing else', async () => {
    const storage = t.deps.storage;
    const resume = await storage.put(new TextEncoder().encode('%PDF-1.4'), 'pdf');
    const old = await applicant({ resumePath: resume });
    const [status] = await t.db.insert(applicantStatuses).values({ appId: admin.appId, name: 'Purge status' }).returning();
    await t.db.insert(applicationStatusHistory).values({ appId: admin.appId, applicationId: old.id, applicantStatusId: status.id });
    const recent = await applicant();
    const live = await applicant();
    await remove([old.id]);
    t.setNow(new Date(START.getTime() + 20 * DAY));
    await remove([recent.id]);
    const theirs = await createApplication(t.db, outsider.appId, (await createJob(t.db, outsider.appId)).id, { deletedAt: START });

    expect(await purgeExpiredTrash({ db: t.db, storage, now: new Date(START.getTime() + 30 * DAY) })).toBe(0);
    const purged = await purgeExpiredTrash({ db: t.db, storage, now: new Date(START.getTime() + 30 * DAY + 1) });
    expect(purged).toBeGreaterThanOrEqual(2);
    const left = (await t.db.select({ id: applications.id }).from(applications)).map((row) => row.id);
    expect(left).not.toContain(old.id);
    expect(left).not.toContain(theirs.id);
    expect(left).toEqual(expect.arrayContaining([recent.id, live.id]));
    expect(await t.db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, old.id))).toEqual([]);
    expect(await storage.get(resume)).toBeNull();
  });
});

describe('startTrashPurge', () => {
  it('purges at once, and a failing run is logged instead of escaping the timer', async () => {
    const expired = await applicant({ deletedAt: new Date(START.getTime() - 31 * DAY) });
    const logger = { info: vi.fn(), error: vi.fn() };
    const stop = startTrashPurge({ db: t.db, storage: t.deps.storage, clock: () => START, logger });
    await vi.waitFor(() => expect(logger.info).toHaveBeenCalled());
    stop();
    expect(await t.db.select().from(applications).where(eq(applications.id, expired.id))).toEqual([]);

    const broken = {
      ...t.db,
      delete: () => {
        throw new Error('database down');
      },
    } as unknown as Db;
    const stopBroken = startTrashPurge({ db: broken, storage: t.deps.storage, clock: () => START, logger });
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalled());
    stopBroken();
  });
});
