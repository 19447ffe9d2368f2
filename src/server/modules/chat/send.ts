import { sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { channelMembers, channels, messages, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/paging';
import { HttpError, invalid } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import {
  CHAT_DISABLED,
  CHAT_READ_ONLY,
  MESSAGE_ID_INVALID,
  SENDER_NOT_CALLER,
  type ChatMessage,
  type SendMessageSchema,
} from '../../../shared/contract/chat';
import { readTopicNotices } from '../notifications/service';
import { callerPlaceholders, channelAccess, channelAccessQuery, channelAccessValues, unknownChannel, type ChannelAccess } from './channels';
import { messageInChannel, toChatMessage } from './messages';
import { chatTopic, chatUnread, moveReadMarker, readMarkerAdvance } from './read-state';

type SendMessage = v.InferOutput<typeof SendMessageSchema>;

/**
 * POST /api/messages as one prepared statement (one round trip, planned once per connection: the
 * hub's fan-out waits for it): the caller's access to the channel, and only when they may write
 * there, the message, the channel's last activity and the sender's read marker. Messages of one
 * channel are written one at a time: touching the channel's row locks it until the statement
 * commits, and the message takes its id only then, so ids commit in the order they were given and
 * a client resuming after id N never misses an N-1 committed later.
 */
function sendStatement(db: Db, name: string) {
  const { appId, userId } = callerPlaceholders;
  const now = sql.placeholder('now');
  const target = db.$with('target').as(channelAccessQuery(db));
  const touched = db.$with('touched', { id: sql<number>`id` }).as(
    sql`update ${channels} set last_message_at = ${now}, updated_at = ${now}
      where ${channels.id} = (select id from ${target} where participant and open and not trashed) returning ${channels.id}`,
  );
  const inserted = db.$with('inserted', { id: sql<number>`id` }).as(
    sql`insert into ${messages} (app_id, channel_id, sender_id, message, session_id, created_at, updated_at)
      select ${appId}, id, ${userId}, ${sql.placeholder('message')}, ${sql.placeholder('sessionId')}, ${now}, ${now} from ${touched}
      returning id, channel_id, message, sender_id, session_id, created_at, updated_at`,
  );
  const marked = db.$with('marked', {}).as(
    db
      .insert(channelMembers)
      .select((qb) =>
        qb
          .select({
            appId: sql<number>`${appId}`.as('app_id'),
            channelId: sql<number>`channel_id`.as('channel_id'),
            userId: sql<number>`${userId}`.as('user_id'),
            lastReadAt: sql<Date>`${now}`.as('last_read_at'),
            lastReadMessageId: sql<number>`id`.as('last_read_message_id'),
            createdAt: sql<Date>`${now}`.as('created_at'),
          })
          .from(inserted),
      )
      .onConflictDoUpdate(readMarkerAdvance())
      .getSQL(),
  );
  return db
    .with(target, touched, inserted, marked)
    .select({
      id: target.id,
      publicId: target.publicId,
      channelName: target.channelName,
      applicationId: target.applicationId,
      participant: target.participant,
      trashed: target.trashed,
      open: target.open,
      messageId: sql<number | null>`${inserted}.id`,
      message: sql<string>`${inserted}.message`,
      sessionId: sql<string | null>`${inserted}.session_id`,
      createdAt: sql<Date | string>`${inserted}.created_at`,
      updatedAt: sql<Date | string>`${inserted}.updated_at`,
      senderName: users.name,
      senderLastName: users.lastName,
    })
    .from(target)
    .leftJoin(inserted, sql`true`)
    .leftJoin(users, sql`${users.id} = ${inserted}.sender_id`)
    .prepare(name);
}

/** POST /api/messages (see `sendStatement`). Refusals (not the caller, unknown channel, read-only, chat off) store nothing. */
export async function sendMessage(ctx: ServiceContext, input: SendMessage): Promise<{ channel: ChannelAccess; message: ChatMessage }> {
  if (input.senderId !== undefined && input.senderId !== ctx.user.id) throw invalid({ senderId: [SENDER_NOT_CALLER] });
  const [row] = await preparedOnce(ctx.db, 'send_message', sendStatement).execute({
    ...channelAccessValues(ctx, input.channelId),
    now: ctx.now,
    message: input.message,
    sessionId: input.sessionId ?? null,
  });
  const channel = channelAccess(ctx, row);
  if (!channel.participant) throw new HttpError(403, CHAT_READ_ONLY);
  if (!channel.open) throw new HttpError(403, CHAT_DISABLED);
  // Allowed, yet nothing stored: the channel went away between the statement's read and its write.
  if (row.messageId === null) throw unknownChannel();
  const message = toChatMessage(channel, {
    id: Number(row.messageId),
    message: row.message,
    senderId: ctx.user.id,
    senderName: row.senderName,
    senderLastName: row.senderLastName,
    sessionId: row.sessionId,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  });
  return { channel, message };
}

/**
 * POST /api/channels/{id}/read: everything up to `messageId` (one of this channel's) has been seen.
 * A chat read to its end reads its notice too, and the caller's tabs recount the bell.
 */
export async function markChannelRead(ctx: ServiceContext, channel: ChannelAccess, messageId: number): Promise<void> {
  if (!(await messageInChannel(ctx.db, channel, messageId))) throw new HttpError(404, MESSAGE_ID_INVALID);
  const wasUnread = await chatUnread(ctx.db, ctx, channel.id);
  await moveReadMarker(ctx.db, ctx, channel.id, messageId);
  if (!(await chatUnread(ctx.db, ctx, channel.id))) await readTopicNotices(ctx, chatTopic(channel.id), wasUnread);
}
