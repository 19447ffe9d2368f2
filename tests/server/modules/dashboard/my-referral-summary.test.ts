import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designations, pipelines, referralAmountSlabs, referralPayables, stages, statuses } from '../../../../src/server/db/schema';
import type { applications } from '../../../../src/server/db/schema';
import { API_PATHS } from '../../../../src/shared/contract/api-paths';
import type { PayoutCode } from '../../../../src/shared/contract/referral-payable';
import { createReferralSetup } from '../../../support/referral-factory';
import { createApplication, createJob } from '../../../support/job-factory';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let rohan: TestUser;
let meera: TestUser;
let admin: TestUser;
let outsider: TestUser;

const summaryOf = async (as: TestUser) => {
  const response = await t.call('GET', `${API_PATHS.dashboard}/my-referrals`, { as });
  expect(response.status).toBe(200);
  return response.body.data;
};

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('dash-my-referrals');
  const appId = tenant.id;
  const setup = await createReferralSetup(t.db, appId, { paymentReleaseInDays: 90 });
  rohan = await t.factories.user(tenant, 'employee');
  meera = await t.factories.user(tenant, 'employee');
  admin = await t.factories.user(tenant, 'admin');
  outsider = await t.factories.user(await t.factories.tenant('dash-my-referrals-b'), 'employee');

  const status = async (name: string, code: string | null = null) =>
    (await t.db.insert(statuses).values({ appId, name, code }).returning())[0].id;
  const start = await status('To-be-start', 'to_be_start');
  const rejected = await status('Rejected', 'rejected');
  const [stage] = await t.db.insert(stages).values({ appId, name: 'Screen' }).returning();
  const [pipeline] = await t.db.insert(pipelines).values({ appId, name: 'One stage' }).returning();
  const [designation] = await t.db.insert(designations).values({ appId, designation: 'Engineer' }).returning();
  const [slab] = await t.db
    .insert(referralAmountSlabs)
    .values({ appId, slug: 'eng', designationId: designation.id, amount: 25000 })
    .returning();
  const job = await createJob(t.db, appId, { pipelineId: pipeline.id, referralAmountId: slab.id });

  const refer = (by: TestUser, fields: Partial<typeof applications.$inferInsert> = {}) =>
    createApplication(t.db, appId, job.id, {
      referrerId: by.id,
      referralStatusId: setup.statuses.in_progress,
      currentStageId: stage.id,
      currentStatusId: start,
      ...fields,
    });
  /** A hire with its payable record in `payout`. */
  const hire = async (by: TestUser, joiningDate: string, payout: PayoutCode, amount: number | null, fields = {}) => {
    const row = await refer(by, { referralStatusId: setup.statuses.hired, joiningDate, ...fields });
    await t.db
      .insert(referralPayables)
      .values({ appId, applicationId: row.id, joiningDate, referralStatusId: setup.statuses[payout], amount });
  };
  await refer(rohan);
  await refer(rohan, { referralStatusId: setup.statuses.rejected });
  await refer(rohan, { currentStatusId: rejected });
  // Joined three weeks ago: the 90-day release period is still running.
  await hire(rohan, '2026-11-01', 'hired', 30000);
  await hire(rohan, '2026-06-01', 'payable', 20000);
  // Paid, its record made without an amount: the job's slab is the bonus.
  await hire(rohan, '2026-05-01', 'paid', null);
  await hire(rohan, '2026-06-01', 'on_hold', 10000);
  // Payable by its record, but the hire left before the eligibility date: it will not be paid.
  await hire(rohan, '2026-06-01', 'payable', 40000, { lastWorkingDate: '2026-07-01' });
  await refer(rohan, { deletedAt: new Date('2026-11-20T00:00:00Z') });
  await hire(meera, '2026-06-01', 'payable', 50000);
});
afterAll(() => t.close());

describe('GET /api/dashboard/my-referrals', () => {
  it("counts the caller's live referrals, those in process, the hires, and the bonuses due, upcoming and paid", async () => {
    expect(await summaryOf(rohan)).toEqual({
      referred: 8,
      inProcess: 1,
      hired: 5,
      bonusDue: { count: 1, amount: 20000 },
      bonusUpcoming: { count: 1, amount: 30000 },
      bonusPaid: { count: 1, amount: 25000 },
    });
    expect(await summaryOf(meera)).toMatchObject({ referred: 1, inProcess: 0, hired: 1, bonusDue: { count: 1, amount: 50000 } });
  });

  it('referred is the total of My referrals', async () => {
    const list = await t.call('GET', `${API_PATHS.myReferrals}`, { as: rohan });
    expect((list.body.meta as { total: number }).total).toBe(8);
  });

  it("answers anyone their own: an admin who referred nobody, another workspace's employee", async () => {
    const nothing = { count: 0, amount: 0 };
    const empty = { referred: 0, inProcess: 0, hired: 0, bonusDue: nothing, bonusUpcoming: nothing, bonusPaid: nothing };
    expect(await summaryOf(admin)).toEqual(empty);
    expect(await summaryOf(outsider)).toEqual(empty);
  });
});
