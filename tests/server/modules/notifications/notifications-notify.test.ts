import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../../../src/shared/contract/notifications';
import { NOTIFICATION_EVENT, NOTIFICATION_UPDATED_EVENT } from '../../../../src/shared/contract/hub-events';
import { markNotificationsRead } from '../../../../src/server/modules/notification-inbox/service';
import { notifyEach, notifyUsers } from '../../../../src/server/modules/notifications/service';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { createTeam, type Team } from '../../../support/team';
import { contextOf, spyRealtime, storedFor } from './notifications-support';

let t: TestApp;
let team: Team;
const spy = spyRealtime();
const start = new Date('2026-11-22T09:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const as = (seconds: number, actor = team.recruiter) => contextOf(t, actor, spy.realtime, at(seconds));
const payload = (args: unknown[]) => args[0] as Notification;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  team = await createTeam(t, `notify-${Math.random().toString(36).slice(2, 8)}`);
  spy.clear();
  spy.failWith(null);
});

describe('notifyUsers stores and pushes', () => {
  it('stores one row per user and pushes it to each of them as a new notification', async () => {
    await notifyUsers(as(0), [team.employee.id, team.manager.id], {
      kind: 'assigned',
      title: 'Hello',
      body: 'World',
      link: '/application/view/1',
    });
    for (const user of [team.employee, team.manager]) {
      const [row] = await storedFor(t, user);
      expect(row).toMatchObject({
        appId: team.tenant.id,
        kind: 'assigned',
        title: 'Hello',
        body: 'World',
        link: '/application/view/1',
        readAt: null,
      });
      expect(row.createdAt.toISOString()).toBe(at(0).toISOString());
      const pushes = spy.to(user);
      expect(pushes.map((push) => push.target)).toEqual([NOTIFICATION_EVENT]);
      expect(payload(pushes[0].args)).toEqual({
        id: row.id,
        kind: 'assigned',
        title: 'Hello',
        body: 'World',
        link: '/application/view/1',
        foldedCount: 0,
        read: false,
        createdAt: at(0).toISOString(),
      });
    }
  });

  it('never tells the actor about their own action, but does tell them their job finished', async () => {
    await notifyUsers(as(0), [team.recruiter.id, team.employee.id], { kind: 'referral_status', title: 'Moved' });
    expect(await storedFor(t, team.recruiter)).toEqual([]);
    expect(spy.to(team.recruiter)).toEqual([]);
    expect(await storedFor(t, team.employee)).toHaveLength(1);

    await notifyUsers(as(1), [team.recruiter.id], { kind: 'export_done', title: 'Your export of 3 rows is ready' });
    expect((await storedFor(t, team.recruiter)).map((row) => row.kind)).toEqual(['export_done']);
  });

  it("skips another tenant's users and unknown ids", async () => {
    await notifyUsers(as(0), [team.outsider.id, 987654], { kind: 'assigned', title: 'Nope' });
    expect(await storedFor(t, team.outsider)).toEqual([]);
    expect(spy.sent).toEqual([]);
  });

  it('a failing push is logged, not thrown, and the notification stays stored', async () => {
    spy.failWith(new Error('hub down'));
    await expect(notifyUsers(as(0), [team.employee.id], { kind: 'assigned', title: 'Still stored' })).resolves.toBeUndefined();
    expect((await storedFor(t, team.employee)).map((row) => row.title)).toEqual(['Still stored']);
  });
});

describe('a topic keeps one unread notification', () => {
  const chat = (text: string) => ({
    kind: 'chat_message' as const,
    title: 'Ann in Chat',
    body: text,
    link: '/referralChat/x',
    topic: 'chat:1',
  });

  it('rewrites the unread one and moves it to the top: a toast after a quiet minute, a list refresh within it', async () => {
    await notifyUsers(as(0), [team.employee.id], chat('first'));
    await notifyUsers(as(5), [team.employee.id], { kind: 'assigned', title: 'Other' });
    await notifyUsers(as(10), [team.employee.id], chat('second'));
    await notifyUsers(as(100), [team.employee.id], chat('third'));
    const rows = await storedFor(t, team.employee);
    expect(rows.map((row) => [row.kind, row.body])).toEqual([
      ['chat_message', 'third'],
      ['assigned', ''],
    ]);
    expect(rows[0].createdAt.toISOString()).toBe(at(100).toISOString());
    expect(spy.to(team.employee).map((push) => [push.target, payload(push.args).body])).toEqual([
      [NOTIFICATION_EVENT, 'first'],
      [NOTIFICATION_EVENT, ''],
      [NOTIFICATION_UPDATED_EVENT, 'second'],
      [NOTIFICATION_EVENT, 'third'],
    ]);
  });

  it('starts a new one once the unread one was read', async () => {
    await notifyUsers(as(0), [team.employee.id], chat('first'));
    const [first] = await storedFor(t, team.employee);
    const reader = contextOf(t, team.employee, spy.realtime, at(1));
    await markNotificationsRead(reader, { ids: [first.id] });
    await notifyUsers(as(2), [team.employee.id], chat('second'));
    expect((await storedFor(t, team.employee)).map((row) => [row.body, row.readAt !== null])).toEqual([
      ['first', true],
      ['second', false],
    ]);
  });
});

describe('no more than 10 pushes a minute; the rest fold into one', () => {
  const send = (second: number, n: number) =>
    notifyUsers(as(second), [team.employee.id], { kind: 'referral_status', title: `Update ${n}`, link: `/my-referrals?n=${n}` });

  it('12 in a minute: 9 toasts, then one folded notification that counts the other 3 in list refreshes', async () => {
    for (let n = 1; n <= 12; n++) await send(n * 3, n);
    const pushes = spy.to(team.employee);
    const toasts = pushes.filter((push) => push.target === NOTIFICATION_EVENT).map((push) => payload(push.args));
    expect(toasts.map((toast) => toast.title)).toEqual([...Array.from({ length: 9 }, (_, i) => `Update ${i + 1}`), '1 more notification']);
    expect(toasts[9]).toMatchObject({ kind: 'folded', foldedCount: 1, link: '/my-referrals?n=10', body: 'Update 10' });
    const refreshes = pushes.filter((push) => push.target === NOTIFICATION_UPDATED_EVENT).map((push) => payload(push.args));
    expect(refreshes.map((folded) => [folded.id, folded.foldedCount, folded.title, folded.link])).toEqual([
      [toasts[9].id, 2, '2 more notifications', '/my-referrals?n=11'],
      [toasts[9].id, 3, '3 more notifications', '/my-referrals?n=12'],
    ]);
    // The folded ones are stored too: the list has all 12 and the fold.
    const rows = await storedFor(t, team.employee);
    expect(rows.filter((row) => row.kind === 'referral_status')).toHaveLength(12);
    expect(rows.filter((row) => row.kind === 'folded').map((row) => row.foldedCount)).toEqual([3]);
  });

  it('the fold lasts a minute from its creation; after it, the next one is a toast again', async () => {
    for (let n = 1; n <= 11; n++) await send(n, n);
    await send(65, 12);
    expect(spy.to(team.employee).at(-1)).toMatchObject({ target: NOTIFICATION_UPDATED_EVENT });
    spy.clear();
    await send(72, 13);
    expect(spy.to(team.employee).map((push) => [push.target, payload(push.args).title])).toEqual([[NOTIFICATION_EVENT, 'Update 13']]);
  });

  it('a chat rewritten over the limit refreshes the list in place and counts in the fold', async () => {
    await notifyUsers(as(0), [team.employee.id], { kind: 'chat_message', title: 'Ann', body: 'early', topic: 'chat:9' });
    for (let n = 1; n <= 9; n++) await send(60 + n, n);
    await notifyUsers(as(75), [team.employee.id], { kind: 'chat_message', title: 'Ann', body: 'late', topic: 'chat:9' });
    const rows = await storedFor(t, team.employee);
    expect(rows[0]).toMatchObject({ body: 'late', topic: 'chat:9' });
    expect(rows[0].createdAt.toISOString()).toBe(at(0).toISOString());
    const last = spy.to(team.employee).slice(-2);
    expect(last.map((push) => [push.target, payload(push.args).kind])).toEqual([
      [NOTIFICATION_EVENT, 'folded'],
      [NOTIFICATION_UPDATED_EVENT, 'chat_message'],
    ]);
  });

  it('one batch that rewrites a chat and grows the fold writes both and pushes both as refreshes', async () => {
    await notifyUsers(as(0), [team.employee.id], { kind: 'chat_message', title: 'Ann', body: 'early', topic: 'chat:9' });
    for (let n = 1; n <= 9; n++) await send(n, n);
    spy.clear();
    await notifyEach(as(30), [
      { userId: team.employee.id, notification: { kind: 'chat_message', title: 'Ann', body: 'late', topic: 'chat:9' } },
      { userId: team.employee.id, notification: { kind: 'referral_status', title: 'Update 10', link: '/my-referrals?n=10' } },
    ]);
    const pushes = spy.to(team.employee).map((push) => ({ target: push.target, ...payload(push.args) }));
    expect(pushes).toMatchObject([
      { target: NOTIFICATION_UPDATED_EVENT, kind: 'chat_message', body: 'late', createdAt: at(30).toISOString() },
      {
        target: NOTIFICATION_UPDATED_EVENT,
        kind: 'folded',
        foldedCount: 2,
        title: '2 more notifications',
        body: 'Update 10',
        link: '/my-referrals?n=10',
      },
    ]);
    const rows = await storedFor(t, team.employee);
    expect(rows.find((row) => row.topic === 'chat:9')).toMatchObject({ body: 'late', createdAt: at(30) });
    expect(rows.find((row) => row.kind === 'folded')).toMatchObject({ foldedCount: 2, title: '2 more notifications' });
    expect(rows.filter((row) => row.kind === 'referral_status')).toHaveLength(10);
  });

  it('holds when 20 arrive at once (on a PostgreSQL server, from several connections)', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, n) => send(30, n + 1)));
    const toasts = spy.to(team.employee).filter((push) => push.target === NOTIFICATION_EVENT);
    expect(toasts.map((push) => payload(push.args).kind).sort()).toEqual(['folded', ...Array<string>(9).fill('referral_status')]);
    const [folded] = (await storedFor(t, team.employee)).filter((row) => row.kind === 'folded');
    expect(folded.foldedCount).toBe(11);
  });

  it('counts each user on their own in one batch', async () => {
    for (let n = 1; n <= 9; n++) await send(n, n);
    spy.clear();
    await notifyUsers(as(20), [team.employee.id, team.manager.id], { kind: 'assigned', title: 'Batch' });
    expect(spy.to(team.employee).map((push) => payload(push.args).kind)).toEqual(['folded']);
    expect(spy.to(team.manager).map((push) => payload(push.args).kind)).toEqual(['assigned']);
  });
});
