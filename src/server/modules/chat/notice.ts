import type { Logger } from 'pino';
import { backgroundTasks } from '../../http/background';
import { loggableError } from '../../core/error-log';
import type { ServiceContext } from '../../core/context';
import type { ChatMessage } from '../../../shared/contract/chat';
import { notifyUsers } from '../notifications/service';
import { participantsNotHavingRead } from './audience';
import type { ChannelAccess } from './channels';
import { chatTopic } from './read-state';

/**
 * How long a chat message may go unseen before its participants are told. Someone who has the
 * chat open marks it read within this time (the web client posts its read marker as messages
 * arrive), so "a new chat message when I am not in that channel" needs no presence tracking, and a
 * burst of messages makes one notification, not one per message.
 */
export const CHAT_NOTICE_DELAY_MS = 2_000;
/**
 * The least time between two notices of one chat while it stays busy: each rewrites every unread
 * participant's notification of it (a 1,000-member chat, 1,000 rows and pushes), work that would
 * otherwise run all the time beside the chat's own messages. The first message still tells within
 * CHAT_NOTICE_DELAY_MS; later ones update that notification at most this often.
 */
export const CHAT_NOTICE_INTERVAL_MS = 10_000;

/** How much of a message a notification shows. */
const PREVIEW_LENGTH = 140;
const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text);

type Pending = { ctx: ServiceContext; channel: ChannelAccess; latest: ChatMessage };
/** Per channel (this instance), the newest message waiting for its notice. */
const pending = new Map<string, Pending>();
/** Per channel (this instance), when its last notice started, kept for CHAT_NOTICE_INTERVAL_MS. */
const lastNoticeAt = new Map<string, number>();

/**
 * Notice of `message` after the delay, or once the chat's interval since its last notice is over;
 * a later message of the same channel in the meantime replaces it.
 */
export function scheduleChatNotice(ctx: ServiceContext, logger: Pick<Logger, 'error'>, channel: ChannelAccess, message: ChatMessage): void {
  const key = `${ctx.appId}:${channel.id}`;
  const waiting = pending.has(key);
  pending.set(key, { ctx, channel, latest: message });
  if (waiting) return;
  backgroundTasks.later(noticeDelayMs(lastNoticeAt.get(key), performance.now()), async () => {
    const due = pending.get(key);
    pending.delete(key);
    if (!due) return;
    noteNoticeStarted(key);
    await noticeUnseen(due).catch((error: unknown) =>
      logger.error(
        { error: loggableError(error), channelId: channel.id, messageId: due.latest.id },
        'chat participants could not be notified',
      ),
    );
  });
}

/** How long a new message's notice waits: the delay, or what is left of the chat's interval since its last notice. */
export function noticeDelayMs(lastNoticeStartedAt: number | undefined, now: number): number {
  if (lastNoticeStartedAt === undefined) return CHAT_NOTICE_DELAY_MS;
  return Math.max(CHAT_NOTICE_DELAY_MS, lastNoticeStartedAt + CHAT_NOTICE_INTERVAL_MS - now);
}

function noteNoticeStarted(key: string): void {
  const at = performance.now();
  lastNoticeAt.set(key, at);
  setTimeout(() => lastNoticeAt.get(key) === at && lastNoticeAt.delete(key), CHAT_NOTICE_INTERVAL_MS).unref();
}

/** The participants whose read marker is still before the newest message are told who wrote where (one per chat while unread: the topic). */
async function noticeUnseen({ ctx, channel, latest }: Pending): Promise<void> {
  await backgroundTasks.yieldToRequests();
  const unseen = await participantsNotHavingRead(ctx.db, ctx.appId, channel.applicationId ?? 0, channel.id, latest.id);
  // The newest message's sender is the actor: notifyUsers never tells the actor.
  const actor = { ...ctx, user: { ...ctx.user, id: latest.senderId ?? ctx.user.id } };
  const notice = {
    kind: 'chat_message' as const,
    title: `${latest.senderName} in ${channel.channelName}`,
    body: preview(latest.message),
    link: `/referralChat/${channel.publicId}`,
    topic: chatTopic(channel.id),
  };
  await notifyUsers(actor, unseen, notice, { background: true });
}
