import type { Logger } from 'pino';
import { loggableError } from '../../http/error-log';
import type { ServiceContext } from '../../http/context';
import { channelGroup } from '../../realtime/realtime';
import { CHAT_MESSAGE_EVENT, type ChatMessage } from '../../../shared/contract/chat';
import { notifyUsers } from '../notifications/service';
import { participantIds } from './audience';
import type { ChannelAccess } from './channels';

/** How much of a message a notification shows. */
const PREVIEW_LENGTH = 140;
const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text);

/**
 * After the sender has their answer: the message goes live to the channel's group, then the other
 * participants are notified (one notification per chat while unread: the topic). Started on
 * the next turn of the event loop, in send order, so neither a slow backplane nor a big
 * channel delays the POST; a failure is logged (the message is stored, a reconnecting client
 * fetches it).
 */
export function fanOut(ctx: ServiceContext, logger: Pick<Logger, 'error'>, channel: ChannelAccess, message: ChatMessage): void {
  setImmediate(() => {
    publishAndNotify(ctx, channel, message).catch((error: unknown) =>
      logger.error({ error: loggableError(error), channelId: channel.id, messageId: message.id }, 'a chat message could not be delivered live'),
    );
  });
}

async function publishAndNotify(ctx: ServiceContext, channel: ChannelAccess, message: ChatMessage): Promise<void> {
  await ctx.realtime.sendToGroup(channelGroup(ctx.appId, channel.id), CHAT_MESSAGE_EVENT, [message]);
  if (channel.applicationId === null) return;
  // notifyUsers leaves the sender out, logs its own failures and stores a big channel's in batches.
  await notifyUsers(ctx, await participantIds(ctx.db, ctx.appId, channel.applicationId), {
    kind: 'chat_message',
    title: `${message.senderName} in ${channel.channelName}`,
    body: preview(message.message),
    link: `/referralChat/${channel.publicId}`,
    topic: `chat:${channel.id}`,
  });
}
