import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, notifications } from '../../../../src/server/db/schema';
import { RealtimeHub } from '../../../../src/server/realtime/hub';
import { pullStream } from '../../../../src/server/http/csv-download';
import type { Notification } from '../../../../src/shared/contract/notifications';
import { NOTIFICATION_EVENT } from '../../../../src/shared/contract/hub-events';
import { createReferralSetup } from '../../../support/referral-factory';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { statusWorld, type StatusWorld } from '../application-status-change/application-status-fixture';

// Each emitter, through the real routes: who is told, with what, and that a failing push leaves the
// action done. The app's own hub is watched (its sendToUser) instead of connecting a client.

let t: TestApp;
let w: StatusWorld;
const pushes: { appId: number; userId: number; target: string; notification: Notification }[] = [];
let pushFails = false;
let minute = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await statusWorld(t, 'notify-emit');
  await createReferralSetup(t.db, w.appId);
  vi.spyOn(RealtimeHub.prototype, 'sendToUser').mockImplementation(async (appId, userId, target, args) => {
    if (pushFails) throw new Error('hub down');
    pushes.push({ appId, userId, target, notification: args[0] as Notification });
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});
afterEach(() => {
  pushes.length = 0;
  pushFails = false;
  // Each test a few minutes later than the last, so no test meets another's rate window.
  minute += 5;
  t.setNow(new Date(Date.UTC(2026, 10, 22, 9, minute)));
});

const to = (user: { id: number }) => pushes.filter((push) => push.userId === user.id).map((push) => push.notification);
const storedFor = (user: { id: number }) =>
  t.db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(notifications.id);
/** Referred before the test's clock, so a move shows as one (My referrals' "moved since referred"). */
const referredAt = new Date('2026-11-01T09:00:00Z');
const referred = (jobId = w.job.pipeline) =>
  w.applicant(jobId, [[w.stage.screen, w.status.toBeStart]], {
    referrerId: w.users.employee.id,
    firstName: 'Asha',
    lastName: 'Rao',
    createdAt: referredAt,
  });

describe('a stage or status change tells the referrer', () => {
  it('one applicant: the referrer hears the stage My referrals shows (never a status name), linked there; the actor hears nothing', async () => {
    const id = await referred();
    const response = await t.call('PUT', `/api/application/${id}`, {
      as: w.users.recruiter,
      json: { stageId: w.stage.interview, statusId: w.status.interview },
    });
    expect(response.status).toBe(200);
    expect(to(w.users.employee)).toEqual([
      expect.objectContaining({
        kind: 'referral_status',
        title: 'Your referral Asha Rao: Interviewing',
        link: '/my-referrals',
        read: false,
      }),
    ]);
    expect(to(w.users.recruiter)).toEqual([]);
    expect(await storedFor(w.users.recruiter)).toEqual([]);
  });

  it('a move inside the same stage is no news to the referrer; a move to another stage before it is read rewrites the same notification', async () => {
    const id = await referred();
    await t.call('PUT', `/api/application/${id}`, { as: w.users.admin, json: { stageId: w.stage.screen, statusId: w.status.screening } });
    const before = await storedFor(w.users.employee);
    expect(before.find((row) => row.topic === `referral:${id}`)?.title).toBe('Your referral Asha Rao: In review');
    pushes.length = 0;
    await t.call('PUT', `/api/application/${id}`, { as: w.users.admin, json: { stageId: w.stage.screen, statusId: w.status.shortlisted } });
    expect(to(w.users.employee)).toEqual([]);
    await t.call('PUT', `/api/application/${id}`, {
      as: w.users.admin,
      json: { stageId: w.stage.interview, statusId: w.status.interview },
    });
    const rows = await storedFor(w.users.employee);
    expect(rows).toHaveLength(before.length);
    expect(rows.find((row) => row.topic === `referral:${id}`)?.title).toBe('Your referral Asha Rao: Interviewing');
  });

  it('a job without a pipeline names the applicant status; an applicant nobody referred tells no one', async () => {
    const id = await w.applicant(w.job.plain, [], {
      referrerId: w.users.employee.id,
      firstName: 'Ravi',
      lastName: 'K',
      createdAt: referredAt,
    });
    await t.call('PUT', `/api/application/${id}`, { as: w.users.admin, json: { applicantStatusId: w.applicantStatus.reviewed } });
    expect(to(w.users.employee).map((n) => n.title)).toEqual(['Your referral Ravi K: In review']);
    pushes.length = 0;
    const unreferred = await w.applicant(w.job.pipeline);
    await t.call('PUT', `/api/application/${unreferred}`, {
      as: w.users.admin,
      json: { stageId: w.stage.screen, statusId: w.status.screening },
    });
    expect(pushes).toEqual([]);
  });

  it('a bulk change: one per referrer per applicant, and the actor hears it is done', async () => {
    const mine = [await referred(), await referred()];
    const other = await w.applicant(w.job.pipeline, undefined, {
      referrerId: w.users.manager.id,
      firstName: 'Mei',
      lastName: 'Lin',
      createdAt: referredAt,
    });
    const plain = await w.applicant(w.job.pipeline);
    const response = await t.call('POST', '/api/multiple-status-change', {
      as: w.users.admin,
      json: { applicantId: [...mine, other, plain], stageId: w.stage.screen, statusId: w.status.shortlisted },
    });
    expect(response.body.data).toEqual({ changed: 4 });
    expect(to(w.users.employee).map((n) => n.title)).toEqual(['Your referral Asha Rao: In review', 'Your referral Asha Rao: In review']);
    expect(to(w.users.manager).map((n) => n.title)).toEqual(['Your referral Mei Lin: In review']);
    expect(to(w.users.admin)).toEqual([
      expect.objectContaining({ kind: 'bulk_status_done', title: '4 applicants moved to Screen – Shortlisted', link: '/application' }),
    ]);
  });

  it('a bulk change of 12 referrals of one referrer: 9 toasts, then one fold counting the other 3, all 12 listed', async () => {
    const ids = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        await w.applicant(w.job.pipeline, undefined, {
          referrerId: w.users.otherManager.id,
          firstName: `Cand${i}`,
          lastName: 'X',
          createdAt: referredAt,
        }),
      );
    const response = await t.call('POST', '/api/multiple-status-change', {
      as: w.users.admin,
      json: { applicantId: ids, stageId: w.stage.screen, statusId: w.status.screening },
    });
    expect(response.body.data).toEqual({ changed: 12 });
    const told = pushes.filter((push) => push.userId === w.users.otherManager.id);
    expect(told.every((push) => push.target === NOTIFICATION_EVENT)).toBe(true);
    expect(told.map((push) => push.notification.kind)).toEqual([...Array<string>(9).fill('referral_status'), 'folded'].sort());
    expect(told.find((push) => push.notification.kind === 'folded')?.notification).toMatchObject({
      title: '3 more notifications',
      foldedCount: 3,
      body: 'Your referral Cand11 X: In review',
    });
    expect((await storedFor(w.users.otherManager)).filter((row) => row.kind === 'referral_status')).toHaveLength(12);
  });

  it('a failing push does not fail the change: it is saved, answered 200, and the notification is stored', async () => {
    const id = await referred();
    pushFails = true;
    const logged = vi.spyOn(t.deps.logger, 'error');
    const response = await t.call('PUT', `/api/application/${id}`, {
      as: w.users.admin,
      json: { stageId: w.stage.screen, statusId: w.status.screening },
    });
    expect(response.status).toBe(200);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ error: expect.objectContaining({ message: 'hub down' }) }),
      expect.stringContaining('notification'),
    );
    const [row] = await t.db.select({ statusId: applications.currentStatusId }).from(applications).where(eq(applications.id, id));
    expect(row.statusId).toBe(w.status.screening);
    expect(
      (await storedFor(w.users.employee)).some(
        (stored) => stored.topic === `referral:${id}` && stored.title === 'Your referral Asha Rao: In review',
      ),
    ).toBe(true);
  });
});

describe('assigning recruiters tells the newly assigned ones', () => {
  it('each new recruiter, not one already assigned, not the actor', async () => {
    const id = await w.applicant(w.job.pipeline, undefined, { firstName: 'Lea', lastName: 'Roy' });
    await t.call('PUT', `/api/application/${id}`, { as: w.users.admin, json: { recruitingManagerId: [w.users.recruiter.id] } });
    expect(to(w.users.recruiter)).toEqual([
      expect.objectContaining({ kind: 'assigned', title: 'You were assigned to Lea Roy', link: `/application/view/${id}` }),
    ]);
    pushes.length = 0;
    await t.call('PUT', `/api/application/${id}`, {
      as: w.users.recruiter,
      json: { recruitingManagerId: [w.users.recruiter.id, w.users.otherRecruiter.id, w.users.admin.id] },
    });
    expect(pushes.map((push) => [push.userId, push.notification.kind]).sort()).toEqual(
      [
        [w.users.otherRecruiter.id, 'assigned'],
        [w.users.admin.id, 'assigned'],
      ].sort(),
    );
  });
});

describe('a finished export tells the one who exported', () => {
  it('the applicant export, once the whole file streamed', async () => {
    await w.applicant(w.job.pipeline);
    const response = await t.call('GET', '/api/v2/application/export', { as: w.users.admin });
    expect(response.status).toBe(200);
    const total = Number(response.headers.get('X-Total-Count'));
    expect(total).toBeGreaterThan(0);
    expect(to(w.users.admin)).toEqual([
      expect.objectContaining({
        kind: 'export_done',
        title: `Your export of ${total} rows is ready`,
        body: expect.stringMatching(/^applications-.*\.csv$/),
      }),
    ]);
    expect(pushes[0].target).toBe(NOTIFICATION_EVENT);
  });

  it('a referral list export', async () => {
    const response = await t.call('GET', '/api/total-referral/export', { as: w.users.admin });
    expect(response.status).toBe(200);
    expect(to(w.users.admin).map((n) => n.kind)).toEqual(['export_done']);
  });

  it('runs the end hook once the last chunk is handed over, not when the reader cancels', async () => {
    async function* chunks() {
      yield 'a';
      yield 'b';
    }
    const whole = vi.fn(async () => undefined);
    expect(await new Response(pullStream(chunks(), whole)).text()).toBe('ab');
    expect(whole).toHaveBeenCalledOnce();
    const cut = vi.fn(async () => undefined);
    const reader = pullStream(chunks(), cut).getReader();
    await reader.read();
    await reader.cancel();
    expect(cut).not.toHaveBeenCalled();
  });
});
