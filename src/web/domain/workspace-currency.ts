import { useCallback } from 'react';
import type { ItemResponse } from '../../shared/contract/list';
import type { Company } from '../../shared/contract/shell';
import { formatAmount } from '../lib/locale-formats';
import { useShellPart } from '../lib/shell-start';

/** The workspace's currency (ISO 4217), from the company the shell reads at start; null until it has loaded. */
export function useWorkspaceCurrency(): string | null {
  const { data } = useShellPart<ItemResponse<Company>>('company');
  return data?.data.currency ?? null;
}

/** Formats an amount in the workspace's currency and the user's locale. */
export function useFormatAmount(): (amount: number) => string {
  const currency = useWorkspaceCurrency();
  return useCallback((amount: number) => formatAmount(amount, currency), [currency]);
}
