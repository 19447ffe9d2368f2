import type { Permission, Role } from '../../shared/contract/permissions';
import type { ItemResponse } from '../../shared/contract/list';
import { useShellPart } from './shell-start';

export interface PermissionsData {
  role: Role;
  permissions: Permission[];
}

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

/** The signed-in user's permissions (GET /api/v2/permissions, first from the shell's start); `can` is false until they load. */
export function usePermissions(): UsePermissionsResult {
  const { data, isLoading } = useShellPart<ItemResponse<PermissionsData>>('permissions');
  const permissions = data?.data.permissions ?? [];
  return {
    role: data?.data.role ?? null,
    permissions,
    isLoading,
    can: (needed) => hasPermission(permissions, needed),
  };
}
