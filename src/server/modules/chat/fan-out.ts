import type { Logger } from 'pino';
import { backgroundTasks } from '../../http/background';
import { loggableError } from '../../core/error-log';
import type { ServiceContext } from '../../core/context';
import { channelGroup } from '../../core/realtime';
import type { ChatMessage } from '../../../shared/contract/chat';
import { CHAT_MESSAGE_EVENT } from '../../../shared/contract/hub-events';
import type { ChannelAccess } from './channels';
import { scheduleChatNotice } from './notice';

/**
 * After the sender has their answer: the message goes live to the channel's group, and the
 * participants who have not seen it by a little later are notified (notice.ts). Started on the
 * next turn of the event loop, in send order, so neither a slow backplane nor a big channel
 * delays the POST, yet ahead of background work; a failure is logged (the message is stored, a
 * reconnecting client fetches it).
 */
export function fanOut(ctx: ServiceContext, logger: Pick<Logger, 'error'>, channel: ChannelAccess, message: ChatMessage): void {
  backgroundTasks.afterAnswer(async () => {
    if (channel.applicationId !== null) scheduleChatNotice(ctx, logger, channel, message);
    await ctx.realtime
      .sendToGroup(channelGroup(ctx.appId, channel.id), CHAT_MESSAGE_EVENT, [message])
      .catch((error: unknown) =>
        logger.error(
          { error: loggableError(error), channelId: channel.id, messageId: message.id },
          'a chat message could not be delivered live',
        ),
      );
  });
}
