import useSWRInfinite from 'swr/infinite';
import type { ItemResponse, ListResponse } from '../../../shared/contract/list';
import { MAX_MESSAGE_PAGE, type Channel, type ChatMessage, type MessagePage, type SendMessageInput } from '../../../shared/contract/chat';
import { apiGet, apiPost } from '../../lib/api';
import { useItemQuery } from '../../lib/use-query';
import { API_PATHS } from '../../../shared/contract/api-paths';
import { channelPageKey } from './components/channel-list-query';

const channelPath = (id: string) => `${API_PATHS.channels}/${encodeURIComponent(id)}`;

/** The caller's chats, newest activity first, `CHANNEL_PAGE_SIZE` more per loadMore; `search` asks the server. */
export function useChannels(search: string) {
  const pages = useSWRInfinite<ListResponse<Channel>>(
    (index, previous: ListResponse<Channel> | null) => {
      if (previous && previous.meta.current_page >= previous.meta.last_page) return null;
      return channelPageKey(index, search);
    },
    // On mount the loaded pages are read again: that takes up the first page the app started at
    // boot (preload-data), which would otherwise wait, stale, for the next refresh to answer it.
    { revalidateFirstPage: false, revalidateOnMount: true },
  );
  const loaded = pages.data ?? [];
  const last = loaded.at(-1);
  const seen = new Set<string>();
  // A chat that moved up between two page reads would show twice: keep its first (newest) place.
  const channels = loaded.flatMap((page) => page.data).filter((channel) => !seen.has(channel.id) && Boolean(seen.add(channel.id)));
  return {
    channels,
    total: last?.meta.total ?? 0,
    hasMore: last ? last.meta.current_page < last.meta.last_page : false,
    loadingMore: pages.isValidating && pages.size > loaded.length,
    loadMore: () => void pages.setSize(pages.size + 1),
    error: pages.error as unknown,
    isLoading: pages.isLoading,
    /** Changes the loaded rows in place (a live message), without asking the server. */
    update: (change: (channels: Channel[]) => Channel[]) =>
      void pages.mutate((current) => current && splitIntoPages(change(current.flatMap((page) => page.data)), current), {
        revalidate: false,
      }),
    refresh: () => void pages.mutate(),
  };
}

/** Puts changed rows back into pages of the same sizes (a row moved to the top pushes the rest down). */
function splitIntoPages(rows: Channel[], pages: ListResponse<Channel>[]): ListResponse<Channel>[] {
  let start = 0;
  return pages.map((page, index) => {
    const size = index === pages.length - 1 ? rows.length - start : page.data.length;
    const data = rows.slice(start, start + size);
    start += size;
    return { ...page, data };
  });
}

/** One chat by its public id. */
export function useChannel(id: string | null) {
  return useItemQuery<Channel>(id === null ? null : channelPath(id));
}

/** The chat of one referral (the applicants table's 'View Chat' names the application), or null. */
export async function findChannelOfApplication(applicationId: number): Promise<Channel | null> {
  const page = await apiGet<ListResponse<Channel>>(API_PATHS.channels, { applicationId, limit: 1 });
  return page.data[0] ?? null;
}

export type MessageCursor = { after: number } | { before: number } | Record<string, never>;

/** A page of a chat's messages, oldest first: the newest, or after / before a message id. */
export function fetchMessages(channelId: string, cursor: MessageCursor = {}, limit?: number): Promise<MessagePage> {
  return apiGet<MessagePage>(`${channelPath(channelId)}/messages`, { ...cursor, limit });
}

/** Everything after `afterId`, page by page, until a page comes back short (a reconnect's catch-up). */
export async function fetchMessagesAfter(channelId: string, afterId: number): Promise<ChatMessage[]> {
  const found: ChatMessage[] = [];
  let after = afterId;
  for (;;) {
    const page = await fetchMessages(channelId, { after }, MAX_MESSAGE_PAGE);
    found.push(...page.data);
    const last = page.data.at(-1);
    if (!last || page.data.length < MAX_MESSAGE_PAGE) return found;
    after = last.id;
  }
}

export async function sendMessage(input: SendMessageInput): Promise<ChatMessage> {
  return (await apiPost<ItemResponse<ChatMessage>>(API_PATHS.messages, input)).data;
}

export async function markChannelRead(channelId: string, messageId: number): Promise<Channel> {
  return (await apiPost<ItemResponse<Channel>>(`${channelPath(channelId)}/read`, { messageId })).data;
}
