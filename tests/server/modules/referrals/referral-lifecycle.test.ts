import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  applications,
  designations,
  generalSettings,
  jobs,
  referralAmountSlabs,
  referralPayableRemarks,
  referralPayables,
} from '../../../../src/server/db/schema';
import {
  JOINING_DATE_INVALID,
  JOINING_DATE_NOT_A_DAY,
  JOINING_DATE_NOT_HIRED,
  JOINING_DATE_REQUIRED,
  PAID_REFERRAL_STAYS,
} from '../../../../src/shared/contract/application-status-change';
import { createReferralSetup, type ReferralSetup } from '../../../support/referral-factory';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { refusedUnchanged, statusWorld, type StatusWorld } from '../application-status-change/application-status-fixture';

// Referral status follows the application (README "Referral lifecycle"): General Settings' Payable
// Employee Status (here 'Offer') is the hired status; Rejected closes the referral.

let t: TestApp;
let w: StatusWorld;
let r: ReferralSetup;
const NOW = new Date('2026-11-22T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  w = await statusWorld(t, 'referral-life');
  r = await createReferralSetup(t.db, w.appId, { paymentReleaseInDays: 60 });
  await t.db.insert(generalSettings).values({ appId: w.appId, payableEmployeeStatusId: w.status.offer });
  const [designation] = await t.db.insert(designations).values({ appId: w.appId, designation: 'Engineer' }).returning();
  const [slab] = await t.db
    .insert(referralAmountSlabs)
    .values({ appId: w.appId, slug: 'Engineers', designationId: designation.id, amount: 25000 })
    .returning();
  await t.db.update(jobs).set({ referralAmountId: slab.id }).where(eq(jobs.id, w.job.pipeline));
});
afterAll(() => t.close());

const put = (id: number, json: unknown, as = w.users.admin) => t.call('PUT', `/api/application/${id}`, { as, json });
const bulk = (json: unknown) => t.call('POST', '/api/multiple-status-change', { as: w.users.admin, json });
const hire = (joiningDate?: string) => ({
  stageId: w.stage.interview,
  statusId: w.status.offer,
  ...(joiningDate === undefined ? {} : { joiningDate }),
});

/** A referred applicant (in progress) at the given place of the pipeline. */
const referred = (
  path: [number, number][] = [[w.stage.interview, w.status.interview]],
  fields: Partial<typeof applications.$inferInsert> = {},
) =>
  w.applicant(w.job.pipeline, path, {
    referrerId: w.users.employee.id,
    referralStatusId: r.statuses.in_progress,
    sourceId: r.sourceId,
    ...fields,
  });

async function stateOf(id: number) {
  const [row] = await t.db
    .select({ joiningDate: applications.joiningDate, referralStatusId: applications.referralStatusId })
    .from(applications)
    .where(eq(applications.id, id));
  const payables = await t.db.select().from(referralPayables).where(eq(referralPayables.applicationId, id));
  const remarks = payables.length
    ? await t.db
        .select()
        .from(referralPayableRemarks)
        .where(eq(referralPayableRemarks.referralPayableId, payables[0].id))
        .orderBy(asc(referralPayableRemarks.id))
    : [];
  return { ...row, payable: payables[0] ?? null, remarks };
}

describe('hiring needs a joining date', () => {
  it("rule: moving to the payable status without a joining date is 422 'Please enter the joining date.' and writes nothing", async () => {
    const id = await referred();
    const response = await refusedUnchanged(t.db, [id], () => put(id, hire()));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: JOINING_DATE_REQUIRED, errors: { joiningDate: [JOINING_DATE_REQUIRED] } });
    expect(await stateOf(id)).toMatchObject({ joiningDate: null, referralStatusId: r.statuses.in_progress, payable: null });
  });

  it('rule: the joining date is a real YYYY-MM-DD day, and is taken only with the hired status', async () => {
    const id = await referred();
    for (const [joiningDate, message] of [
      ['2026-02-30', JOINING_DATE_NOT_A_DAY],
      ['22/11/2026', JOINING_DATE_INVALID],
      [20261122, JOINING_DATE_INVALID],
    ] as const) {
      const response = await refusedUnchanged(t.db, [id], () => put(id, { ...hire(), joiningDate }));
      expect(response.status, String(joiningDate)).toBe(422);
      expect(response.body).toMatchObject({ errors: { joiningDate: [message] } });
    }
    const notHired = await refusedUnchanged(t.db, [id], () =>
      put(id, { stageId: w.stage.screen, statusId: w.status.screening, joiningDate: '2026-12-01' }),
    );
    expect(notHired.body).toMatchObject({ errors: { joiningDate: [JOINING_DATE_NOT_HIRED] } });
  });

  it('sets the joining date of an applicant who was not referred, and opens no payable record', async () => {
    const id = await w.applicant(w.job.pipeline, [[w.stage.interview, w.status.interview]]);
    expect((await put(id, hire('2026-12-01'))).status).toBe(200);
    expect(await stateOf(id)).toMatchObject({ joiningDate: '2026-12-01', referralStatusId: null, payable: null });
  });
});

describe('a referred applicant reaching the hired status', () => {
  it('rule: the referral becomes hired with a payable record (joining date, slab amount, payout not yet due) and a first remark', async () => {
    const id = await referred();
    const response = await t.call('PUT', `/api/application/${id}`, {
      as: w.users.admin,
      form: { stageId: String(w.stage.interview), statusId: String(w.status.offer), joiningDate: '2026-12-01' },
    });
    expect(response.status).toBe(200);
    const state = await stateOf(id);
    expect(state).toMatchObject({ joiningDate: '2026-12-01', referralStatusId: r.statuses.hired });
    expect(state.payable).toMatchObject({ appId: w.appId, joiningDate: '2026-12-01', amount: 25000, referralStatusId: r.statuses.hired });
    expect(state.remarks).toHaveLength(1);
    expect(state.remarks[0]).toMatchObject({
      referralStatusId: r.statuses.hired,
      createdById: w.users.admin.id,
      remarkName: 'Joined on 12/01/2026; the bonus is due after 60 days, on 01/30/2027.',
    });
  });

  it('rule: a referral that earns no bonus is hired with a not eligible payable record whose remark gives the reason', async () => {
    const reason = 'The referrer’s designation is not eligible for a referral bonus.';
    const id = await referred(undefined, { referralNoBonusReason: reason });
    expect((await put(id, hire('2026-12-01'))).status).toBe(200);
    const state = await stateOf(id);
    expect(state.referralStatusId).toBe(r.statuses.hired);
    expect(state.payable?.referralStatusId).toBe(r.statuses.not_eligible);
    expect(state.remarks.map((remark) => [remark.remarkName, remark.referralStatusId])).toEqual([[reason, r.statuses.not_eligible]]);
  });

  it('rule: a job without a referral amount records no amount', async () => {
    const id = await w.applicant(w.job.short, [[w.stage.screen, w.status.screening]], {
      referrerId: w.users.employee.id,
      referralStatusId: r.statuses.in_progress,
    });
    // The short pipeline has no Offer status: hire on the main one instead, through another job without a slab.
    await t.db.update(applications).set({ jobId: w.job.other }).where(eq(applications.id, id));
    expect((await put(id, hire('2026-12-01'))).status).toBe(200);
    expect((await stateOf(id)).payable).toMatchObject({ amount: null });
  });

  it('rule: a referral marked duplicate stays duplicate and earns no payable record', async () => {
    const id = await referred(undefined, { referralStatusId: r.statuses.duplicate });
    expect((await put(id, hire('2026-12-01'))).status).toBe(200);
    expect(await stateOf(id)).toMatchObject({ joiningDate: '2026-12-01', referralStatusId: r.statuses.duplicate, payable: null });
  });

  it('hires a selection in one bulk change: all need the joining date, each referral gets its record', async () => {
    const ids = [await referred(), await referred(), await w.applicant(w.job.pipeline, [[w.stage.screen, w.status.screening]])];
    const missing = await refusedUnchanged(t.db, ids, () =>
      bulk({ applicantId: ids, stageId: w.stage.interview, statusId: w.status.offer }),
    );
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { joiningDate: [JOINING_DATE_REQUIRED] } });
    const response = await bulk({ applicantId: ids, stageId: w.stage.interview, statusId: w.status.offer, joiningDate: '2026-11-30' });
    expect(response.status).toBe(200);
    const states = await Promise.all(ids.map(stateOf));
    expect(states.map((state) => state.joiningDate)).toEqual(['2026-11-30', '2026-11-30', '2026-11-30']);
    expect(states.map((state) => state.payable?.referralStatusId ?? null)).toEqual([r.statuses.hired, r.statuses.hired, null]);
    expect(states.map((state) => state.remarks.length)).toEqual([1, 1, 0]);
  });
});

describe('leaving the hired status and rejection', () => {
  it('rule: moving away from hired (a correction) reopens the referral and removes its unpaid payable record', async () => {
    const id = await referred();
    await put(id, hire('2026-12-01'));
    expect((await put(id, { stageId: w.stage.interview, statusId: w.status.interview, comment: 'Offer withdrawn' })).status).toBe(200);
    expect(await stateOf(id)).toMatchObject({ joiningDate: null, referralStatusId: r.statuses.in_progress, payable: null });
  });

  it('rule: a paid referral cannot be moved away from hired (409), nothing is written', async () => {
    const id = await referred();
    await put(id, hire('2026-06-01'));
    const { payable } = await stateOf(id);
    await t.db
      .insert(referralPayableRemarks)
      .values({ appId: w.appId, referralPayableId: payable!.id, remarkName: 'Paid in payroll', referralStatusId: r.statuses.paid });
    const one = await refusedUnchanged(t.db, [id], () => put(id, { stageId: w.stage.screen, statusId: w.status.screening }));
    expect(one.status).toBe(409);
    expect(one.body.message).toBe(PAID_REFERRAL_STAYS(1));
    const other = await referred();
    const many = await refusedUnchanged(t.db, [id, other], () =>
      bulk({ applicantId: [id, other], stageId: w.stage.screen, statusId: w.status.screening }),
    );
    expect(many.status).toBe(409);
    expect(many.body.message).toBe(PAID_REFERRAL_STAYS(1));
    expect((await stateOf(id)).payable).not.toBeNull();
  });

  it("rule: moving to the pipeline's Rejected closes the referral; moving on from there reopens it", async () => {
    const id = await referred();
    expect((await put(id, { stageId: w.stage.screen, statusId: w.status.rejected })).status).toBe(200);
    expect((await stateOf(id)).referralStatusId).toBe(r.statuses.rejected);
    expect((await put(id, { stageId: w.stage.screen, statusId: w.status.shortlisted })).status).toBe(200);
    expect((await stateOf(id)).referralStatusId).toBe(r.statuses.in_progress);
  });

  it('rule: a hired referral that is rejected loses its payable record and is closed', async () => {
    const id = await referred();
    await put(id, hire('2026-12-01'));
    expect((await bulk({ applicantId: [id], stageId: w.stage.interview, statusId: w.status.rejected })).status).toBe(200);
    expect(await stateOf(id)).toMatchObject({ referralStatusId: r.statuses.rejected, payable: null, joiningDate: null });
  });
});

describe('the drawers learn the hired status', () => {
  it('candidate history and status-change options name the payable status', async () => {
    const id = await referred();
    const history = await t.call('GET', `/api/candidate-history/${id}`, { as: w.users.admin });
    expect((history.body.data as { hiredStatusId: number }).hiredStatusId).toBe(w.status.offer);
    const options = await t.call('GET', `/api/status-change-options?applicantIds=${id}`, { as: w.users.admin });
    expect((options.body.data as { hiredStatusId: number }).hiredStatusId).toBe(w.status.offer);
  });
});
