import type { DuplicateGroup, DuplicateListParams, MergeResult } from '../../../shared/contract/duplicates';
import type { ItemResponse } from '../../../shared/contract/list';
import { apiPost } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { useListQuery } from '../../lib/use-query';
import { API_PATHS } from '../../../shared/contract/api-paths';

/** One page of groups; null fetches nothing. */
export function useDuplicateGroups(params: DuplicateListParams | null) {
  return useListQuery<DuplicateGroup>(API_PATHS.duplicateRecords, params);
}

/**
 * Dismiss and merge, by the group's opaque key. A merge trashes applications, so every applicant
 * list, the trash and the jobs' counts are revalidated too.
 */
export function useDuplicateMutations() {
  const invalidate = useInvalidate();
  return {
    async dismiss(groupKey: string) {
      const result = await apiPost<{ message: string }>(`${API_PATHS.duplicateRecords}/dismiss`, { groupKey });
      await invalidate(API_PATHS.duplicateRecords);
      return result;
    },
    async merge(groupKey: string) {
      const result = await apiPost<ItemResponse<MergeResult>>(`${API_PATHS.duplicateRecords}/merge`, { groupKey });
      await invalidate(
        API_PATHS.duplicateRecords,
        API_PATHS.applicationList,
        API_PATHS.applicant,
        API_PATHS.jobApplication,
        API_PATHS.applicationTrash,
        API_PATHS.job,
        API_PATHS.jobs,
      );
      return result;
    },
  };
}
