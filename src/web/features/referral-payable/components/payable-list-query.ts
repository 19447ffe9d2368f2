import { PAYOUT_CODES, type PayoutCode } from '../../../../shared/contract/referral-payable';
import { API_PATHS } from '../../../../shared/contract/api-paths';
import { pagedListKey, type PagedListRead } from '../../../lib/list-read';
import type { QueryKey } from '../../../lib/query-keys';

// What the Referral Payable list asks the server for, read from the address alone: the page builds
// its request from it, and the app starts that request from it while the page's code is still loading.

export const payoutCodeOf = (value: string): PayoutCode | undefined =>
  (PAYOUT_CODES as readonly string[]).includes(value) ? (value as PayoutCode) : undefined;

/** The list's state in the address (its status filter) and its request's parameters. */
export const PAYABLE_LIST_READ = {
  filters: ['status'],
  params: ({ filters }) => ({ status: payoutCodeOf(filters.status) }),
} satisfies PagedListRead<{ status?: PayoutCode }>;

/** The payable list's key at `?params`. */
export const payableListKey = (params: URLSearchParams): QueryKey => pagedListKey(API_PATHS.referralPayable, params, PAYABLE_LIST_READ);
