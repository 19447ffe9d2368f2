import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { queryEndpoint } from '../../http/query-endpoint';
import { itemResponseSchema, listResponseSchema } from '../../../shared/contract/list';
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
    endpoint({ summary: 'One referral chat by its public id', responses: { 200: itemResponseSchema(ChannelSchema) } }, async (c) => {
      const ctx = c.get('ctx');
      return c.json({ data: await channelRow(ctx, await findChannel(ctx, c.req.param('id'))) });
    }),
  );

  routes.get(
    '/channels/:id/messages',
    chat,
    endpoint(
      {
        summary: "A chat's messages, oldest first: the newest page, or the page after / before a message id",
        description: 'After a reconnect a client asks for after=<the last id it saw> until a page comes back shorter than limit.',
        query: MessageListQuerySchema,
        responses: { 200: MessagePageSchema },
      },
      async (c, input) => {
        const ctx = c.get('ctx');
        const channel = await findChannel(ctx, c.req.param('id'));
        return c.json(await listMessages(ctx, channel, input.query));
      },
    ),
  );

  routes.post(
    '/messages',
    chat,
    endpoint(
      {
        summary: 'Send a message (stored, then pushed as chatMessage to the chat and notified to the other participants)',
        description:
          'JSON or multipart: message (1 to 4,000 characters), channelId (the public id), senderId (optional; the caller), sessionId (echoed back).',
        body: SendMessageSchema,
        responses: { 201: itemResponseSchema(ChatMessageSchema) },
      },
      async (c, input) => {
        const ctx = c.get('ctx');
        const { channel, message } = await sendMessage(ctx, input.body);
        fanOut(ctx, logger, channel, message);
        return c.json({ data: message }, 201);
      },
    ),
  );

  routes.post(
    '/channels/:id/read',
    chat,
    endpoint(
      {
        summary: 'Everything up to this message has been seen (the read marker only moves forward)',
        body: MarkChannelReadSchema,
        responses: { 200: itemResponseSchema(ChannelSchema) },
      },
      async (c, input) => {
        const ctx = c.get('ctx');
        const channel = await findChannel(ctx, c.req.param('id'));
        await markChannelRead(ctx, channel, input.body.messageId);
        return c.json({ data: await channelRow(ctx, channel) });
      },
    ),
  );

  return routes;
}
