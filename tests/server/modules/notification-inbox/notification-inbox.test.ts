import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_ID_INVALID, NOTIFICATIONS_REQUIRED, type Notification } from '../../../../src/shared/contract/notifications';
import { NOTIFICATION_UPDATED_EVENT } from '../../../../src/shared/contract/hub-events';
import { markNotificationsRead } from '../../../../src/server/modules/notification-inbox/service';
import { notifyUsers } from '../../../../src/server/modules/notifications/service';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createTeam, type Team } from '../../../support/team';
import { contextOf, spyRealtime, storedFor } from '../notifications/notifications-support';

let t: TestApp;
let team: Team;
const spy = spyRealtime();
const start = new Date('2026-11-22T09:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Three notifications for `user`, one a minute apart (no fold), the first one oldest. */
async function threeFor(user: TestUser, from = team.admin) {
  for (const [minute, title] of [
    [0, 'First'],
    [1, 'Second'],
    [2, 'Third'],
  ] as const) {
    await notifyUsers(contextOf(t, from, spy.realtime, at(minute)), [user.id], {
      kind: 'assigned',
      title,
      link: `/application/view/${minute}`,
    });
  }
  return storedFor(t, user);
}

const list = (as: TestUser, query = '') => t.call('GET', `/api/notifications${query}`, { as });
const unread = async (as: TestUser) => ((await t.call('GET', '/api/notifications/summary', { as })).body.data as { unread: number }).unread;

beforeEach(async () => {
  team = await createTeam(t, `notes-${Math.random().toString(36).slice(2, 8)}`);
});

describe('GET /api/notifications', () => {
  it("lists the caller's own, newest first, paged, and only unread ones on request", async () => {
    const rows = await threeFor(team.employee);
    await threeFor(team.manager);
    const all = await list(team.employee, '?limit=2');
    expect(all.status).toBe(200);
    expect((all.body.data as Notification[]).map((n) => n.title)).toEqual(['Third', 'Second']);
    expect(all.body.meta).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
    expect((await t.call('POST', '/api/notifications/read', { as: team.employee, json: { ids: [rows[2].id] } })).status).toBe(200);
    const onlyUnread = await list(team.employee, '?unread=1');
    expect((onlyUnread.body.data as Notification[]).map((n) => [n.title, n.read])).toEqual([
      ['Second', false],
      ['First', false],
    ]);
  });

  it('searches title and body case-insensitively', async () => {
    await threeFor(team.employee);
    const found = await list(team.employee, '?search=seCOND');
    expect((found.body.data as Notification[]).map((n) => n.title)).toEqual(['Second']);
    expect(found.body.meta).toMatchObject({ total: 1 });
  });

  it('refuses a bad query with 422 and needs a sign-in', async () => {
    expect((await list(team.employee, '?unread=yes')).status).toBe(422);
    expect((await list(team.employee, '?limit=51')).status).toBe(422);
    expect((await t.call('GET', '/api/notifications', { appKey: team.tenant.key })).status).toBe(401);
  });

  it("shows nothing of another tenant's users", async () => {
    await threeFor(team.employee);
    expect((await list(team.outsider)).body.data).toEqual([]);
  });
});

describe("marking read tells the caller's other tabs", () => {
  it('pushes the changed notification when one changed, null when several did, nothing when none did', async () => {
    const rows = await threeFor(team.employee);
    spy.clear();
    const reader = contextOf(t, team.employee, spy.realtime, at(5));
    expect(await markNotificationsRead(reader, { ids: [rows[0].id] })).toEqual({ unread: 2 });
    expect(await markNotificationsRead(reader, { all: true })).toEqual({ unread: 0 });
    expect(await markNotificationsRead(reader, { ids: [rows[1].id] })).toEqual({ unread: 0 });
    expect(spy.sent.map((push) => [push.userId, push.target, (push.args[0] as Notification | null)?.id ?? null])).toEqual([
      [team.employee.id, NOTIFICATION_UPDATED_EVENT, rows[0].id],
      [team.employee.id, NOTIFICATION_UPDATED_EVENT, null],
    ]);
    expect((spy.sent[0].args[0] as Notification).read).toBe(true);
  });
});

describe('GET /api/notifications/summary and POST /api/notifications/read', () => {
  it('counts unread ones; marking some read lowers it and answers the new count', async () => {
    const rows = await threeFor(team.employee);
    expect(await unread(team.employee)).toBe(3);
    const marked = await t.call('POST', '/api/notifications/read', { as: team.employee, json: { ids: [rows[0].id, rows[1].id] } });
    expect(marked).toMatchObject({ status: 200, body: { data: { unread: 1 } } });
    expect(await unread(team.employee)).toBe(1);
    expect(await unread(team.manager)).toBe(0);
  });

  it('marks all of mine read with all: true', async () => {
    await threeFor(team.employee);
    await threeFor(team.manager);
    const json = await t.call('POST', '/api/notifications/read', { as: team.employee, json: { all: true } });
    expect(json).toMatchObject({ status: 200, body: { data: { unread: 0 } } });
    expect(await unread(team.manager)).toBe(3);
  });

  it("refuses another user's or another tenant's id with 404 and changes nothing", async () => {
    const mine = await threeFor(team.employee);
    const theirs = await threeFor(team.manager);
    const outsiders = await threeFor(await t.factories.user(team.elsewhere, 'employee'), team.outsider);
    for (const foreign of [theirs[0].id, outsiders[0].id, 99999999]) {
      const refused = await t.call('POST', '/api/notifications/read', { as: team.employee, json: { ids: [mine[0].id, foreign] } });
      expect(refused).toMatchObject({ status: 404, body: { message: NOTIFICATION_ID_INVALID } });
    }
    expect(await unread(team.employee)).toBe(3);
    expect(await unread(team.manager)).toBe(3);
  });

  it('refuses an empty request and bad ids with 422', async () => {
    const none = await t.call('POST', '/api/notifications/read', { as: team.employee, json: {} });
    expect(none).toMatchObject({ status: 422, body: { message: NOTIFICATIONS_REQUIRED } });
    for (const body of [
      { ids: [] },
      { ids: ['x'] },
      { ids: [-1] },
      { all: 'yes' },
      { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    ]) {
      expect((await t.call('POST', '/api/notifications/read', { as: team.employee, json: body })).status).toBe(422);
    }
  });
});
