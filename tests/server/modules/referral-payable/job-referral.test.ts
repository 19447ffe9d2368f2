import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { applications, referralPayableRemarks, referralPayables, users } from '../../../../src/server/db/schema';
import {
  ALREADY_DUPLICATE,
  ALREADY_PAID,
  PAYABLE_EXPORT_COLUMNS,
  type JobReferralDetail,
  type PayableItem,
} from '../../../../src/shared/contract/referral-payable';
import { addDays, notCompletedMessage } from '../../../../src/shared/rules/referral-payout';
import { verhoeffDigit } from '../../../../src/shared/rules/aadhaar';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createApplication, createJob } from '../../../support/job-factory';
import { createReferralSetup, type ReferralSetup } from '../../../support/referral-factory';

// The payable detail page's API (/job-referral) and the payable export.

let t: TestApp;
let admin: TestUser;
let employee: TestUser;
let outsider: TestUser;
let setup: ReferralSetup;
let jobId: number;
let outsiderJob: number;
let outsiderStatuses: ReferralSetup['statuses'];
const TODAY = '2026-11-22';
const daysAgo = (days: number) => addDays(TODAY, -days);
const aadhaar = `23456789012${verhoeffDigit('23456789012')}`;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date(`${TODAY}T09:00:00Z`));
  const tenant = await t.factories.tenant('job-referral-a');
  admin = await t.factories.user(tenant, 'admin');
  employee = await t.factories.user(tenant, 'employee');
  await t.db.update(users).set({ name: 'Rohan', lastName: 'Das' }).where(eq(users.id, employee.id));
  setup = await createReferralSetup(t.db, tenant.id);
  jobId = (await createJob(t.db, tenant.id, { jobTitle: 'Data Engineer' })).id;
  const elsewhere = await t.factories.tenant('job-referral-b');
  outsider = await t.factories.user(elsewhere, 'admin');
  outsiderStatuses = (await createReferralSetup(t.db, elsewhere.id)).statuses;
  outsiderJob = (await createJob(t.db, elsewhere.id)).id;
});
afterAll(() => t.close());

async function hire(
  joinedDaysAgo: number,
  state: keyof ReferralSetup['statuses'] = 'hired',
  fields: Partial<typeof applications.$inferInsert> = {},
  as = admin,
): Promise<number> {
  const statuses = as === outsider ? outsiderStatuses : setup.statuses;
  const joiningDate = daysAgo(joinedDaysAgo);
  const application = await createApplication(t.db, as.appId, as === outsider ? outsiderJob : jobId, {
    referrerId: as === outsider ? outsider.id : employee.id,
    referralStatusId: statuses.hired,
    joiningDate,
    ...fields,
  });
  await t.db
    .insert(referralPayables)
    .values({ appId: as.appId, applicationId: application.id, joiningDate, referralStatusId: statuses[state] });
  return application.id;
}

const snapshot = async () => ({
  payables: await t.db.select().from(referralPayables).orderBy(asc(referralPayables.id)),
  remarks: await t.db.select().from(referralPayableRemarks).orderBy(asc(referralPayableRemarks.id)),
  states: await t.db.select({ id: applications.id, state: applications.referralStatusId }).from(applications).orderBy(asc(applications.id)),
});
const detail = async (id: number | string, as = admin) => t.call('GET', `/api/job-referral/${id}`, { as });
const decide = (id: number | string, action: 'duplicate' | 'eligible', as = admin, json: unknown = {}) =>
  t.call('POST', `/api/job-referral/${id}/${action}`, { as, json });

describe('GET /api/job-referral', () => {
  it('lists only the hired referrals whose payout is not decided yet', async () => {
    const waiting = await hire(10);
    const decided = await hire(120, 'paid');
    const response = await t.call('GET', '/api/job-referral?limit=100', { as: admin });
    const ids = (response.body.data as PayableItem[]).map((row) => row.applicantId);
    expect(ids).toContain(waiting);
    expect(ids).not.toContain(decided);
    expect((await t.call('GET', '/api/job-referral', { as: employee })).status).toBe(403);
  });
});

describe('GET /api/job-referral/{applicantId}', () => {
  it('answers the candidate, the referrer and the payout, the document number masked', async () => {
    const id = await hire(30, 'hired', {
      firstName: 'Kavya',
      phoneNumber: '+91 90000 00001',
      documentNumber: aadhaar,
      referralNote: 'Worked with her',
      experience: 4,
    });
    const response = await detail(id);
    expect(response.status).toBe(200);
    expect(response.body.data as JobReferralDetail).toMatchObject({
      applicantId: id,
      firstName: 'Kavya',
      phoneNumber: '+91 90000 00001',
      experience: 4,
      documentNumber: `XXXX-XXXX-${aadhaar.slice(-4)}`,
      referralNote: 'Worked with her',
      referralStatus: { code: 'hired', referralStatus: 'Hired' },
      user: { name: 'Rohan', lastName: 'Das' },
      referrer: { department: null, designation: null },
      payoutDue: false,
      releaseDays: 90,
    });
  });

  it("answers 404 for another workspace's record, an application without a payout record and a bad id", async () => {
    const foreign = await hire(30, 'hired', {}, outsider);
    const plain = await createApplication(t.db, admin.appId, jobId);
    expect((await detail(foreign)).status).toBe(404);
    expect((await detail(plain.id)).status).toBe(404);
    expect((await detail('x')).status).toBe(404);
  });
});

describe('POST /api/job-referral/{applicantId}/duplicate and /eligible', () => {
  it('Mark as duplicate: the referral becomes duplicate and its payout not eligible, with a remark; twice is 409', async () => {
    const id = await hire(10);
    expect((await decide(id, 'duplicate')).status).toBe(200);
    const data = (await detail(id)).body.data as JobReferralDetail;
    expect(data).toMatchObject({
      referralStatus: { code: 'duplicate' },
      status: { code: 'not_eligible' },
      remark: { remarkName: 'Marked as duplicate.' },
      notPayableReason: 'The referral is marked as duplicate.',
    });
    const before = await snapshot();
    expect((await decide(id, 'duplicate')).body.message).toBe(ALREADY_DUPLICATE);
    expect((await decide(id, 'eligible')).status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('rule: Eligible makes the payout payable once the release period is over; before, 409 with the spec words', async () => {
    const early = await hire(30);
    const before = await snapshot();
    const refused = await decide(early, 'eligible');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(notCompletedMessage(90));
    expect(await snapshot()).toEqual(before);
    const due = await hire(91);
    expect((await decide(due, 'eligible', admin, { remark: 'Approved by HR' })).status).toBe(200);
    expect((await detail(due)).body.data).toMatchObject({ status: { code: 'payable' }, remark: { remarkName: 'Approved by HR' } });
  });

  it('refuses a paid referral (409), foreign ids (404), employees (403) and a too long remark (422), writing nothing', async () => {
    const paid = await hire(200, 'paid');
    const foreign = await hire(200, 'hired', {}, outsider);
    const before = await snapshot();
    expect((await decide(paid, 'duplicate')).body.message).toBe(ALREADY_PAID);
    expect((await decide(paid, 'eligible')).body.message).toBe(ALREADY_PAID);
    expect((await decide(foreign, 'eligible')).status).toBe(404);
    expect((await decide(paid, 'eligible', employee)).status).toBe(403);
    expect((await decide(paid, 'duplicate', admin, { remark: 'x'.repeat(501) })).status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/referral-payable/export', () => {
  const exportOf = (query = '', as = admin) => t.call('GET', `/api/referral-payable/export${query ? `?${query}` : ''}`, { as });
  const recordsOf = (body: unknown) =>
    String(body)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
  const idsOf = (body: unknown) =>
    recordsOf(body)
      .slice(1)
      .map((line) => Number(line.split(',')[0]));

  it("exports the selected records past their release period, with the columns, YYYY-MM-DD dates (in the reason too) and the amount's currency", async () => {
    // Left two days before the eligibility date (joining + 90 days): the reason names both days.
    const left = daysAgo(12);
    const id = await hire(100, 'payable', {
      firstName: 'Export',
      lastName: 'Me',
      applicantEmail: 'export@example.test',
      lastWorkingDate: left,
    });
    await t.db.update(referralPayables).set({ amount: 25000.5 }).where(eq(referralPayables.applicationId, id));
    const response = await exportOf(`applicantId=${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="referral-payable-${TODAY}.csv"`);
    expect(response.headers.get('x-total-count')).toBe('1');
    const [header, row] = recordsOf(response.body);
    expect(header).toBe(PAYABLE_EXPORT_COLUMNS.join(','));
    const joined = daysAgo(100);
    expect(row).toBe(
      `${id},Export Me,export@example.test,LWD:${left},Data Engineer,Rohan Das,${employee.email},On Roll,,${joined},${addDays(joined, 90)},100,Payable,25000.5,INR,,"The employee left on ${left}, before the eligibility date ${addDays(joined, 90)}."`,
    );
  });

  it('rule (spec §9): refuses a selection with a record under its release period (409, the spec words)', async () => {
    const due = await hire(100);
    const early = await hire(20);
    const response = await exportOf(`applicantId=${due}&applicantId=${early}`);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(notCompletedMessage(90));
  });

  it('exports every match past its release period when nothing is selected, never another workspace’s', async () => {
    const due = await hire(95);
    const early = await hire(5);
    const foreign = await hire(300, 'hired', {}, outsider);
    const ids = idsOf((await exportOf()).body);
    expect(ids).toContain(due);
    expect(ids).not.toContain(early);
    expect(ids).not.toContain(foreign);
    expect(idsOf((await exportOf(`applicantId=${foreign}`)).body)).toEqual([]);
  });

  it('refuses bad selections and states (422) and employees (403)', async () => {
    expect((await exportOf('applicantId=x')).body.errors).toEqual({ applicantId: ['Unknown referral.'] });
    expect((await exportOf('status=nope')).status).toBe(422);
    expect((await exportOf('', employee)).status).toBe(403);
  });
});
