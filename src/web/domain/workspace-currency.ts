import { useCallback } from 'react';
import useSWR from 'swr';
import type { ItemResponse } from '../../shared/contract/list';
import type { Company } from '../../shared/contract/shell';
import { formatAmount } from '../lib/locale-formats';
import { API_PATHS, itemPath } from '../../shared/contract/api-paths';

/** The shell's key for GET /api/company/1: the request it makes on every page serves this too. */
const COMPANY_KEY = itemPath(API_PATHS.company, 1);

/** The workspace's currency (ISO 4217); null until the company has loaded. */
export function useWorkspaceCurrency(): string | null {
  const { data } = useSWR<ItemResponse<Company>>(COMPANY_KEY);
  return data?.data.currency ?? null;
}

/** Formats an amount in the workspace's currency and the user's locale. */
export function useFormatAmount(): (amount: number) => string {
  const currency = useWorkspaceCurrency();
  return useCallback((amount: number) => formatAmount(amount, currency), [currency]);
}
