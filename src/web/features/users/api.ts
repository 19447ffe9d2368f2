import type { ItemResponse } from '../../../shared/contract/list';
import type { Role } from '../../../shared/contract/permissions';
import type { SignInLink, UserAccount, UserCreated, UserCreateFields, UserUpdateFields } from '../../../shared/contract/users-manage';
import { apiPost } from '../../lib/api';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';
import { API_PATHS } from '../../../shared/contract/api-paths';

const path = API_PATHS.userAccounts;

export const useUserAccounts = resourceReads<UserAccount>(path).useList;

/** Adding answers the one-time link (shown once); every write revalidates the list. */
export function useUserAccountMutations() {
  const { run, update } = useResourceMutations<UserCreateFields, UserUpdateFields>(path, {
    create: 'json',
    update: { method: 'PUT', encoding: 'json' },
  });
  return {
    add: async (draft: UserCreateFields) => (await run(apiPost<ItemResponse<UserCreated>>(path, draft))).data,
    changeRole: (id: number, role: Role) => update(id, { role }),
    setActive: (id: number, active: boolean) => update(id, { active }),
    newLink: async (userId: number) => (await run(apiPost<ItemResponse<SignInLink>>(`${path}/sign-in-link`, { userId }))).data,
  };
}
