import type { ItemResponse } from '../../shared/contract/list';
import { useShellPart } from '../lib/shell-start';

export interface UserInfo {
  id: number;
  userName: string;
  lastName: string;
  userAvatar: string | null;
  email: string;
  joiningDate: string | null;
  role: string;
}

/** The signed-in user (GET /api/userinfo, first from the shell's start). */
export function useUserInfo() {
  const { data, error, isLoading } = useShellPart<ItemResponse<UserInfo>>('userInfo');
  return { user: data?.data ?? null, error: error as unknown, isLoading };
}
