import useSWR from 'swr';
import type { ItemResponse } from '../../shared/contract/list';
import { itemKey } from '../lib/query-keys';
import { API_PATHS } from '../../shared/contract/api-paths';

export interface UserInfo {
  id: number;
  userName: string;
  lastName: string;
  userAvatar: string | null;
  email: string;
  joiningDate: string | null;
  role: string;
}

export const USER_INFO_KEY = itemKey(API_PATHS.userInfo);

/** The signed-in user (GET /api/userinfo). */
export function useUserInfo() {
  const { data, error, isLoading } = useSWR<ItemResponse<UserInfo>>(USER_INFO_KEY);
  return { user: data?.data ?? null, error: error as unknown, isLoading };
}
