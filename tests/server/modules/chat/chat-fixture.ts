import { eq } from 'drizzle-orm';
import { applicationRecruiters, channels, groups } from '../../../../src/server/db/schema';
import { openReferralChannel } from '../../../../src/server/modules/chat/service';
import { createApplication, createJob } from '../../../support/job-factory';
import { createTeam, type Team } from '../../../support/team';
import type { TestApp, TestUser } from '../../../support/test-app';

// A workspace for chat tests: the team (admin, recruiter, hiring manager, employee, outsider), a
// second recruiter and employee, a job whose group allows referral chat and one whose group turned
// it off (both managed by the team's hiring manager), and referrals with their channels.

export interface ChatReferral {
  applicationId: number;
  /** The channel's internal id (hub group) and public id (API). */
  channelId: number;
  publicId: string;
}

export interface ChatWorld extends Team {
  recruiter2: TestUser;
  employee2: TestUser;
  openJobId: number;
  closedJobId: number;
  /** A referral by `referrer` to a job, with these recruiters assigned, and its channel. */
  referral(options: {
    referrer: TestUser;
    jobId?: number;
    recruiters?: TestUser[];
    firstName?: string;
    lastName?: string;
  }): Promise<ChatReferral>;
}

export async function createChatWorld(t: TestApp, key: string): Promise<ChatWorld> {
  const team = await createTeam(t, key);
  const appId = team.tenant.id;
  const recruiter2 = await t.factories.user(team.tenant, 'recruiter');
  const employee2 = await t.factories.user(team.tenant, 'employee');
  const group = async (groupName: string, enableReferralChat: number) =>
    (await t.db.insert(groups).values({ appId, groupName, enableReferralChat }).returning())[0].id;
  const openJob = await createJob(t.db, appId, {
    jobTitle: 'Backend Engineer',
    groupId: await group('Engineering panel', 1),
    hiringManagerId: team.manager.id,
  });
  const closedJob = await createJob(t.db, appId, {
    jobTitle: 'Account Executive',
    groupId: await group('Sales panel', 0),
    hiringManagerId: team.manager.id,
  });

  async function referral(options: Parameters<ChatWorld['referral']>[0]): Promise<ChatReferral> {
    const names = {
      ...(options.firstName ? { firstName: options.firstName } : {}),
      ...(options.lastName ? { lastName: options.lastName } : {}),
    };
    const application = await createApplication(t.db, appId, options.jobId ?? openJob.id, { referrerId: options.referrer.id, ...names });
    for (const recruiter of options.recruiters ?? [])
      await t.db.insert(applicationRecruiters).values({ appId, applicationId: application.id, userId: recruiter.id });
    await openReferralChannel(t.db, appId, application.id);
    const [channel] = await t.db.select().from(channels).where(eq(channels.applicationId, application.id));
    return { applicationId: application.id, channelId: channel.id, publicId: channel.publicId };
  }

  return { ...team, recruiter2, employee2, openJobId: openJob.id, closedJobId: closedJob.id, referral };
}
