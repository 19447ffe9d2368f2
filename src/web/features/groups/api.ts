import type { Group, GroupFields, GroupMember, GroupRow } from '../../../shared/contract/group';
import { apiDelete, apiPost, toFormData } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { useItemQuery, useListQuery } from '../../lib/use-query';
import type { ListQueryInput } from '../../../shared/contract/list';

const path = '/api/group';

export type GroupListParams = ListQueryInput;

export function useGroups(params: GroupListParams) {
  return useListQuery<GroupRow>(path, { ...params });
}

export function useGroup(id: number | null) {
  return useItemQuery<Group>(id === null ? null : `${path}/${id}`);
}

/** Users offered as members (GET /api/users), searched on the server. */
export function useMemberOptions(search: string) {
  return useListQuery<GroupMember>('/api/users', { search, limit: 20, page: 1 });
}

/** Writes: the spec sends form data for create and for update (POST {id}); each refreshes the list. */
export function useGroupMutations() {
  const invalidate = useInvalidate();
  const revalidate = () => invalidate(path);
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
