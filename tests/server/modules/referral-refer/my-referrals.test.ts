import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { applications } from '../../../../src/server/db/schema';
import {
  applicationRecruiters,
  pipelines,
  pipelineStages,
  referralAmountSlabs,
  referralPayableRemarks,
  referralPayables,
  stages,
  statuses,
  designations,
} from '../../../../src/server/db/schema';
import { backgroundTasks } from '../../../../src/server/http/background';
import type { Notification } from '../../../../src/shared/contract/notifications';
import { createReferralSetup, type ReferralSetup } from '../../../support/referral-factory';
import { createApplication, createJob } from '../../../support/job-factory';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let setup: ReferralSetup;
let rohan: TestUser;
let meera: TestUser;
let recruiter: TestUser;
let admin: TestUser;
const ids: Record<string, number> = {};
const referredAt = (day: number) => new Date(Date.UTC(2026, 9, day, 9));

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('my-referrals');
  const appId = tenant.id;
  setup = await createReferralSetup(t.db, appId, { paymentReleaseInDays: 60 });
  rohan = await t.factories.user(tenant, 'employee');
  meera = await t.factories.user(tenant, 'employee');
  recruiter = await t.factories.user(tenant, 'recruiter');
  admin = await t.factories.user(tenant, 'admin');

  const status = async (name: string, code: string | null = null) =>
    (await t.db.insert(statuses).values({ appId, name, code }).returning())[0].id;
  ids.start = await status('To-be-start', 'to_be_start');
  ids.screening = await status('Screening');
  ids.rejected = await status('Rejected', 'rejected');
  const [pipeline] = await t.db.insert(pipelines).values({ appId, name: 'Three stages' }).returning();
  for (const [sequence, name] of ['Screen', 'Interview', 'Offer talks'].entries()) {
    const [stage] = await t.db.insert(stages).values({ appId, name }).returning();
    await t.db.insert(pipelineStages).values({ appId, pipelineId: pipeline.id, stageId: stage.id, sequence: sequence + 1 });
    ids[name] = stage.id;
  }
  const [designation] = await t.db.insert(designations).values({ appId, designation: 'Engineer' }).returning();
  const [slab] = await t.db
    .insert(referralAmountSlabs)
    .values({ appId, slug: 'eng', designationId: designation.id, amount: 30000 })
    .returning();
  const job = await createJob(t.db, appId, {
    jobTitle: 'Data Engineer',
    pipelineId: pipeline.id,
    referralAmountId: slab.id,
    recruitingManagerId: recruiter.id,
  });
  const referral = (firstName: string, day: number, fields: Partial<typeof applications.$inferInsert> = {}) =>
    createApplication(t.db, appId, job.id, {
      firstName,
      lastName: 'Candidate',
      referrerId: rohan.id,
      referralStatusId: setup.statuses.in_progress,
      currentStageId: ids.Screen,
      currentStatusId: ids.start,
      createdAt: referredAt(day),
      statusChangedAt: referredAt(day),
      ...fields,
    });
  const moved = (day: number) => ({ statusChangedAt: referredAt(day + 1) });
  ids.submitted = (await referral('Submitted', 1)).id;
  ids.review = (await referral('Review', 2, { currentStatusId: ids.screening, ...moved(2) })).id;
  ids.interview = (await referral('Interview', 3, { currentStageId: ids.Interview, currentStatusId: ids.screening, ...moved(3) })).id;
  ids.offer = (await referral('Offer', 4, { currentStageId: ids['Offer talks'], currentStatusId: ids.screening, ...moved(4) })).id;
  ids.rejected = (await referral('Rejected', 5, { currentStatusId: ids.rejected, ...moved(5) })).id;
  ids.hired = (await referral('Hired', 6, { referralStatusId: setup.statuses.hired, joiningDate: '2026-10-20', ...moved(6) })).id;
  ids.paid = (await referral('Paid', 7, { referralStatusId: setup.statuses.hired, joiningDate: '2026-09-01', ...moved(7) })).id;
  ids.noBonus = (
    await referral('Nobonus', 8, {
      referralStatusId: setup.statuses.hired,
      joiningDate: '2026-10-01',
      referralNoBonusReason: 'Your designation (Intern) is not eligible for a referral bonus.',
      ...moved(8),
    })
  ).id;
  await t.db
    .insert(referralPayables)
    .values({ appId, applicationId: ids.paid, joiningDate: '2026-09-01', referralStatusId: setup.statuses.paid, amount: 28000 });
  await t.db.insert(applicationRecruiters).values({ appId, applicationId: ids.interview, userId: admin.id });
  await createApplication(t.db, appId, job.id, { firstName: 'Someone', lastName: 'Else', referrerId: meera.id });
  ids.job = job.id;
  ids.appId = appId;
  await createApplication(t.db, appId, job.id, {
    firstName: 'Trashed',
    lastName: 'Candidate',
    referrerId: rohan.id,
    deletedAt: new Date(),
  });
});
afterAll(() => t.close());

type Row = {
  applicantId: number;
  firstName: string;
  stage: string;
  recruiters: { id: number }[];
  joiningDate: string | null;
  eligibilityDate: string | null;
  expectedBonus: number | null;
  noBonusReason: string | null;
};

describe('GET /api/my-referrals', () => {
  it("lists only the signed-in employee's live referrals, newest first, each with a coarse stage and no status names", async () => {
    const { status, body } = await t.call('GET', '/api/my-referrals?limit=20', { as: rohan });
    expect(status).toBe(200);
    const rows = body.data as Row[];
    expect(rows.map((row) => [row.firstName, row.stage])).toEqual([
      ['Nobonus', 'Hired'],
      ['Paid', 'Hired'],
      ['Hired', 'Hired'],
      ['Rejected', 'Not selected'],
      ['Offer', 'Offer'],
      ['Interview', 'Interviewing'],
      ['Review', 'In review'],
      ['Submitted', 'Submitted'],
    ]);
    expect(JSON.stringify(body)).not.toMatch(/Screening|To-be-start|Someone|Trashed/);
    expect(body.meta).toMatchObject({ total: 8 });
  });

  it("names the assigned recruiters, as every staff screen does: none assigned is none (not the job's recruiting manager)", async () => {
    const rows = (await t.call('GET', '/api/my-referrals?limit=20', { as: rohan })).body.data as Row[];
    expect(rows.find((row) => row.applicantId === ids.interview)?.recruiters.map((r) => r.id)).toEqual([admin.id]);
    expect(rows.find((row) => row.applicantId === ids.submitted)?.recruiters).toEqual([]);
  });

  it('gives hires their joining date, eligibility date (joining + release days) and expected bonus, and none when no bonus', async () => {
    const rows = (await t.call('GET', '/api/my-referrals?limit=20', { as: rohan })).body.data as Row[];
    const of = (id: number) => rows.find((row) => row.applicantId === id);
    expect(of(ids.hired)).toMatchObject({
      joiningDate: '2026-10-20',
      eligibilityDate: '2026-12-19',
      expectedBonus: 30000,
      noBonusReason: null,
    });
    // The payable's amount wins over the slab's.
    expect(of(ids.paid)).toMatchObject({ joiningDate: '2026-09-01', eligibilityDate: '2026-10-31', expectedBonus: 28000 });
    expect(of(ids.noBonus)).toMatchObject({
      expectedBonus: null,
      noBonusReason: 'Your designation (Intern) is not eligible for a referral bonus.',
    });
    expect(of(ids.submitted)).toMatchObject({ joiningDate: null, eligibilityDate: null });
  });

  it('pages and searches by candidate', async () => {
    const page = await t.call('GET', '/api/my-referrals?limit=3&page=2', { as: rohan });
    expect((page.body.data as Row[]).map((row) => row.firstName)).toEqual(['Rejected', 'Offer', 'Interview']);
    const search = await t.call('GET', '/api/my-referrals?search=offer', { as: rohan });
    expect((search.body.data as Row[]).map((row) => row.firstName)).toEqual(['Offer']);
  });

  it("keeps the one referral a shared link names, only when it is the caller's own", async () => {
    const own = await t.call('GET', `/api/my-referrals?applicantId=${ids.offer}`, { as: rohan });
    expect((own.body.data as Row[]).map((row) => row.firstName)).toEqual(['Offer']);
    expect((await t.call('GET', `/api/my-referrals?applicantId=${ids.offer}`, { as: meera })).body.meta).toMatchObject({ total: 0 });
    const bad = await t.call('GET', '/api/my-referrals?applicantId=abc', { as: rohan });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('applicantId');
  });

  it("is anyone's own list: staff see only their own referrals, and bad paging is refused", async () => {
    expect((await t.call('GET', '/api/my-referrals', { as: admin })).body.meta).toMatchObject({ total: 0 });
    expect((await t.call('GET', '/api/my-referrals?page=0', { as: rohan })).status).toBe(422);
    expect((await t.call('GET', '/api/my-referrals', { appKey: rohan.appKey })).status).toBe(401);
  });
});

describe('My referrals tell the referrer every payout outcome', () => {
  type Payout = { status: string; since: string | null; notPayableReason: string | null };
  type PayoutRow = Row & { payout: Payout | null };
  const paidAt = new Date('2026-11-02T06:30:00Z');
  const remark = 'The candidate had applied directly before the referral.';

  /** One of Meera's hires, joined on 2026-09-01 (eligible on 2026-10-31 with the 60-day release), its payout in `code`. */
  async function hire(
    firstName: string,
    code: 'hired' | 'paid' | 'not_eligible',
    trail: { remarkName: string; createdAt: Date }[] = [],
    fields: Partial<typeof applications.$inferInsert> = {},
  ) {
    const application = await createApplication(t.db, ids.appId, ids.job, {
      firstName,
      lastName: 'Hire',
      referrerId: meera.id,
      referralStatusId: setup.statuses.hired,
      joiningDate: '2026-09-01',
      createdAt: referredAt(1),
      ...fields,
    });
    const [payable] = await t.db
      .insert(referralPayables)
      .values({
        appId: ids.appId,
        applicationId: application.id,
        joiningDate: '2026-09-01',
        referralStatusId: setup.statuses[code],
        amount: 30000,
      })
      .returning();
    for (const entry of trail)
      await t.db
        .insert(referralPayableRemarks)
        .values({ appId: ids.appId, referralPayableId: payable.id, referralStatusId: setup.statuses[code], ...entry });
    return application.id;
  }
  const mine = async () => (await t.call('GET', '/api/my-referrals?limit=50', { as: meera })).body.data as PayoutRow[];

  it("Paid and when, Not eligible and why (the decision's remark, or a leave before the eligibility date); none before a hire", async () => {
    const paid = await hire('Paidout', 'paid', [{ remarkName: 'Paid in the November payroll.', createdAt: paidAt }]);
    const declined = await hire('Declined', 'not_eligible', [{ remarkName: remark, createdAt: paidAt }]);
    const leaver = await hire('Leaver', 'hired', [], { lastWorkingDate: '2026-10-15' });
    const rows = await mine();
    const of = (id: number) => rows.find((row) => row.applicantId === id);
    expect(of(paid)).toMatchObject({
      expectedBonus: 30000,
      payout: { status: 'paid', since: paidAt.toISOString(), notPayableReason: null },
    });
    expect(of(declined)).toMatchObject({ expectedBonus: null, payout: { status: 'not_eligible', notPayableReason: remark } });
    expect(of(leaver)).toMatchObject({
      expectedBonus: null,
      payout: { status: 'hired', notPayableReason: 'The employee left on 10/15/2026, before the eligibility date 10/31/2026.' },
    });
    expect(rows.find((row) => row.firstName === 'Someone')?.payout).toBeNull();
  });

  it('a payout status change tells the referrer, in the words of My referrals, linked to that referral', async () => {
    const applicantId = await hire('Waiting', 'hired');
    const changed = await t.call('POST', '/api/multiple-referral-payable-status-change', {
      as: admin,
      json: { applicantId: [applicantId], referralStatusId: setup.statuses.paid, remark: 'Paid in the November payroll.' },
    });
    expect(changed.status).toBe(200);
    await backgroundTasks.settle();
    const told = async () => (await t.call('GET', '/api/notifications?limit=50', { as: meera })).body.data as Notification[];
    expect((await told()).find((notification) => notification.link === `/my-referrals/${applicantId}`)).toMatchObject({
      kind: 'referral_status',
      title: 'Your referral Waiting Hire: bonus paid',
      read: false,
    });

    const leaving = await hire('Leaving', 'hired');
    expect(
      (await t.call('PUT', `/api/referral-payable/${leaving}/last-working-date`, { as: admin, json: { lastWorkingDate: '2026-10-01' } }))
        .status,
    ).toBe(200);
    await backgroundTasks.settle();
    expect((await told()).find((notification) => notification.link === `/my-referrals/${leaving}`)).toMatchObject({
      title: 'Your referral Leaving Hire: not eligible for the bonus',
      body: 'The employee left on 10/01/2026, before the eligibility date 10/31/2026.',
    });
    // The admin who decided is not told about their own change.
    expect(
      ((await t.call('GET', '/api/notifications', { as: admin })).body.data as Notification[]).filter(
        (notification) => notification.kind === 'referral_status',
      ),
    ).toEqual([]);
  });
});
