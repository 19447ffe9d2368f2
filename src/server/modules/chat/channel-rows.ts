import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { applications, channelMembers, channels, jobs, messages, users } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import type { Channel } from '../../../shared/contract/chat';
import { chatOpen, takesPart } from './access';

// The list rows of channels, read for one page's ids only: the candidate, the job, the referrer,
// the last message, the caller's unread count and whether the caller may write.

const referrers = alias(users, 'referrer');

type Caller = Pick<ServiceContext, 'db' | 'appId' | 'user'>;

/** The channels with these internal ids, in the given order (ids the caller may see: the query chose them). */
export async function channelRows(ctx: Caller, ids: readonly number[]): Promise<Channel[]> {
  if (ids.length === 0) return [];
  const me = ctx.user.id;
  const rows = await ctx.db
    .select({
      id: channels.id,
      publicId: channels.publicId,
      channelName: channels.channelName,
      applicationId: channels.applicationId,
      referrerId: channels.referrerId,
      lastMessageAt: channels.lastMessageAt,
      firstName: applications.firstName,
      lastName: applications.lastName,
      jobTitle: jobs.jobTitle,
      referrerName: referrers.name,
      referrerLastName: referrers.lastName,
      // The newest message and the unread count each read the (channel_id, id) index.
      lastMessage: sql<string | null>`(select ${messages.message} from ${messages} where ${messages.channelId} = ${channels.id} order by ${messages.id} desc limit 1)`,
      unread: sql<number>`(select count(*)::int from ${messages}
        where ${messages.channelId} = ${channels.id} and ${messages.id} > coalesce(${channelMembers.lastReadMessageId}, 0)
          and ${messages.senderId} is distinct from ${me})`,
      canSend: sql<boolean>`(${takesPart(ctx)} and ${chatOpen(channels.applicationId)})`,
    })
    .from(channels)
    .leftJoin(applications, and(eq(applications.id, channels.applicationId), eq(applications.appId, ctx.appId)))
    .leftJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.appId, ctx.appId)))
    .leftJoin(referrers, and(eq(referrers.id, channels.referrerId), eq(referrers.appId, ctx.appId)))
    .leftJoin(channelMembers, and(eq(channelMembers.channelId, channels.id), eq(channelMembers.userId, me)))
    .where(and(eq(channels.appId, ctx.appId), inArray(channels.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.publicId,
        channelName: row.channelName,
        applicationId: row.applicationId,
        candidateName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
        jobTitle: row.jobTitle ?? '',
        referrerId: row.referrerId,
        referrerName: `${row.referrerName ?? ''} ${row.referrerLastName ?? ''}`.trim(),
        lastMessage: row.lastMessage,
        lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
        unread: Number(row.unread),
        canSend: Boolean(row.canSend),
      },
    ];
  });
}
