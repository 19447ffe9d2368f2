import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { answerEndpoint, recordEndpoint } from '../../http/call-endpoint';
import { queryEndpoint } from '../../http/query-endpoint';
import { listResponseSchema } from '../../../shared/contract/list';
import {
  ChannelListQuerySchema,
  ChannelSchema,
  ChatMessageSchema,
  MarkChannelReadSchema,
  MessageListQuerySchema,
  MessagePageSchema,
  SendMessageSchema,
} from '../../../shared/contract/chat';
import { channelRow, findChannel, listChannels } from './channels';
import { fanOut } from './fan-out';
import { listMessages } from './messages';
import { markChannelRead, sendMessage } from './send';

/** The chat the path names by its public id, if the caller may read it. */
const channelOf = (c: Context<AppEnv>) => findChannel(c.get('ctx'), c.req.param('id'));

/** Referral chat (referrals spec §7 "Chat"), mounted at /api. Clients receive on the hub; every action is here. */
export function chatRoutes(logger: Pick<Logger, 'error'>) {
  const routes = new Hono<AppEnv>();
  const chat = can('chat:use');

  routes.get(
    '/channels',
    chat,
    queryEndpoint(
      {
        summary: "The caller's referral chats (an admin's: all of the app's), newest activity first, with unread counts",
        description:
          'search matches the channel name (case-insensitive); referedById narrows to one referrer, applicationId to the chat of one referral.',
        query: ChannelListQuerySchema,
        responses: { 200: listResponseSchema(ChannelSchema) },
      },
      listChannels,
    ),
  );

  routes.get(
    '/channels/:id',
    chat,
    recordEndpoint({ summary: 'One referral chat by its public id', target: channelOf, data: ChannelSchema }, (ctx, { target }) =>
      channelRow(ctx, target),
    ),
  );

  routes.get(
    '/channels/:id/messages',
    chat,
    answerEndpoint(
      {
        summary: "A chat's messages, oldest first: the newest page, or the page after / before a message id",
        description: 'After a reconnect a client asks for after=<the last id it saw> until a page comes back shorter than limit.',
        target: channelOf,
        query: MessageListQuerySchema,
        responses: { 200: MessagePageSchema },
      },
      (ctx, { target, query }) => listMessages(ctx, target, query),
    ),
  );

  routes.post(
    '/messages',
    chat,
    recordEndpoint(
      {
        summary: 'Send a message (stored, then pushed as chatMessage to the chat and notified to the other participants)',
        description:
          'JSON or multipart: message (1 to 4,000 characters), channelId (the public id), senderId (optional; the caller), sessionId (echoed back).',
        body: SendMessageSchema,
        data: ChatMessageSchema,
        created: true,
      },
      async (ctx, { body }) => {
        const { channel, message } = await sendMessage(ctx, body);
        fanOut(ctx, logger, channel, message);
        return message;
      },
    ),
  );

  routes.post(
    '/channels/:id/read',
    chat,
    recordEndpoint(
      {
        summary: 'Everything up to this message has been seen (the read marker only moves forward)',
        target: channelOf,
        body: MarkChannelReadSchema,
        data: ChannelSchema,
      },
      async (ctx, { target, body }) => {
        await markChannelRead(ctx, target, body.messageId);
        return channelRow(ctx, target);
      },
    ),
  );

  return routes;
}
