import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { applications, channels, jobs, messages, users } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import type { Channel } from '../../../shared/contract/chat';
import { chatOpen, takesPart } from './access';
import { unreadMessages } from './read-state';

// The list rows of channels, read for one page's ids only: the candidate, the job, the referrer,
// the last message, the caller's unread count and whether the caller may write.

const referrers = alias(users, 'referrer');

type Caller = Pick<ServiceContext, 'db' | 'appId' | 'user'>;

/** The channels with these internal ids, in the given order (ids the caller may see: the query chose them). */
export async function channelRows(ctx: Caller, ids: readonly number[]): Promise<Channel[]> {
  if (ids.length === 0) return [];
  const canSend = sql<boolean>`(${takesPart(ctx)} and ${chatOpen(channels.applicationId)})`;
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
      // The newest message and the unread count each read the (channel_id, id) index. Only a chat
      // the caller may write in has unread messages (read-state.ts): an admin reading someone
      // else's chat is not told of it, by the bell or here.
      lastMessage: sql<
        string | null
      >`(select ${messages.message} from ${messages} where ${messages.channelId} = ${channels.id} order by ${messages.id} desc limit 1)`,
      unread: unreadMessages(ctx, canSend),
      canSend,
    })
    .from(channels)
    .leftJoin(applications, and(eq(applications.id, channels.applicationId), eq(applications.appId, ctx.appId)))
    .leftJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.appId, ctx.appId)))
    .leftJoin(referrers, and(eq(referrers.id, channels.referrerId), eq(referrers.appId, ctx.appId)))
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
