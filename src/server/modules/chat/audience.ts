import { and, eq, sql, type SQL } from 'drizzle-orm';
import { applicationRecruiters, applications, channelMembers, channels, jobs, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Caller } from '../../http/authenticate';
import type { ServiceContext } from '../../http/context';
import { channelGroup } from '../../realtime/realtime';
import { chatOpen, participantChannels } from './access';

// Who hears a channel live: its participants' connections are in the channel's hub group. A new
// connection joins the groups of the caller's open channels (the hub asks at negotiate); when
// participation changes later, the users concerned join or leave at once.

/**
 * The active users taking part in the chat of this referral: referrer, recruiters, the job's hiring manager.
 * The participants are listed first and each is then looked up by primary key (the LIMIT keeps the
 * lateral lookup from being merged into a join the planner may turn around), whatever the statistics
 * say. Planned as a join or an `= any(…)` filter, a chat that grew since the last ANALYZE (1,000
 * recruiters, estimated at 8) compared every user of the app with every participant: 40 ms to 3 s on
 * 5,000 users, holding the embedded database and the event loop (the hub bench's p99).
 */
export function participantIds(db: Db, appId: number, applicationId: number): Promise<number[]> {
  return participantsWhere(db, appId, applicationId, sql``);
}

/** The participants whose read marker in `channelId` is still before `messageId` (none yet counts as before). */
export function participantsNotHavingRead(db: Db, appId: number, applicationId: number, channelId: number, messageId: number): Promise<number[]> {
  return participantsWhere(
    db,
    appId,
    applicationId,
    sql`where not exists (
      select 1 from ${channelMembers}
      where ${channelMembers.channelId} = ${channelId} and ${channelMembers.userId} = u.id and ${channelMembers.lastReadMessageId} >= ${messageId}
    )`,
  );
}

async function participantsWhere(db: Db, appId: number, applicationId: number, where: SQL): Promise<number[]> {
  const result = await db.execute(sql`
    select u.id from (
      select ${applications.referrerId} as id from ${applications} where ${applications.id} = ${applicationId} and ${applications.appId} = ${appId}
      union
      select ${applicationRecruiters.userId} from ${applicationRecruiters} where ${applicationRecruiters.applicationId} = ${applicationId}
      union
      select ${jobs.hiringManagerId} from ${jobs} join ${applications} on ${applications.jobId} = ${jobs.id}
        where ${applications.id} = ${applicationId} and ${jobs.appId} = ${appId}
    ) participant
    cross join lateral (
      select ${users.id} from ${users} where ${users.id} = participant.id and ${users.appId} = ${appId} and ${users.status} = 1 limit 1
    ) u
    ${where}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/** The hub groups a new connection of `caller` joins: the channels they take part in and may use. */
export async function chatConnectGroups(db: Db, caller: Caller): Promise<string[]> {
  const rows = await db.select({ id: channels.id }).from(channels).where(participantChannels(caller));
  return rows.map((row) => channelGroup(caller.appId, row.id));
}

/**
 * After a change of who takes part in a referral's chat (a new referral, recruiters reassigned),
 * once it committed: the participants' live connections join the channel's group, and the
 * `formerly` named users who no longer take part leave it.
 */
export async function refreshChatAudience(ctx: Pick<ServiceContext, 'db' | 'appId' | 'realtime'>, applicationId: number, formerly: readonly number[] = []): Promise<void> {
  const ofReferral = and(eq(channels.appId, ctx.appId), eq(channels.applicationId, applicationId));
  const [channel] = await ctx.db.select({ id: channels.id }).from(channels).where(ofReferral);
  if (!channel) return;
  // Asked in WHERE: a one-table query names the columns of its selected expressions unqualified.
  const [open] = await ctx.db.select({ id: channels.id }).from(channels).where(and(ofReferral, chatOpen(channels.applicationId)));
  const group = channelGroup(ctx.appId, channel.id);
  const members = open ? await participantIds(ctx.db, ctx.appId, applicationId) : [];
  await Promise.all([
    ...members.map((userId) => ctx.realtime.addUserToGroup(ctx.appId, userId, group)),
    ...formerly.filter((userId) => !members.includes(userId)).map((userId) => ctx.realtime.removeUserFromGroup(ctx.appId, userId, group)),
  ]);
}
