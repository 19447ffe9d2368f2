import { sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import { channelMembers, channels, messages, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { HttpError, invalid } from '../../http/errors';
import type { ServiceContext } from '../../http/context';
import {
  CHAT_DISABLED,
  CHAT_READ_ONLY,
  MESSAGE_ID_INVALID,
  SENDER_NOT_CALLER,
  type ChatMessage,
  type SendMessageSchema,
} from '../../../shared/contract/chat';
import { findChannel, type ChannelAccess } from './channels';
import { messageInChannel, toChatMessage } from './messages';

type SendMessage = v.InferOutput<typeof SendMessageSchema>;

/**
 * The member's read marker moves forward only (a late "read up to 10" after "read up to 12" keeps
 * 12); the row is made on first use, so a participant needs no membership set up beforehand.
 */
function readMarkerUpsert(db: Db, ctx: Pick<ServiceContext, 'appId' | 'user' | 'now'>, channelId: number, messageId: number | SQL) {
  const current = sql`coalesce(${channelMembers.lastReadMessageId}, 0)`;
  return db
    .insert(channelMembers)
    .values({ appId: ctx.appId, channelId, userId: ctx.user.id, lastReadMessageId: messageId, lastReadAt: ctx.now, createdAt: ctx.now })
    .onConflictDoUpdate({
      target: [channelMembers.channelId, channelMembers.userId],
      set: {
        lastReadMessageId: sql`greatest(${current}, excluded.last_read_message_id)`,
        lastReadAt: sql`case when ${current} < excluded.last_read_message_id then excluded.last_read_at else ${channelMembers.lastReadAt} end`,
      },
    });
}

export async function moveReadMarker(db: Db, ctx: Pick<ServiceContext, 'appId' | 'user' | 'now'>, channelId: number, messageId: number): Promise<void> {
  await readMarkerUpsert(db, ctx, channelId, messageId);
}

type StoredMessage = { id: number; message: string; sender_id: number | null; session_id: string | null; created_at: Date | string; updated_at: Date | string; name: string | null; last_name: string | null };

/**
 * POST /api/messages: the message, the channel's last activity and the sender's read marker in
 * one statement (one round trip: the hub's fan-out waits for it). Messages of one channel are
 * written one at a time: touching the channel's row locks it until the statement commits, and the
 * message takes its id only then, so ids commit in the order they were given and a client
 * resuming after id N never misses an N-1 committed later. Refusals (not the caller, unknown
 * channel, read-only, chat off) store nothing.
 */
export async function sendMessage(ctx: ServiceContext, input: SendMessage): Promise<{ channel: ChannelAccess; message: ChatMessage }> {
  if (input.senderId !== undefined && input.senderId !== ctx.user.id) throw invalid({ senderId: [SENDER_NOT_CALLER] });
  const channel = await findChannel(ctx, input.channelId);
  if (!channel.participant) throw new HttpError(403, CHAT_READ_ONLY);
  if (!channel.open) throw new HttpError(403, CHAT_DISABLED);
  const result = await ctx.db.execute(sql`
    with touched as (
      update ${channels} set last_message_at = ${ctx.now}, updated_at = ${ctx.now} where ${channels.id} = ${channel.id} returning ${channels.id} as id
    ), inserted as (
      insert into ${messages} (app_id, channel_id, sender_id, message, session_id, created_at, updated_at)
      select ${ctx.appId}, touched.id, ${ctx.user.id}, ${input.message}, ${input.sessionId ?? null}, ${ctx.now}, ${ctx.now} from touched
      returning id, message, sender_id, session_id, created_at, updated_at
    ), marked as ${readMarkerUpsert(ctx.db, ctx, channel.id, sql`(select id from inserted)`)}
    select inserted.*, ${users.name} as name, ${users.lastName} as last_name from inserted left join ${users} on ${users.id} = inserted.sender_id`);
  const [row] = (result as unknown as { rows: StoredMessage[] }).rows;
  const message = toChatMessage(channel, {
    id: Number(row.id),
    message: row.message,
    senderId: row.sender_id,
    senderName: row.name,
    senderLastName: row.last_name,
    sessionId: row.session_id,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  });
  return { channel, message };
}

/** POST /api/channels/{id}/read: everything up to `messageId` (one of this channel's) has been seen. */
export async function markChannelRead(ctx: ServiceContext, channel: ChannelAccess, messageId: number): Promise<void> {
  if (!(await messageInChannel(ctx.db, channel, messageId))) throw new HttpError(404, MESSAGE_ID_INVALID);
  await moveReadMarker(ctx.db, ctx, channel.id, messageId);
}
