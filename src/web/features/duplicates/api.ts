import type { DuplicateGroup, DuplicateListParams, MergeResult } from '../../../shared/contract/duplicates';
import type { ItemResponse } from '../../../shared/contract/list';
import { apiPost } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { useListQuery } from '../../lib/use-query';
import { API_PATHS } from '../../../shared/contract/api-paths';

/** The duplicate groups (admins): GET duplicate-records. */
export const DUPLICATES_PATH = API_PATHS.duplicateRecords;

/** One page of groups; null fetches nothing. */
export function useDuplicateGroups(params: DuplicateListParams | null) {
  return useListQuery<DuplicateGroup>(DUPLICATES_PATH, params);
}

/**
 * Dismiss and merge, by the group's opaque key. A merge trashes applications, so every applicant
 * list, the trash and the jobs' counts are revalidated too.
 */
export function useDuplicateMutations() {
  const invalidate = useInvalidate();
  return {
    async dismiss(groupKey: string) {
      const result = await apiPost<{ message: string }>(`${DUPLICATES_PATH}/dismiss`, { groupKey });
      await invalidate(DUPLICATES_PATH);
      return result;
    },
    async merge(groupKey: string) {
      const result = await apiPost<ItemResponse<MergeResult>>(`${DUPLICATES_PATH}/merge`, { groupKey });
      await invalidate(DUPLICATES_PATH, API_PATHS.applicationList, API_PATHS.applicant, API_PATHS.jobApplication, API_PATHS.applicationTrash, API_PATHS.job, API_PATHS.jobs);
      return result;
    },
  };
}
