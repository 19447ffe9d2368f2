import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { applicationRecruiters, channels, groups } from '../../../../src/server/db/schema';
import { openReferralChannel } from '../../../../src/server/modules/chat/service';
import type { ChatMessage } from '../../../../src/shared/contract/chat';
import { createApplication, createJob } from '../../../support/job-factory';
import { createTeam, type Team } from '../../../support/team';
import type { TestApp, TestUser } from '../../../support/test-app';

// The web chat tests' workspace: the team, a second employee, a job whose group allows referral
// chat (managed by the team's hiring manager), and referrals with their channels, made through
// the same service the referral form uses.

export interface WebChat {
  applicationId: number;
  /** The channel's public id (the API's and the address's). */
  id: string;
}

export interface ChatWorld extends Team {
  employee2: TestUser;
  referral(options: { referrer: TestUser; firstName: string; lastName: string; recruiters?: TestUser[] }): Promise<WebChat>;
  /** A message sent through the API, as the server stored it (what the hub would push). */
  send(as: TestUser, chat: WebChat, message: string): Promise<ChatMessage>;
}

export async function createChatWorld(t: TestApp, key: string): Promise<ChatWorld> {
  const team = await createTeam(t, key);
  const appId = team.tenant.id;
  const employee2 = await t.factories.user(team.tenant, 'employee');
  const [group] = await t.db.insert(groups).values({ appId, groupName: 'Engineering panel', enableReferralChat: 1 }).returning();
  const job = await createJob(t.db, appId, { jobTitle: 'Backend Engineer', groupId: group.id, hiringManagerId: team.manager.id });

  return {
    ...team,
    employee2,
    async referral({ referrer, firstName, lastName, recruiters = [] }) {
      const application = await createApplication(t.db, appId, job.id, { referrerId: referrer.id, firstName, lastName });
      for (const recruiter of recruiters)
        await t.db.insert(applicationRecruiters).values({ appId, applicationId: application.id, userId: recruiter.id });
      await openReferralChannel(t.db, appId, application.id);
      const [channel] = await t.db.select().from(channels).where(eq(channels.applicationId, application.id));
      return { applicationId: application.id, id: channel.publicId };
    },
    async send(as, chat, message) {
      const answer = await t.call('POST', '/api/messages', { as, json: { message, channelId: chat.id, senderId: as.id } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data as ChatMessage;
    },
  };
}
