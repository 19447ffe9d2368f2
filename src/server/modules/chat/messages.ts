import { and, asc, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { messages, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../core/context';
import type { ChatMessage, MessageListQuery, MessagePage } from '../../../shared/contract/chat';
import type { ChannelAccess } from './channels';

// A channel's messages in id order. Ids only increase, so a client that saw id N and lost its
// connection asks for `after=N` and gets everything it missed, once, in order.

const messageFields = {
  id: messages.id,
  message: messages.message,
  senderId: messages.senderId,
  senderName: users.name,
  senderLastName: users.lastName,
  sessionId: messages.sessionId,
  createdAt: messages.createdAt,
  updatedAt: messages.updatedAt,
};

type MessageRow = {
  id: number;
  message: string;
  senderId: number | null;
  senderName: string | null;
  senderLastName: string | null;
  sessionId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toChatMessage(channel: Pick<ChannelAccess, 'publicId'>, row: MessageRow): ChatMessage {
  return {
    id: row.id,
    channelId: channel.publicId,
    message: row.message,
    senderId: row.senderId,
    senderName: `${row.senderName ?? ''} ${row.senderLastName ?? ''}`.trim() || 'Former user',
    sessionId: row.sessionId,
    createdAt: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function selectMessages(db: Db, where: SQL | undefined, order: SQL, limit: number) {
  return db.select(messageFields).from(messages).leftJoin(users, eq(users.id, messages.senderId)).where(where).orderBy(order).limit(limit);
}

async function anyBefore(db: Db, channelId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.channelId, channelId), lt(messages.id, id)))
    .limit(1);
  return row !== undefined;
}

/**
 * GET /api/channels/{id}/messages, oldest first: without `after`/`before` the newest page;
 * `after=N` the next page after id N (a client loops until a page comes back short);
 * `before=N` the page before N (scrolling back). `hasOlder` says whether anything precedes the page.
 */
export async function listMessages(ctx: ServiceContext, channel: ChannelAccess, query: MessageListQuery): Promise<MessagePage> {
  const inChannel = eq(messages.channelId, channel.id);
  let rows: MessageRow[];
  if (query.after !== undefined) {
    const where = and(inChannel, gt(messages.id, query.after), query.before === undefined ? undefined : lt(messages.id, query.before));
    rows = await selectMessages(ctx.db, where, asc(messages.id), query.limit);
    const first = rows[0]?.id ?? query.after + 1;
    return { data: rows.map((row) => toChatMessage(channel, row)), hasOlder: await anyBefore(ctx.db, channel.id, first) };
  }
  const where = and(inChannel, query.before === undefined ? undefined : lt(messages.id, query.before));
  rows = await selectMessages(ctx.db, where, desc(messages.id), query.limit + 1);
  const hasOlder = rows.length > query.limit;
  return {
    data: rows
      .slice(0, query.limit)
      .reverse()
      .map((row) => toChatMessage(channel, row)),
    hasOlder,
  };
}

/** Whether the message is one of this channel's. */
export async function messageInChannel(db: Db, channel: ChannelAccess, messageId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.channelId, channel.id)))
    .limit(1);
  return row !== undefined;
}
