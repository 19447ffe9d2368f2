import { and, eq, max, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { channelMembers, channels, messages } from '../../db/schema';
import type { Db } from '../../db/client';
import { inIds } from '../../db/any-of';
import { preparedOnce } from '../../db/paging';
import type { ServiceContext } from '../../core/context';
import { chatOpen, participantChannels, participatingApplications } from './access';

// What "unread" means, for the chat list and the top bar's bell alike (README "Referral chat"): a
// chat you take part in (and may write in) with a message from someone else after your read
// marker. The list counts a chat's unread messages, the bell counts the chats that have any.

type Caller = Pick<ServiceContext, 'appId' | 'user'>;

/** The notifications topic of a channel's messages (one unread notification per chat and user). */
export const chatTopic = (channelId: number) => `chat:${channelId}`;

/** The channel a `chatTopic` names, or null for another topic. */
export function channelOfTopic(topic: string | null): number | null {
  const match = topic === null ? null : /^chat:(\d+)$/.exec(topic);
  return match ? Number(match[1]) : null;
}

/** Messages of the channel `channelId` (a column or an expression) from someone other than `userId`, after that user's read marker. */
function unreadFrom(userId: number | Placeholder, channelId: SQL | typeof channels.id = channels.id): SQL {
  const marker = sql`(select ${channelMembers.lastReadMessageId} from ${channelMembers} where ${channelMembers.channelId} = ${channelId} and ${channelMembers.userId} = ${userId})`;
  return sql`${messages.channelId} = ${channelId} and ${messages.id} > coalesce(${marker}, 0) and ${messages.senderId} is distinct from ${userId}`;
}

/** The caller's unread messages in the channel (on `channels`); 0 where `participates` (a condition on it) does not hold. */
export const unreadMessages = (caller: Caller, participates: SQL) =>
  sql<number>`case when ${participates} then (select count(*)::int from ${messages} where ${unreadFrom(caller.user.id)}) else 0 end`;

const hasUnread = (caller: Caller) => sql`exists (select 1 from ${messages} where ${unreadFrom(caller.user.id)})`;

/** The bell counts unread chats up to this many (its badge says 99+ from there). */
const UNREAD_CHATS_CAP = 100;

/**
 * How many chats the caller has unread (at most UNREAD_CHATS_CAP): the chats of
 * `participantChannels`, read outward from the caller's referrals, assignments and jobs, each step
 * a lookup by key. Planned as joins, the open-chat and unread tests were run over every application
 * and message of the workspace (150 ms for an employee of 50 chats among 50,000): the participants
 * are listed first, and the open-chat test is fenced (OFFSET 0) so it runs per chat.
 */
const prepareUnreadChatCount = (db: Db, name: string) => {
  const appId = sql.placeholder('appId');
  const userId = sql.placeholder('userId');
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(
      sql`(
        with participant(id) as materialized ${participatingApplications(appId, userId)}
        select 1 from participant
        cross join lateral (
          select ${channels.id} as id from ${channels} where ${channels.applicationId} = participant.id and ${channels.appId} = ${appId} limit 1
        ) channel
        cross join lateral (select 1 from ${messages} where ${unreadFrom(userId, sql`channel.id`)} limit 1) unread_message
        cross join lateral (select ${chatOpen(sql`participant.id`)} as open offset 0) gate
        where gate.open
        limit ${UNREAD_CHATS_CAP}
      ) unread`,
    )
    .prepare(name);
};

export async function unreadChatCount(db: Db, caller: Caller): Promise<number> {
  const [row] = await preparedOnce(db, 'unread_chat_count', prepareUnreadChatCount).execute({
    appId: caller.appId,
    userId: caller.user.id,
  });
  return Number(row?.total ?? 0);
}

/**
 * The member's read marker moves forward only (a late "read up to 10" after "read up to 12" keeps
 * 12); the row is made on first use, so a participant needs no membership set up beforehand.
 */
export function readMarkerAdvance() {
  const current = sql`coalesce(${channelMembers.lastReadMessageId}, 0)`;
  return {
    target: [channelMembers.channelId, channelMembers.userId],
    set: {
      lastReadMessageId: sql`greatest(${current}, excluded.last_read_message_id)`,
      lastReadAt: sql`case when ${current} < excluded.last_read_message_id then excluded.last_read_at else ${channelMembers.lastReadAt} end`,
    },
  };
}

export async function moveReadMarker(
  db: Db,
  ctx: Pick<ServiceContext, 'appId' | 'user' | 'now'>,
  channelId: number,
  messageId: number,
): Promise<void> {
  await db
    .insert(channelMembers)
    .values({ appId: ctx.appId, channelId, userId: ctx.user.id, lastReadMessageId: messageId, lastReadAt: ctx.now, createdAt: ctx.now })
    .onConflictDoUpdate(readMarkerAdvance());
}

/** Whether the caller has unread messages in the channel. */
export async function chatUnread(db: Db, caller: Caller, channelId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.id, channelId), hasUnread(caller)))
    .limit(1);
  return row !== undefined;
}

/**
 * Reads the caller's chats up to their newest message: the listed ones, or every unread one ('all').
 * Only chats the caller takes part in; their notices are the caller's to mark.
 */
export async function markChatsRead(
  db: Db,
  ctx: Pick<ServiceContext, 'appId' | 'user' | 'now'>,
  channelIds: readonly number[] | 'all',
): Promise<void> {
  if (channelIds !== 'all' && channelIds.length === 0) return;
  const newest = await db
    .select({ channelId: channels.id, messageId: max(messages.id) })
    .from(channels)
    .innerJoin(messages, eq(messages.channelId, channels.id))
    .where(and(participantChannels(ctx), hasUnread(ctx), channelIds === 'all' ? undefined : inIds(channels.id, channelIds)))
    .groupBy(channels.id);
  if (newest.length === 0) return;
  await db
    .insert(channelMembers)
    .values(
      newest.map((row) => ({
        appId: ctx.appId,
        channelId: row.channelId,
        userId: ctx.user.id,
        lastReadMessageId: Number(row.messageId ?? 0),
        lastReadAt: ctx.now,
        createdAt: ctx.now,
      })),
    )
    .onConflictDoUpdate(readMarkerAdvance());
}
