import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../../../shared/contract/chat';
import { fetchMessages, fetchMessagesAfter, sendMessage } from '../api';

/** A message typed here and not yet stored: shown at once, matched to the stored one by sessionId. */
export interface PendingMessage {
  sessionId: string;
  message: string;
  createdAt: string;
  status: 'sending' | 'failed';
}

interface Thread {
  /** Stored messages by increasing id, each once. */
  messages: ChatMessage[];
  pending: PendingMessage[];
  hasOlder: boolean;
  status: 'loading' | 'ready' | 'error';
  loadingOlder: boolean;
}

const EMPTY: Thread = { messages: [], pending: [], hasOlder: false, status: 'loading', loadingOlder: false };

/** Adds stored messages (from a page, a POST answer or the hub), each id once, and drops their pending copies. */
function withStored(thread: Thread, incoming: readonly ChatMessage[]): Thread {
  if (incoming.length === 0) return thread;
  const byId = new Map(thread.messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  const stored = new Set(incoming.map((message) => message.sessionId).filter(Boolean));
  return {
    ...thread,
    messages: [...byId.values()].sort((a, b) => a.id - b.id),
    pending: thread.pending.filter((item) => !stored.has(item.sessionId)),
  };
}

function newSessionId(): string {
  return crypto.randomUUID();
}

/**
 * One chat's messages: the newest page, earlier pages on request, live ones from the hub, and the
 * caller's own messages sent optimistically. `catchUp` fetches everything after the last id seen.
 */
export function useChannelMessages(channelId: string, senderId: number | undefined) {
  const [thread, setThread] = useState<Thread>(EMPTY);
  // Async actions read the thread as it is when they run, not as it was when they were made.
  const latest = useRef(thread);
  useLayoutEffect(() => {
    latest.current = thread;
  }, [thread]);

  const fetchNewest = useCallback(
    () =>
      fetchMessages(channelId).then(
        (page) => setThread((current) => ({ ...withStored(current, page.data), hasOlder: page.hasOlder, status: 'ready' })),
        () => setThread((current) => ({ ...current, status: 'error' })),
      ),
    [channelId],
  );

  useEffect(() => {
    void fetchNewest();
  }, [fetchNewest]);

  const load = useCallback(() => {
    setThread((current) => ({ ...current, status: 'loading' }));
    return fetchNewest();
  }, [fetchNewest]);

  const loadOlder = useCallback(async () => {
    const first = latest.current.messages[0];
    if (!first || !latest.current.hasOlder || latest.current.loadingOlder) return;
    setThread((current) => ({ ...current, loadingOlder: true }));
    try {
      const page = await fetchMessages(channelId, { before: first.id });
      setThread((current) => ({ ...withStored(current, page.data), hasOlder: page.hasOlder, loadingOlder: false }));
    } catch {
      setThread((current) => ({ ...current, loadingOlder: false }));
    }
  }, [channelId]);

  /** After a gap in the live connection: everything stored after the last message seen. */
  const catchUp = useCallback(async () => {
    const { status, messages } = latest.current;
    if (status !== 'ready') return load();
    const last = messages.at(-1);
    try {
      const missed = await fetchMessagesAfter(channelId, last?.id ?? 0);
      setThread((current) => withStored(current, missed));
    } catch {
      // The next reconnect or a reload tries again; what is shown stays.
    }
  }, [channelId, load]);

  const receive = useCallback(
    (message: ChatMessage) => {
      if (message.channelId === channelId) setThread((current) => withStored(current, [message]));
    },
    [channelId],
  );

  const post = useCallback(
    async (item: PendingMessage) => {
      try {
        const stored = await sendMessage({ message: item.message, channelId, senderId, sessionId: item.sessionId });
        setThread((current) => withStored(current, [stored]));
      } catch {
        setThread((current) => ({
          ...current,
          pending: current.pending.map((other) => (other.sessionId === item.sessionId ? { ...other, status: 'failed' } : other)),
        }));
      }
    },
    [channelId, senderId],
  );

  const send = useCallback(
    (text: string) => {
      const item: PendingMessage = { sessionId: newSessionId(), message: text, createdAt: new Date().toISOString(), status: 'sending' };
      setThread((current) => ({ ...current, pending: [...current.pending, item] }));
      void post(item);
    },
    [post],
  );

  const retry = useCallback(
    (sessionId: string) => {
      const item = latest.current.pending.find((other) => other.sessionId === sessionId);
      if (!item) return;
      const again: PendingMessage = { ...item, status: 'sending' };
      setThread((current) => ({ ...current, pending: current.pending.map((other) => (other.sessionId === sessionId ? again : other)) }));
      void post(again);
    },
    [post],
  );

  return { ...thread, reload: load, loadOlder, catchUp, receive, send, retry };
}
