import type { ReferralListName } from '../../../../shared/contract/referral';
import { API_ROOT } from '../../../../shared/contract/api-paths';
import { pagedListQuery, type PagedListRead } from '../../../lib/list-read';
import { listKey, type QueryKey } from '../../../lib/query-keys';

// What a staff referral list (total, in progress, hired) asks the server for, read from the
// address alone: the list builds its request from it, and the app starts that request from it
// while the page's code is still loading (route-table `data`).

/** GET total-referral, referral-progress or referral-hired. */
export const referralListPath = (name: ReferralListName) => `${API_ROOT}/${name}`;

/** What narrows the list, for its pages and for Export alike. */
export const referralFilterQuery = (list: { search: string; filters: Readonly<Record<string, string>> }) => ({
  search: list.search,
  referralStatus: list.filters.referralStatus || undefined,
});

/** The list's state in the address and its request's parameters; `list` names the endpoint. */
export const referralListRead = (name: ReferralListName) =>
  ({
    filters: ['referralStatus'],
    params: (list) => ({ list: name, ...referralFilterQuery(list) }),
  }) satisfies PagedListRead<{ list: ReferralListName; search: string; referralStatus: string | undefined }>;

/** The key of the referral list `name` at `?params`. */
export function referralListKey(name: ReferralListName, params: URLSearchParams): QueryKey {
  const { list, ...query } = pagedListQuery(params, referralListRead(name));
  return listKey(referralListPath(list), query);
}
