import useSWR from 'swr';
import type { Permission, Role } from '../../shared/contract/permissions';
import type { ItemResponse } from '../../shared/contract/list';
import { itemKey } from './query-keys';
import { API_PATHS } from '../../shared/contract/api-paths';

export interface PermissionsData {
  role: Role;
  permissions: Permission[];
}

export const PERMISSIONS_KEY = itemKey(API_PATHS.permissions);

/** True when the user holds the permission, or any of them when given a list. */
export function hasPermission(granted: readonly string[], needed: Permission | readonly Permission[]): boolean {
  const list: readonly Permission[] = typeof needed === 'string' ? [needed] : needed;
  return list.length === 0 || list.some((p) => granted.includes(p));
}

export interface UsePermissionsResult {
  role: Role | null;
  permissions: readonly Permission[];
  isLoading: boolean;
  can: (needed: Permission | readonly Permission[]) => boolean;
}

/** The signed-in user's permissions (GET /api/v2/permissions); `can` is false until they load. */
export function usePermissions(): UsePermissionsResult {
  const { data, isLoading } = useSWR<ItemResponse<PermissionsData>>(PERMISSIONS_KEY);
  const permissions = data?.data.permissions ?? [];
  return {
    role: data?.data.role ?? null,
    permissions,
    isLoading,
    can: (needed) => hasPermission(permissions, needed),
  };
}
