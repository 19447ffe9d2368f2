import type { Group, GroupFields, GroupMember, GroupRow } from '../../../shared/contract/group';
import { useListQuery } from '../../lib/use-query';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';
import { API_PATHS } from '../../../shared/contract/api-paths';

const path = API_PATHS.group;

const reads = resourceReads<GroupRow, Group>(path);

export const useGroups = reads.useList;

export const useGroup = reads.useItem;

/** Users offered as members (GET /api/users), searched on the server. */
export function useMemberOptions(search: string) {
  return useListQuery<GroupMember>(API_PATHS.users, { search, limit: 20, page: 1 });
}

/** The spec sends form data for create and for update (POST {id}); each write refreshes the list. */
export function useGroupMutations() {
  return useResourceMutations<GroupFields>(path, { create: 'multipart', update: { method: 'POST', encoding: 'multipart' } });
}
