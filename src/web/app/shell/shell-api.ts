import useSWR from 'swr';
import type { ItemResponse, ListResponse } from '../../../shared/contract/list';
import { loadAccountConfig, type AccountConfig } from '../../host/account-config';
import { API_PATHS, itemPath } from '../../../shared/contract/api-paths';

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
  const { data } = useSWR<ItemResponse<Company>>(itemPath(API_PATHS.company, 1));
  return data?.data ?? null;
}

export function useDefaultImage() {
  const { data } = useSWR<ItemResponse<DefaultImage>>(API_PATHS.defaultImage);
  return data?.data ?? null;
}

/** Apps of the All Apps menu: only those whose status is 1. */
export function useActiveApps() {
  const { data, isLoading, error } = useSWR<ListResponse<AppManagerEntry>>(API_PATHS.appManager);
  const apps = (data?.data ?? []).filter((app) => Number(app.status) === 1);
  return { apps, isLoading, failed: Boolean(error) };
}

export function useFooterContent() {
  const { data } = useSWR<ItemResponse<FooterContent>>(API_PATHS.footerContent);
  return data?.data ?? null;
}

export function useAccountConfig(): AccountConfig | null {
  const { data } = useSWR<AccountConfig>('account-config', () => loadAccountConfig());
  return data ?? null;
}
