import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { applicationRecruiters, applications, referralPayableRemarks, referralPayables, users } from '../../../../src/server/db/schema';
import {
  LAST_DAY_BEFORE_JOINING,
  LAST_DAY_INVALID,
  PAID_LAST_DAY_LOCKED,
  PAYOUT_STATUS_REQUIRED,
  REFERRALS_REQUIRED,
  REMARK_REQUIRED,
  UNKNOWN_PAYOUT_STATUS,
  type PayableItem,
} from '../../../../src/shared/contract/referral-payable';
import { addDays, notCompletedMessage, referralDay } from '../../../../src/shared/rules/referral-payout';
import { createTeam, type Team } from '../../../support/team';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createApplication, createJob } from '../../../support/job-factory';
import { createReferralSetup, type ReferralSetup } from '../../../support/referral-factory';

let t: TestApp;
let team: Team;
let setup: ReferralSetup;
let outsiderSetup: ReferralSetup;
let managedJob: number;
let otherJob: number;
let outsiderJob: number;
const TODAY = '2026-11-22';
const daysAgo = (days: number) => addDays(TODAY, -days);

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date(`${TODAY}T09:00:00Z`));
  team = await createTeam(t, 'payable');
  const { tenant, elsewhere } = team;
  await t.db.update(users).set({ name: 'Rohan', lastName: 'Das' }).where(eq(users.id, team.employee.id));
  setup = await createReferralSetup(t.db, tenant.id);
  managedJob = (await createJob(t.db, tenant.id, { jobTitle: 'Backend Engineer', hiringManagerId: team.manager.id })).id;
  otherJob = (await createJob(t.db, tenant.id, { jobTitle: 'Account Manager' })).id;
  outsiderSetup = await createReferralSetup(t.db, elsewhere.id);
  outsiderJob = (await createJob(t.db, elsewhere.id)).id;
});
afterAll(() => t.close());

interface HireOptions {
  joinedDaysAgo: number;
  state?: keyof ReferralSetup['statuses'];
  jobId?: number;
  firstName?: string;
  as?: TestUser;
  statuses?: ReferralSetup['statuses'];
}

/** A hired referral with its payable record and the first remark, as the hired status change makes it. */
async function hire({
  joinedDaysAgo,
  state = 'hired',
  jobId,
  firstName,
  as = team.admin,
  statuses = setup.statuses,
}: HireOptions): Promise<number> {
  const joiningDate = daysAgo(joinedDaysAgo);
  const application = await createApplication(t.db, as.appId, jobId ?? (as === team.outsider ? outsiderJob : managedJob), {
    ...(firstName ? { firstName } : {}),
    referrerId: as === team.outsider ? team.outsider.id : team.employee.id,
    referralStatusId: statuses.hired,
    joiningDate,
  });
  const [payable] = await t.db
    .insert(referralPayables)
    .values({ appId: as.appId, applicationId: application.id, joiningDate, referralStatusId: statuses[state], amount: 25000 })
    .returning();
  await t.db.insert(referralPayableRemarks).values({
    appId: as.appId,
    referralPayableId: payable.id,
    remarkName: 'Joined.',
    referralStatusId: statuses.hired,
    createdAt: new Date(`${joiningDate}T10:00:00Z`),
  });
  return application.id;
}

const list = (query = '', as: TestUser = team.admin) => t.call('GET', `/api/referral-payable${query ? `?${query}` : ''}`, { as });
const rowsOf = (response: Awaited<ReturnType<typeof list>>) => response.body.data as PayableItem[];
const totalOf = (response: Awaited<ReturnType<typeof list>>) => (response.body.meta as { total: number }).total;
const change = (body: Record<string, unknown>, as: TestUser = team.admin) =>
  t.call('POST', '/api/multiple-referral-payable-status-change', { as, form: body });
const payableOf = async (applicantId: number) =>
  (await t.db.select().from(referralPayables).where(eq(referralPayables.applicationId, applicantId)))[0];
const remarksOf = async (applicantId: number) => {
  const payable = await payableOf(applicantId);
  return payable
    ? t.db
        .select()
        .from(referralPayableRemarks)
        .where(eq(referralPayableRemarks.referralPayableId, payable.id))
        .orderBy(asc(referralPayableRemarks.id))
    : [];
};
/** Everything a payable command writes, to prove a refusal changed nothing. */
const snapshot = async () => ({
  payables: await t.db.select().from(referralPayables).orderBy(asc(referralPayables.id)),
  remarks: await t.db.select().from(referralPayableRemarks).orderBy(asc(referralPayableRemarks.id)),
  days: await t.db
    .select({ id: applications.id, day: applications.lastWorkingDate, state: applications.referralStatusId })
    .from(applications)
    .orderBy(asc(applications.id)),
});

describe('GET /api/referral-payable', () => {
  it('lists hired referrals with the claimant, the hire, recruiters, the payout clock, state and remarks', async () => {
    const id = await hire({ joinedDaysAgo: 30, firstName: 'Clock' });
    await t.db.insert(applicationRecruiters).values({ appId: team.admin.appId, applicationId: id, userId: team.recruiter.id });
    const row = rowsOf(await list('search=Clock'))[0];
    expect(row).toMatchObject({
      applicantId: id,
      firstName: 'Clock',
      lastWorkingDate: null,
      job: { jobId: managedJob, jobTitle: 'Backend Engineer' },
      user: { id: team.employee.id, name: 'Rohan', lastName: 'Das', lastWorkingDate: null },
      recruitingManager: [{ id: team.recruiter.id }],
      joiningDate: daysAgo(30),
      eligibilityDate: addDays(daysAgo(30), 90),
      daysCompleted: 30,
      payoutDue: false,
      notPayableReason: null,
      status: { id: setup.statuses.hired, referralStatus: 'Hired', code: 'hired' },
      remark: { remarkName: 'Joined.', referralStatus: 'Hired' },
      referralPayable: { joiningDate: daysAgo(30), amount: 25000 },
    });
    expect(row.referralPayable.remark).toHaveLength(1);
  });

  it('rule (spec §9): the payout is due at joining date + the release period (90 days)', async () => {
    const due = await hire({ joinedDaysAgo: 90, firstName: 'Ninety' });
    const early = await hire({ joinedDaysAgo: 89, firstName: 'EightyNine' });
    const response = await list('search=Ninety');
    expect(response.body.releaseDays).toBe(90);
    expect(rowsOf(response).find((row) => row.applicantId === due)).toMatchObject({
      daysCompleted: 90,
      payoutDue: true,
      eligibilityDate: TODAY,
    });
    expect(rowsOf(await list('search=EightyNine')).find((row) => row.applicantId === early)).toMatchObject({
      daysCompleted: 89,
      payoutDue: false,
    });
  });

  it('filters by payout state code and searches the candidate', async () => {
    const paid = await hire({ joinedDaysAgo: 120, state: 'paid', firstName: 'Paidperson' });
    const paidRows = rowsOf(await list('status=paid'));
    expect(paidRows.map((row) => row.applicantId)).toContain(paid);
    expect(paidRows.every((row) => row.status.code === 'paid')).toBe(true);
    expect(rowsOf(await list('search=paidperson')).map((row) => row.applicantId)).toEqual([paid]);
  });

  it('rule: a referrer or hire who left before the eligibility date makes the referral not payable, with the reason', async () => {
    const id = await hire({ joinedDaysAgo: 100, firstName: 'Leaver' });
    await t.db
      .update(applications)
      .set({ lastWorkingDate: daysAgo(50) })
      .where(eq(applications.id, id));
    const row = rowsOf(await list('search=Leaver'))[0];
    expect(row.lastWorkingDate).toBe(daysAgo(50));
    expect(row.notPayableReason).toBe(
      `The employee left on ${referralDay(daysAgo(50))}, before the eligibility date ${referralDay(addDays(daysAgo(100), 90))}.`,
    );
  });

  it('shows the records of the applicants the user may see: a hiring manager only those of their jobs', async () => {
    const mine = await hire({ joinedDaysAgo: 10 });
    const notMine = await hire({ joinedDaysAgo: 10, jobId: otherJob });
    const seen = rowsOf(await list('limit=100', team.manager)).map((row) => row.applicantId);
    expect(seen).toContain(mine);
    expect(seen).not.toContain(notMine);
    const foreign = await hire({ joinedDaysAgo: 10, as: team.outsider, statuses: outsiderSetup.statuses });
    expect(rowsOf(await list('limit=100')).map((row) => row.applicantId)).not.toContain(foreign);
    expect(rowsOf(await list('', team.outsider)).map((row) => row.applicantId)).toEqual([foreign]);
  });

  it('hides the record of a trashed applicant from everyone, in the rows and the count, until it is restored', async () => {
    const trashed = await hire({ joinedDaysAgo: 12, firstName: 'Trashed' });
    expect(totalOf(await list('search=Trashed'))).toBe(1);
    await t.db.update(applications).set({ deletedAt: new Date() }).where(eq(applications.id, trashed));
    for (const as of [team.admin, team.manager]) {
      const response = await list('limit=100', as);
      expect(rowsOf(response).map((row) => row.applicantId)).not.toContain(trashed);
      expect(totalOf(response)).toBe(rowsOf(response).length);
    }
    expect(totalOf(await list('search=Trashed'))).toBe(0);
    await t.db.update(applications).set({ deletedAt: null }).where(eq(applications.id, trashed));
    expect(rowsOf(await list('search=Trashed')).map((row) => row.applicantId)).toEqual([trashed]);
  });

  it('refuses employees (403), no token (401) and bad queries (422)', async () => {
    expect((await list('', team.employee)).status).toBe(403);
    expect((await t.call('GET', '/api/referral-payable', { appKey: team.admin.appKey })).status).toBe(401);
    expect((await list('status=bogus')).status).toBe(422);
    expect((await list('limit=0')).body.errors).toHaveProperty('limit');
  });

  it('says the release period in force (Referrals Settings), in the refusal too', async () => {
    const tenant = await t.factories.tenant('payable-45');
    const owner = await t.factories.user(tenant, 'admin');
    const statuses = (await createReferralSetup(t.db, tenant.id, { paymentReleaseInDays: 45 })).statuses;
    const job = await createJob(t.db, tenant.id);
    const id = await hire({ joinedDaysAgo: 44, as: owner, jobId: job.id, statuses });
    const response = await list('', owner);
    expect(response.body.releaseDays).toBe(45);
    expect(rowsOf(response)[0]).toMatchObject({ payoutDue: false, eligibilityDate: addDays(daysAgo(44), 45) });
    const refused = await change({ applicantId: [id], referralStatusId: statuses.paid, remark: 'Pay' }, owner);
    expect(refused.body.message).toBe(notCompletedMessage(45));
  });
});

describe('POST /api/multiple-referral-payable-status-change', () => {
  it('sets every selected record past its release period to the state, each with the remark', async () => {
    const ids = [await hire({ joinedDaysAgo: 91 }), await hire({ joinedDaysAgo: 200 })];
    const response = await change({ applicantId: ids, referralStatusId: setup.statuses.paid, remark: 'Paid in the November run' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ changed: 2 });
    for (const id of ids) {
      expect((await payableOf(id)).referralStatusId).toBe(setup.statuses.paid);
      expect((await remarksOf(id)).at(-1)).toMatchObject({
        remarkName: 'Paid in the November run',
        referralStatusId: setup.statuses.paid,
        createdById: team.admin.id,
      });
    }
  });

  it('rule (spec §4): refuses the whole change (409, the spec words) when one has not completed 90 days', async () => {
    const ids = [await hire({ joinedDaysAgo: 91 }), await hire({ joinedDaysAgo: 30 })];
    const before = await snapshot();
    const response = await change({ applicantId: ids, referralStatusId: setup.statuses.paid, remark: 'Pay' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('The employee has not completed 90 days, so you can neither change the status nor export the data.');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses paying a referral that cannot be paid (409 with the reason), but may put it on hold', async () => {
    const id = await hire({ joinedDaysAgo: 120, firstName: 'Gone' });
    await t.db
      .update(users)
      .set({ lastWorkingDate: daysAgo(100) })
      .where(eq(users.id, team.employee.id));
    try {
      const before = await snapshot();
      const refused = await change({ applicantId: [id], referralStatusId: setup.statuses.payable, remark: 'Pay' });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        `Gone Test: The referrer left on ${referralDay(daysAgo(100))}, before the eligibility date ${referralDay(addDays(daysAgo(120), 90))}.`,
      );
      expect(await snapshot()).toEqual(before);
      expect((await change({ applicantId: [id], referralStatusId: setup.statuses.on_hold, remark: 'Check' })).status).toBe(200);
    } finally {
      await t.db.update(users).set({ lastWorkingDate: null }).where(eq(users.id, team.employee.id));
    }
  });

  it.each([
    [{ referralStatusId: 'paid', remark: 'x' }, 'applicantId', REFERRALS_REQUIRED],
    [{ applicantId: ['1'], remark: 'x' }, 'referralStatusId', PAYOUT_STATUS_REQUIRED],
    [{ applicantId: ['1'], referralStatusId: '1' }, 'remark', REMARK_REQUIRED],
    [{ applicantId: ['abc'], referralStatusId: '1', remark: 'x' }, 'applicantId', 'Unknown referral.'],
    [{ applicantId: ['1'], referralStatusId: '1', remark: 'x'.repeat(501) }, 'remark', 'The remark must be at most 500 characters.'],
  ])('refuses %j with 422 on %s', async (body, field, message) => {
    const before = await snapshot();
    const response = await change(body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({ [field]: [message] });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a state that is not a payout decision, or another workspace's (422)", async () => {
    const id = await hire({ joinedDaysAgo: 100 });
    for (const statusId of [setup.statuses.in_progress, setup.statuses.hired, outsiderSetup.statuses.paid]) {
      const response = await change({ applicantId: [id], referralStatusId: statusId, remark: 'x' });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ referralStatusId: [UNKNOWN_PAYOUT_STATUS] });
    }
  });

  it("answers 404 for another workspace's, unseen or unknown records, changing none", async () => {
    const mine = await hire({ joinedDaysAgo: 100 });
    const foreign = await hire({ joinedDaysAgo: 100, as: team.outsider, statuses: outsiderSetup.statuses });
    const notManaged = await hire({ joinedDaysAgo: 100, jobId: otherJob });
    const before = await snapshot();
    expect((await change({ applicantId: [mine, foreign], referralStatusId: setup.statuses.paid, remark: 'x' })).status).toBe(404);
    expect((await change({ applicantId: [mine, 999999], referralStatusId: setup.statuses.paid, remark: 'x' })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
    // A hiring manager may read payouts but not decide them.
    expect((await change({ applicantId: [notManaged], referralStatusId: setup.statuses.paid, remark: 'x' }, team.manager)).status).toBe(
      403,
    );
    expect((await change({ applicantId: [mine], referralStatusId: setup.statuses.paid, remark: 'x' }, team.recruiter)).status).toBe(404);
  });
});

describe('POST /api/multiple-referral-payable-delete', () => {
  it('removes the payout records and remarks, not the applications', async () => {
    const ids = [await hire({ joinedDaysAgo: 10 }), await hire({ joinedDaysAgo: 100 })];
    const response = await t.call('POST', '/api/multiple-referral-payable-delete', { as: team.admin, form: { applicantId: ids } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ changed: 2 });
    expect(await t.db.select().from(referralPayables).where(inArray(referralPayables.applicationId, ids))).toEqual([]);
    expect(await t.db.select({ id: applications.id }).from(applications).where(inArray(applications.id, ids))).toHaveLength(2);
  });

  it('refuses unknown or foreign ids (404), an empty selection (422) and employees (403), deleting none', async () => {
    const mine = await hire({ joinedDaysAgo: 10 });
    const foreign = await hire({ joinedDaysAgo: 10, as: team.outsider, statuses: outsiderSetup.statuses });
    const before = await snapshot();
    const remove = (form: Record<string, unknown>, as = team.admin) =>
      t.call('POST', '/api/multiple-referral-payable-delete', { as, form });
    expect((await remove({ applicantId: [mine, foreign] })).status).toBe(404);
    expect((await remove({})).body.errors).toEqual({ applicantId: [REFERRALS_REQUIRED] });
    expect((await remove({ applicantId: [mine] }, team.employee)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /api/referral-payable/{applicantId}/last-working-date', () => {
  const put = (id: number | string, json: unknown, as = team.admin) =>
    t.call('PUT', `/api/referral-payable/${id}/last-working-date`, { as, json });

  it('rule: a last day before the eligibility date makes the payout not eligible with the reason; clearing it undoes that', async () => {
    const id = await hire({ joinedDaysAgo: 40 });
    const left = await put(id, { lastWorkingDate: daysAgo(5) });
    expect(left.status).toBe(200);
    const reason = `The employee left on ${referralDay(daysAgo(5))}, before the eligibility date ${referralDay(addDays(daysAgo(40), 90))}.`;
    expect(left.body.data).toMatchObject({
      lastWorkingDate: daysAgo(5),
      status: { code: 'not_eligible' },
      notPayableReason: reason,
      remark: { remarkName: reason },
    });
    const cleared = await put(id, { lastWorkingDate: null });
    expect(cleared.body.data).toMatchObject({
      lastWorkingDate: null,
      status: { code: 'hired' },
      notPayableReason: null,
      remark: { remarkName: 'Last working day cleared; the payout awaits a decision again.' },
    });
  });

  it('records a day after the eligibility date without changing the payout, even once paid', async () => {
    const id = await hire({ joinedDaysAgo: 200, state: 'paid' });
    const response = await put(id, { lastWorkingDate: daysAgo(1) });
    expect(response.body.data).toMatchObject({ lastWorkingDate: daysAgo(1), status: { code: 'paid' }, notPayableReason: null });
    const before = await snapshot();
    expect((await put(id, { lastWorkingDate: null })).body.message).toBe(PAID_LAST_DAY_LOCKED);
    expect((await put(id, { lastWorkingDate: daysAgo(150) })).status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a bad day (422), a day before joining (422), unknown ids (404) and employees (403), writing nothing', async () => {
    const id = await hire({ joinedDaysAgo: 40 });
    const foreign = await hire({ joinedDaysAgo: 40, as: team.outsider, statuses: outsiderSetup.statuses });
    const before = await snapshot();
    expect((await put(id, { lastWorkingDate: '2026-02-30' })).body.errors).toEqual({ lastWorkingDate: [LAST_DAY_INVALID] });
    expect((await put(id, { lastWorkingDate: 12 })).status).toBe(422);
    expect((await put(id, { lastWorkingDate: daysAgo(41) })).body.errors).toEqual({ lastWorkingDate: [LAST_DAY_BEFORE_JOINING] });
    expect((await put(foreign, { lastWorkingDate: TODAY })).status).toBe(404);
    expect((await put('abc', { lastWorkingDate: TODAY })).status).toBe(404);
    expect((await put(id, { lastWorkingDate: TODAY }, team.employee)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
