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

/**
 * What a connections process is told: the hub, the users to connect and whether they are chat
 * members (their arrivals are reported as `MemberArrivals`) or outsiders (an arrival is a stray);
 * or socket.io's server and how many members to connect (the yardstick's share).
 */
export type HolderTarget = { connectingAtOnce: number } & (
  { kind: 'hub'; baseUrl: string; appKey: string; userIds: number[]; members: boolean } | { kind: 'socket.io'; url: string; count: number }
);

/** A members process's event: all its members received the message tagged `sessionId`, first and last at these times (ms since the epoch, fractional). */
export interface MemberArrivals {
  sessionId: string;
  count: number;
  first: number;
  last: number;
}

export interface HoldersReady {
  connected: number;
}

/** How a set of connections is doing. */
export interface ConnectionsState {
  /** Open ones that have had no server Ping yet (raw sockets only count pings). */
  awaitingPing: number;
  /** Ones that have had no server Ping, open or not. */
  unpinged: number;
  dropped: number;
  /** Why the first dropped one is not open. */
  firstFailure: string | null;
}

/** A connections process's state: the chat messages that reached outsiders (never expected) and members' duplicates. */
export interface HeldConnections extends ConnectionsState {
  strays: number;
  /** Members' arrivals of a message they already had. */
  duplicates: number;
}

export interface SocketIoBenchServer {
  port: number;
}

export function benchChatMessage(id: number, channelId: string, senderId: number, sessionId: string): ChatMessage {
  const at = new Date().toISOString();
  return {
    id,
    channelId,
    message: `Bench message ${id}`,
    senderId,
    senderName: 'Bench Recruiter',
    sessionId,
    createdAt: at,
    updated_at: at,
  };
}
