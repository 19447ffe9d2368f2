import { eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { channelMembers, channels, messages } from '../../db/schema';
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
import { messageInChannel, readMessage } from './messages';

type SendMessage = v.InferOutput<typeof SendMessageSchema>;

/**
 * The member's read marker moves forward only (a late "read up to 10" after "read up to 12" keeps
 * 12); the row is made on first use, so a participant needs no membership set up beforehand.
 */
export async function moveReadMarker(db: Db, ctx: Pick<ServiceContext, 'appId' | 'user' | 'now'>, channelId: number, messageId: number): Promise<void> {
  const current = sql`coalesce(${channelMembers.lastReadMessageId}, 0)`;
  await db
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

/**
 * Messages of one channel are written one at a time, so ids are committed in the order they
 * were given: a client resuming after id N can never miss an N-1 committed later.
 */
const serializeChannel = (db: Db, channelId: number) => db.execute(sql`select pg_advisory_xact_lock(hashtext('chat-channel'), ${channelId})`);

/**
 * POST /api/messages: the message, the channel's last activity and the sender's read marker in
 * one transaction. Refusals (not the caller, unknown channel, read-only, chat off) store nothing.
 */
export async function sendMessage(ctx: ServiceContext, input: SendMessage): Promise<{ channel: ChannelAccess; message: ChatMessage }> {
  if (input.senderId !== undefined && input.senderId !== ctx.user.id) throw invalid({ senderId: [SENDER_NOT_CALLER] });
  const channel = await findChannel(ctx, input.channelId);
  if (!channel.participant) throw new HttpError(403, CHAT_READ_ONLY);
  if (!channel.open) throw new HttpError(403, CHAT_DISABLED);
  const message = await ctx.db.transaction(async (tx) => {
    await serializeChannel(tx, channel.id);
    const [row] = await tx
      .insert(messages)
      .values({ appId: ctx.appId, channelId: channel.id, senderId: ctx.user.id, message: input.message, sessionId: input.sessionId ?? null, createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: messages.id });
    await tx.update(channels).set({ lastMessageAt: ctx.now, updatedAt: ctx.now }).where(eq(channels.id, channel.id));
    await moveReadMarker(tx, ctx, channel.id, row.id);
    return readMessage(tx, channel, row.id);
  });
  return { channel, message };
}

/** POST /api/channels/{id}/read: everything up to `messageId` (one of this channel's) has been seen. */
export async function markChannelRead(ctx: ServiceContext, channel: ChannelAccess, messageId: number): Promise<void> {
  if (!(await messageInChannel(ctx.db, channel, messageId))) throw new HttpError(404, MESSAGE_ID_INVALID);
  await moveReadMarker(ctx.db, ctx, channel.id, messageId);
}
