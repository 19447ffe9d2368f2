import * as v from 'valibot';
import { id } from './fields';
import { listQuerySchema } from './list';

// Referral chat (referrals spec §2 /referralChat, §3 Channel and Message, §7 "Chat", §8): a channel
// per referral between its referrer, the application's recruiters and the job's hiring manager
// (admins may read). Clients only receive on the hub; everything a user does goes over HTTP.

export const MAX_CHAT_MESSAGE = 4_000;
export const MAX_SESSION_ID = 100;
/** A page of messages; a client resumes with `after` (the last id it saw) or goes back with `before`. */
export const DEFAULT_MESSAGE_PAGE = 50;
export const MAX_MESSAGE_PAGE = 200;

// Spec texts (§2, §8).
export const NO_CHAT_FOUND = 'No Chat Found';
export const PICK_A_PERSON = 'Pick a person from left menu and start your conversation';
export const CHAT_LOAD_FAILED = 'Try Again Server Error';
export const NO_CHANNEL_SELECTED = 'No Channel selectedChannel';

// Our own words where the spec has none.
export const MESSAGE_REQUIRED = 'Please type a message';
export const MESSAGE_TOO_LONG = `A message can be at most ${MAX_CHAT_MESSAGE.toLocaleString('en-US')} characters.`;
export const UNKNOWN_CHANNEL = 'Unknown channel.';
export const SENDER_NOT_CALLER = 'senderId must be your own user id.';
export const CHAT_READ_ONLY = 'Only the referrer, the recruiters and the hiring manager can write in this chat.';
export const CHAT_DISABLED = "Referral chat is turned off for this job's group.";
export const SESSION_ID_INVALID = `sessionId must be at most ${MAX_SESSION_ID} characters.`;
export const MESSAGE_ID_INVALID = 'Unknown message.';

/** A channel's public id (`_id`, a UUID): what /referralChat/{channelIdentifier} and the API name. */
export const channelIdSchema = v.pipe(v.string(UNKNOWN_CHANNEL), v.trim(), v.uuid(UNKNOWN_CHANNEL));

/** GET /api/channels: page, limit, search (channel name, case-insensitive), the referrer or the application. */
export const ChannelListQuerySchema = v.object({
  ...listQuerySchema(100).entries,
  referedById: v.optional(id('referedById must be a user id.')),
  applicationId: v.optional(id('applicationId must be an application id.')),
});
export type ChannelListQuery = v.InferOutput<typeof ChannelListQuerySchema>;
export type ChannelListParams = { readonly [K in keyof ChannelListQuery]?: string | number };

export const ChannelSchema = v.object({
  /** The public id (`_id`). */
  id: v.string(),
  channelName: v.string(),
  applicationId: v.nullable(v.number()),
  candidateName: v.string(),
  jobTitle: v.string(),
  referrerId: v.nullable(v.number()),
  referrerName: v.string(),
  lastMessage: v.nullable(v.string()),
  lastMessageAt: v.nullable(v.string()),
  /** Messages from others after the caller's last read one. */
  unread: v.number(),
  /** False for an admin who reads a chat they are not part of. */
  canSend: v.boolean(),
});
export type Channel = v.InferOutput<typeof ChannelSchema>;

/** GET /api/channels/{id}/messages: the newest page, or after / before a message id. */
export const MessageListQuerySchema = v.object({
  after: v.optional(
    v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(MESSAGE_ID_INVALID), v.minValue(0, MESSAGE_ID_INVALID)),
  ),
  before: v.optional(id(MESSAGE_ID_INVALID)),
  limit: v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(Number),
      v.integer(`limit must be a whole number from 1 to ${MAX_MESSAGE_PAGE}.`),
      v.minValue(1, `limit must be a whole number from 1 to ${MAX_MESSAGE_PAGE}.`),
      v.maxValue(MAX_MESSAGE_PAGE, `limit must be a whole number from 1 to ${MAX_MESSAGE_PAGE}.`),
    ),
    DEFAULT_MESSAGE_PAGE,
  ),
});
export type MessageListQuery = v.InferOutput<typeof MessageListQuerySchema>;

export const ChatMessageSchema = v.object({
  /** Increasing per app: a client that saw id N asks for `after=N` after a reconnect. */
  id: v.number(),
  channelId: v.string(),
  message: v.string(),
  senderId: v.nullable(v.number()),
  senderName: v.string(),
  /** The sending client's session, so it can match the stored message to its optimistic one. */
  sessionId: v.nullable(v.string()),
  createdAt: v.string(),
  updated_at: v.string(),
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

/** `{ data: messages oldest first, hasOlder }`. */
export const MessagePageSchema = v.object({ data: v.array(ChatMessageSchema), hasOlder: v.boolean() });
export type MessagePage = v.InferOutput<typeof MessagePageSchema>;

/** POST /api/messages (the spec's send message): message, senderId, channelId, sessionId. */
export const SendMessageSchema = v.object({
  message: v.pipe(
    v.optional(v.string(MESSAGE_REQUIRED), ''),
    v.trim(),
    v.minLength(1, MESSAGE_REQUIRED),
    v.maxLength(MAX_CHAT_MESSAGE, MESSAGE_TOO_LONG),
  ),
  /** Optional; when sent it must be the caller (the server never sends as someone else). */
  senderId: v.optional(id(SENDER_NOT_CALLER)),
  channelId: v.pipe(v.optional(v.string(UNKNOWN_CHANNEL), ''), channelIdSchema),
  sessionId: v.optional(v.pipe(v.string(SESSION_ID_INVALID), v.maxLength(MAX_SESSION_ID, SESSION_ID_INVALID))),
});
export type SendMessageInput = v.InferInput<typeof SendMessageSchema>;

/** POST /api/channels/{id}/read: everything up to this message has been seen. */
export const MarkChannelReadSchema = v.object({ messageId: id(MESSAGE_ID_INVALID) });
