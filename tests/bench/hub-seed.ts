// The hub bench's data: one app, one referral with its chat channel, and HUB_CONNECTIONS users who
// connect. The first HUB_PARTICIPANTS are recruiters of the referred application (the chat's
// participants, as modules/chat/audience.ts reads them: the referrer, the application's recruiters,
// the job's hiring manager); the rest are employees outside the channel, whose connections are only
// held. The referrer takes part but does not connect, so the channel's group is exactly the recruiters.
import { applicationRecruiters, apps, channels, users } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';
import { createApplication, createJob } from '../support/job-factory';
import { createReferralSetup } from '../support/referral-factory';
import { HUB_BENCH_APP, HUB_CONNECTIONS, HUB_PARTICIPANTS, type HubBenchServer } from './hub-shared';

const CHUNK = 1_000;

export async function seedHubBench(db: Db) {
  const [app] = await db.insert(apps).values({ key: HUB_BENCH_APP, name: 'Hub bench', timeZone: 'Asia/Kolkata' }).returning();
  const referral = await createReferralSetup(db, app.id);
  const [referrer] = await db
    .insert(users)
    .values({ appId: app.id, email: 'referrer@hub.bench', name: 'Bench', lastName: 'Referrer', role: 'employee' })
    .returning();
  const userIds: number[] = [];
  for (let start = 0; start < HUB_CONNECTIONS; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, HUB_CONNECTIONS - start) }, (_, i) => {
      const n = start + i;
      const role = n < HUB_PARTICIPANTS ? ('recruiter' as const) : ('employee' as const);
      return { appId: app.id, email: `user-${n}@hub.bench`, name: `User${n}`, lastName: role, role };
    });
    userIds.push(...(await db.insert(users).values(rows).returning({ id: users.id })).map((row) => row.id));
  }
  const participantIds = userIds.slice(0, HUB_PARTICIPANTS);

  const job = await createJob(db, app.id, { jobTitle: 'Backend Engineer' });
  const application = await createApplication(db, app.id, job.id, {
    firstName: 'Asha',
    lastName: 'Rao',
    referrerId: referrer.id,
    referralStatusId: referral.statuses.in_progress,
    sourceId: referral.sourceId,
  });
  const [channel] = await db
    .insert(channels)
    .values({ appId: app.id, channelName: 'Asha Rao – Bench Referrer', applicationId: application.id, referrerId: referrer.id })
    .returning();
  for (let start = 0; start < participantIds.length; start += CHUNK) {
    const chunk = participantIds.slice(start, start + CHUNK);
    await db.insert(applicationRecruiters).values(chunk.map((userId) => ({ appId: app.id, applicationId: application.id, userId })));
  }

  const ready: Omit<HubBenchServer, 'port'> = {
    appKey: app.key,
    userIds,
    participantCount: participantIds.length,
    channelPublicId: channel.publicId,
    senderId: participantIds[0],
  };
  return {
    appId: app.id,
    channelId: channel.id,
    channelPublicId: channel.publicId,
    senderId: participantIds[0],
    ready,
  };
}
