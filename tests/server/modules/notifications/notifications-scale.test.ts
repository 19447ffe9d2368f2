import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { notifications, users } from '../../../../src/server/db/schema';
import { notifyUsers } from '../../../../src/server/modules/notifications/service';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { createTeam, type Team } from '../../../support/team';
import { recordingStatements } from '../../../support/statement-log';
import { contextOf, spyRealtime } from './notifications-support';
import { NOTIFICATION_EVENT } from '../../../../src/shared/contract/hub-events';

// A chat channel fans a message out to up to 1,000 people: one notifyUsers call, batched inserts,
// a push each. The statements sent are counted: a per-user round trip (1,000 of them took seconds
// on the embedded database) shows as a thousand or more.

let t: TestApp;
let team: Team;
let crowd: number[];
const spy = spyRealtime();

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'notify-scale');
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: 1000 }, (_, i) => ({
        appId: team.tenant.id,
        email: `crowd-${i}@example.test`,
        name: `Crowd${i}`,
        lastName: 'Member',
        role: 'employee' as const,
      })),
    )
    .returning({ id: users.id });
  crowd = rows.map((row) => row.id);
});
afterAll(() => t.close());

describe('notifyUsers at a big channel', () => {
  it('stores and pushes to 1,000 users in one call, and rewrites their topic in one, in batched statements', async () => {
    const message = (body: string) => ({
      kind: 'chat_message' as const,
      title: 'Ann in Big chat',
      body,
      link: '/referralChat/big',
      topic: 'chat:big',
    });
    const recording = recordingStatements(t.db);
    const at = (minutes: number) => ({
      ...contextOf(t, team.recruiter, spy.realtime, new Date(Date.UTC(2026, 10, 22, 9, minutes))),
      db: recording.db,
    });
    const statementsOf = async (notify: () => Promise<void>) => {
      const before = recording.statements.length;
      await notify();
      return recording.statements.length - before;
    };
    const first = await statementsOf(() => notifyUsers(at(0), crowd, message('first')));
    // Each rewrite comes after a quiet minute, so each is a toast again.
    const rewrites = [];
    for (const minutes of [5, 10, 15]) rewrites.push(await statementsOf(() => notifyUsers(at(minutes), crowd, message(`at ${minutes}`))));
    const [stored] = await t.db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.appId, team.tenant.id), eq(notifications.body, 'at 15')));
    expect(stored.value).toBe(1000);
    expect(spy.sent.filter((push) => push.target === NOTIFICATION_EVENT)).toHaveLength(4000);
    console.info(`notifyUsers to 1,000: first ${first} statements, topic rewrites ${rewrites.join(', ')}`);
    // 20 batches of 50, one transaction each: 60 statements on PGlite, 100 on PostgreSQL, where the
    // transaction's begin and commit are statements of their own. A round trip per user is 1,000+.
    for (const statements of [first, ...rewrites]) expect(statements).toBeLessThanOrEqual(crowd.length / 10);
  });
});
