import { and, eq, sql } from 'drizzle-orm';
import { applicationRecruiters, applications, channels, jobs, users } from '../../db/schema';
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
 * `= any(array(…))` rather than `in (…)`: the participants are listed once and users found by primary
 * key, whatever the statistics say. With `in`, a chat that grew since the last ANALYZE (1,000 recruiters,
 * estimated at 10) was planned as a nested loop comparing every user of the app with every participant:
 * ~1 s on 5,000 users, holding the embedded database and the event loop (the hub bench's p99).
 */
export async function participantIds(db: Db, appId: number, applicationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.appId, appId),
        eq(users.status, 1),
        sql`${users.id} = any(array(
          select ${applications.referrerId} from ${applications} where ${applications.id} = ${applicationId} and ${applications.appId} = ${appId}
          union
          select ${applicationRecruiters.userId} from ${applicationRecruiters} where ${applicationRecruiters.applicationId} = ${applicationId}
          union
          select ${jobs.hiringManagerId} from ${jobs} join ${applications} on ${applications.jobId} = ${jobs.id}
            where ${applications.id} = ${applicationId} and ${jobs.appId} = ${appId}
        ))`,
      ),
    );
  return rows.map((row) => row.id);
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
