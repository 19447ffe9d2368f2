import useSWR, { useSWRConfig } from 'swr';
import type { ListResponse } from '../../../shared/contract/list';
import type { Group, GroupFields, GroupMember, GroupRow } from '../../../shared/contract/group';
import { apiDelete, apiPost, toFormData } from '../../lib/api';

const path = '/api/group';

export interface GroupListParams {
  page: number;
  limit: number;
  search: string;
}

export function useGroups(params: GroupListParams) {
  return useSWR<ListResponse<GroupRow>>([path, params]);
}

export function useGroup(id: number | null) {
  return useSWR<{ data: Group }>(id === null ? null : [`${path}/${id}`, {}]);
}

/** Users offered as members (GET /api/users), searched on the server. */
export function useMemberOptions(search: string) {
  return useSWR<ListResponse<GroupMember>>(['/api/users', { search, limit: 20, page: 1 }], { keepPreviousData: true });
}

/** Writes: the spec sends form data for create and for update (POST {id}); each refreshes the list. */
export function useGroupMutations() {
  const { mutate } = useSWRConfig();
  const revalidate = () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(path));
  return {
    async create(fields: GroupFields) {
      await apiPost(path, toFormData(fields));
      await revalidate();
    },
    async update(id: number, fields: GroupFields) {
      await apiPost(`${path}/${id}`, toFormData(fields));
      await revalidate();
    },
    async remove(id: number) {
      await apiDelete(`${path}/${id}`);
      await revalidate();
    },
  };
}
