import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { notifications, users } from '../../src/server/db/schema';
import { notifyUsers } from '../../src/server/modules/notifications/service';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTeam, type Team } from '../support/team';
import { fastestOf } from '../support/timing';
import { contextOf, spyRealtime } from './notifications-support';
import { NOTIFICATION_EVENT } from '../../src/shared/contract/hub-events';

// A chat channel fans a message out to up to 1,000 people: one notifyUsers call, one batched
// insert, a push each. The budget is generous for a shared 2-core machine; it catches a per-user
// round trip (1,000 of them take seconds on the embedded database).

let t: TestApp;
let team: Team;
let crowd: number[];
const spy = spyRealtime();

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'notify-scale');
  const rows = await t.db
    .insert(users)
    .values(Array.from({ length: 1000 }, (_, i) => ({ appId: team.tenant.id, email: `crowd-${i}@example.test`, name: `Crowd${i}`, lastName: 'Member', role: 'employee' as const })))
    .returning({ id: users.id });
  crowd = rows.map((row) => row.id);
});
afterAll(() => t.close());

describe('notifyUsers at a big channel', () => {
  it('stores and pushes to 1,000 users in one call, and rewrites their topic in one, well under a second', async () => {
    const message = (body: string) => ({ kind: 'chat_message' as const, title: 'Ann in Big chat', body, link: '/referralChat/big', topic: 'chat:big' });
    const at = (minutes: number) => contextOf(t, team.recruiter, spy.realtime, new Date(Date.UTC(2026, 10, 22, 9, minutes)));
    const first = await fastestOf(1, () => notifyUsers(at(0), crowd, message('first')));
    let minutes = 0;
    // Each rewrite comes after a quiet minute, so each is a toast again.
    const rewrite = await fastestOf(3, () => notifyUsers(at((minutes += 5)), crowd, message(`at ${minutes}`)));
    console.info(`notifyUsers to 1,000: first ${first.toFixed(0)} ms, topic rewrite ${rewrite.toFixed(0)} ms (fastest of 3)`);
    const [stored] = await t.db.select({ value: count() }).from(notifications).where(and(eq(notifications.appId, team.tenant.id), eq(notifications.body, 'at 15')));
    expect(stored.value).toBe(1000);
    expect(spy.sent.filter((push) => push.target === NOTIFICATION_EVENT)).toHaveLength(4000);
    expect(first).toBeLessThan(2000);
    expect(rewrite).toBeLessThan(1000);
  });
});
