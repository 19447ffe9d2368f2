import useSWR from 'swr';
import type { ItemResponse, ListResponse } from '../../../shared/contract/list';
import { loadAccountConfig, type AccountConfig } from '../../host/account-config';
import { useShellPart } from '../../lib/shell-start';

// The shell's reads: each from the shell's start answer at first (lib/shell-start.ts), from its own
// endpoint when read again.

export interface Company {
  companyName: string;
  companyLogo: string | null;
  companyFaviconIcon: string | null;
}

export interface DefaultImage {
  logo: string;
  favicon: string;
}

export interface AppManagerEntry {
  id: number;
  appName: string;
  appIcon: string;
  appUrl: string;
  status: number;
}

export interface FooterContent {
  content: string;
  version: string;
}

/** Shown when the footer content cannot be loaded (spec 000 §9). */
export const FALLBACK_VERSION = '1.0.23';

export function useCompany() {
  const { data } = useShellPart<ItemResponse<Company>>('company');
  return data?.data ?? null;
}

export function useDefaultImage() {
  const { data } = useShellPart<ItemResponse<DefaultImage>>('defaultImage');
  return data?.data ?? null;
}

/** Apps of the All Apps menu: only those whose status is 1. */
export function useActiveApps() {
  const { data, isLoading, error } = useShellPart<ListResponse<AppManagerEntry>>('appManager');
  const apps = (data?.data ?? []).filter((app) => Number(app.status) === 1);
  return { apps, isLoading, failed: Boolean(error) };
}

export function useFooterContent() {
  const { data } = useShellPart<ItemResponse<FooterContent>>('footerContent');
  return data?.data ?? null;
}

export function useAccountConfig(): AccountConfig | null {
  const { data } = useSWR<AccountConfig>('account-config', () => loadAccountConfig());
  return data ?? null;
}
