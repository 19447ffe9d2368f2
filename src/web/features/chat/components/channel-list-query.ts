import { API_PATHS } from '../../../../shared/contract/api-paths';
import { listKey, type QueryKey } from '../../../lib/query-keys';

// What the chat list asks the server for: its pages' keys, and the first one from the address
// alone, which the app starts while the chat page's code is still loading (route-table `data`).

/** Channels per "Load more": an admin may have thousands, so the list pages. */
export const CHANNEL_PAGE_SIZE = 30;

/** The key of the channel list's page `index` (0-based) for `search`. */
export const channelPageKey = (index: number, search: string): QueryKey =>
  listKey(API_PATHS.channels, { page: index + 1, limit: CHANNEL_PAGE_SIZE, search: search || undefined });

/** The search the chat list opens with: the address's. */
export const channelSearchOf = (params: URLSearchParams) => params.get('search') ?? '';

/** The key of the chat list's first page at `?params`. */
export const firstChannelsKey = (params: URLSearchParams): QueryKey => channelPageKey(0, channelSearchOf(params));
