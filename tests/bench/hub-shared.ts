// What the hub bench's processes agree on: the sizes, the token secret, what a server reports when
// ready, and the chat message pushed by the like-for-like routes (the shape POST /api/messages pushes).
import type { ChatMessage } from '../../src/shared/contract/chat';

/** Concurrent WebSocket connections held (issue 12's budget). */
export const HUB_CONNECTIONS = Number(process.env.BENCH_HUB_CONNECTIONS ?? 5_000);
/** Members of the chat channel a message fans out to (issue 12's budget). */
export const HUB_PARTICIPANTS = Math.min(HUB_CONNECTIONS, Number(process.env.BENCH_HUB_PARTICIPANTS ?? 1_000));

export const HUB_BENCH_SECRET = 'hub-bench-secret-that-is-long-enough-for-hs256';
export const HUB_BENCH_APP = 'hub-bench';

export interface HubBenchServer {
  port: number;
  appKey: string;
  /** The users who connect: the channel's participants first, then users outside it. */
  userIds: number[];
  participantCount: number;
  /** The channel's public id, what POST /api/messages names. */
  channelPublicId: string;
  /** A participant who sends every message. */
  senderId: number;
}

export interface SocketIoBenchServer {
  port: number;
}

export function benchChatMessage(id: number, channelId: string, senderId: number, sessionId: string): ChatMessage {
  const at = new Date().toISOString();
  return { id, channelId, message: `Bench message ${id}`, senderId, senderName: 'Bench Recruiter', sessionId, createdAt: at, updated_at: at };
}
