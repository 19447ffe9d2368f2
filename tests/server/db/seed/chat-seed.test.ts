import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, apps, channelMembers, channels, groups, jobs, messages, users } from '../../../../src/server/db/schema';
import { seedDemoData } from '../../../../src/server/db/seed';
import type { Channel } from '../../../../src/shared/contract/chat';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

// The demo data's referral chats: a channel for every referral (as the refer flow and migration
// 0010 make them), conversations only where the job's group allows chat, read markers that leave
// some messages unread.

let t: TestApp;
let acmeId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { now: new Date('2026-11-20T09:00:00Z') });
  [{ id: acmeId }] = await t.db.select({ id: apps.id }).from(apps).where(eq(apps.key, 'acme'));
}, 120_000);
afterAll(() => t.close());

async function signedIn(email: string): Promise<TestUser> {
  const [user] = await t.db
    .select()
    .from(users)
    .where(and(eq(users.appId, acmeId), eq(users.email, email)));
  return {
    id: user.id,
    appId: acmeId,
    appKey: 'acme',
    email,
    role: user.role,
    token: await t.deps.auth.signer.sign({ userId: user.id, appKey: 'acme' }),
  };
}

describe('seeded referral chats', () => {
  it('give every referral its channel', async () => {
    for (const app of await t.db.select({ id: apps.id }).from(apps)) {
      const referred = await t.db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.appId, app.id), isNotNull(applications.referrerId)));
      const opened = await t.db.select({ applicationId: channels.applicationId }).from(channels).where(eq(channels.appId, app.id));
      expect(opened.map((row) => row.applicationId).sort()).toEqual(referred.map((row) => row.id).sort());
    }
  });

  it("hold conversations only on jobs whose group allows chat, with the channel's last activity and markers on its own messages", async () => {
    const talks = await t.db
      .selectDistinct({ channelId: messages.channelId, enabled: groups.enableReferralChat })
      .from(messages)
      .innerJoin(channels, eq(channels.id, messages.channelId))
      .innerJoin(applications, eq(applications.id, channels.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(groups, eq(groups.id, jobs.groupId))
      .where(eq(messages.appId, acmeId));
    expect(talks.length).toBe(12);
    expect(talks.every((talk) => talk.enabled !== 0)).toBe(true);
    const [stale] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(channels)
      .where(
        sql`${channels.lastMessageAt} is distinct from (select max(${messages.createdAt}) from ${messages} where ${messages.channelId} = ${channels.id})`,
      );
    expect(stale.n).toBe(0);
    const [foreignMarkers] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(channelMembers)
      .where(
        sql`${channelMembers.lastReadMessageId} is not null and not exists (select 1 from ${messages} m where m.id = ${channelMembers.lastReadMessageId} and m.channel_id = ${channelMembers.channelId})`,
      );
    expect(foreignMarkers.n).toBe(0);
  });

  it('show the demo people their chats through the API, some with unread messages', async () => {
    const unread: number[] = [];
    for (const email of ['employee@acme.test', 'recruiter@acme.test', 'manager@acme.test', 'admin@acme.test']) {
      const answer = await t.call('GET', '/api/channels?limit=100', { as: await signedIn(email) });
      expect(answer.status).toBe(200);
      unread.push(...(answer.body.data as Channel[]).map((channel) => channel.unread));
    }
    expect(unread.some((count) => count > 0)).toBe(true);
  });
});
