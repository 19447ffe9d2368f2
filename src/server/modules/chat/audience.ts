import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { applicationRecruiters, applications, channelMembers, channels, jobs, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Caller, ServiceContext } from '../../core/context';
import { channelGroup } from '../../core/realtime';
import { chatOpen, participantChannels } from './access';

// Who hears a channel live: its participants' connections are in the channel's hub group. A new
// connection joins the groups of the caller's open channels (the hub asks at negotiate); when
// participation or access changes later, the users concerned join or leave at once, and a user
// whose account changed is reset (their connections closed) on every instance.

/** The participants whose read marker in `channelId` is still before `messageId` (none yet counts as before). */
export async function participantsNotHavingRead(
  db: Db,
  appId: number,
  applicationId: number,
  channelId: number,
  messageId: number,
): Promise<number[]> {
  const result = await db.execute(sql`
    ${participantsOf(appId, applicationId)}
    where not exists (
      select 1 from ${channelMembers}
      where ${channelMembers.channelId} = ${channelId} and ${channelMembers.userId} = u.id and ${channelMembers.lastReadMessageId} >= ${messageId}
    )`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/**
 * The active users taking part in the chat of this referral (`applicationId`, a value or the
 * column of an enclosing query): referrer, recruiters, the job's hiring manager, as `u.id`.
 * The participants are listed first and each is then looked up by primary key (the LIMIT keeps the
 * lateral lookup from being merged into a join the planner may turn around), whatever the statistics
 * say. Planned as a join or an `= any(…)` filter, a chat that grew since the last ANALYZE (1,000
 * recruiters, estimated at 8) compared every user of the app with every participant: 40 ms to 3 s on
 * 5,000 users, holding the embedded database and the event loop (the hub bench's p99).
 */
function participantsOf(appId: number, applicationId: number | PgColumn): SQL {
  return sql`
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
    ) u`;
}

/** The hub groups a new connection of `caller` joins: the channels they take part in and may use. */
export function chatConnectGroups(db: Db, caller: Caller): Promise<string[]> {
  return channelGroupsOf(db, caller.appId, caller.user.id);
}

async function channelGroupsOf(db: Db, appId: number, userId: number): Promise<string[]> {
  const rows = await db
    .select({ id: channels.id })
    .from(channels)
    .where(participantChannels({ appId, user: { id: userId } }));
  return rows.map((row) => channelGroup(appId, row.id));
}

type AudienceContext = Pick<ServiceContext, 'db' | 'appId' | 'realtime'>;

/**
 * After a change to a user's account (role, active) committed: their live connections leave every
 * chat and are closed. An active user's clients may reconnect, into the chats they take part in
 * now; a deactivated user's may not (negotiate refuses them too).
 */
export async function resetChatAccess(ctx: AudienceContext, userId: number, active: boolean): Promise<void> {
  await ctx.realtime.resetUser(ctx.appId, userId, active ? await channelGroupsOf(ctx.db, ctx.appId, userId) : null);
}

/** The referrals whose chats a change touched: these, every referral to a job, or to the jobs of a group. */
export type ChatScope = { applicationIds: readonly number[] } | { jobId: number } | { groupId: number };

/**
 * After a change of who takes part in some referrals' chats, or of whether they are open (trashed,
 * restored), committed: `people` (by default everyone taking part) join the chats of `scope` they
 * take part in that are open, and leave the others, on the connections they have now and later.
 */
export async function refreshChatAudience(ctx: AudienceContext, scope: ChatScope, people?: readonly number[]): Promise<void> {
  const referrals = scopeIds(ctx.appId, scope);
  if (!referrals) return;
  const result = await ctx.db.execute(sql`
    select ${channels.id} as id, ${chatOpen(channels.applicationId)} as open, array(${participantsOf(ctx.appId, channels.applicationId)}) as members
    from ${channels}
    where ${channels.appId} = ${ctx.appId} and ${channels.applicationId} in ${referrals}`);
  const chats = (result as unknown as { rows: { id: number; open: boolean; members: number[] }[] }).rows;
  await Promise.all(
    chats.flatMap((chat) => {
      const group = channelGroup(ctx.appId, Number(chat.id));
      const members = chat.members.map(Number);
      return (people ?? members).map((userId) =>
        chat.open && members.includes(userId)
          ? ctx.realtime.addUserToGroup(ctx.appId, userId, group)
          : ctx.realtime.removeUserFromGroup(ctx.appId, userId, group),
      );
    }),
  );
}

/** The scope as a subquery of application ids; null when it names none. */
function scopeIds(appId: number, scope: ChatScope): SQL | null {
  const ofApp = sql`select ${applications.id} from ${applications} where ${applications.appId} = ${appId}`;
  if ('jobId' in scope) return sql`(${ofApp} and ${applications.jobId} = ${scope.jobId})`;
  if ('groupId' in scope)
    return sql`(${ofApp} and ${applications.jobId} in (select ${jobs.id} from ${jobs} where ${jobs.appId} = ${appId} and ${jobs.groupId} = ${scope.groupId}))`;
  if (scope.applicationIds.length === 0) return null;
  return sql`(${sql.join(
    scope.applicationIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
