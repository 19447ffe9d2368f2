import type { Logger } from 'pino';
import { backgroundTasks } from '../../http/background';
import { loggableError } from '../../http/error-log';
import type { ServiceContext } from '../../http/context';
import type { ChatMessage } from '../../../shared/contract/chat';
import { notifyUsers } from '../notifications/service';
import { participantsNotHavingRead } from './audience';
import type { ChannelAccess } from './channels';

/**
 * How long a chat message may go unseen before its participants are told. Someone who has the
 * chat open marks it read within this time (the web client posts its read marker as messages
 * arrive), so "a new chat message when I am not in that channel" needs no presence tracking, and a
 * burst of messages makes one notification, not one per message.
 */
export const CHAT_NOTICE_DELAY_MS = 2_000;

/** How much of a message a notification shows. */
const PREVIEW_LENGTH = 140;
const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text);

type Pending = { ctx: ServiceContext; channel: ChannelAccess; latest: ChatMessage };
/** Per channel (this instance), the newest message waiting for its notice. */
const pending = new Map<string, Pending>();

/** Notice of `message` after the delay; a later message of the same channel in the meantime replaces it. */
export function scheduleChatNotice(ctx: ServiceContext, logger: Pick<Logger, 'error'>, channel: ChannelAccess, message: ChatMessage): void {
  const key = `${ctx.appId}:${channel.id}`;
  const waiting = pending.has(key);
  pending.set(key, { ctx, channel, latest: message });
  if (waiting) return;
  backgroundTasks.later(CHAT_NOTICE_DELAY_MS, async () => {
    const due = pending.get(key);
    pending.delete(key);
    if (!due) return;
    await noticeUnseen(due).catch((error: unknown) =>
      logger.error({ error: loggableError(error), channelId: channel.id, messageId: due.latest.id }, 'chat participants could not be notified'),
    );
  });
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
    topic: `chat:${channel.id}`,
  };
  await notifyUsers(actor, unseen, notice, { background: true });
}
