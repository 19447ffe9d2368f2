import type { ApplicationTrashItem, ApplicationTrashParams } from '../../../shared/contract/application-trash';
import { apiPost, toFormData } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { resourceReads } from '../../lib/resource-api';
import { API_PATHS } from '../../../shared/contract/api-paths';

const trashReads = resourceReads<ApplicationTrashItem, ApplicationTrashItem, ApplicationTrashParams>(API_PATHS.applicationTrash);

/** One page of the trash; null fetches nothing. */
export const useApplicationTrash = trashReads.useList;

/**
 * Deleting and restoring change which applications every applicant list, the jobs' application
 * counts and the duplicate groups show, so both revalidate all of them.
 */
export function useApplicationTrashMutations() {
  const invalidate = useInvalidate();
  const refresh = () =>
    invalidate(
      API_PATHS.applicationList,
      API_PATHS.applicant,
      API_PATHS.jobApplication,
      API_PATHS.applicationTrash,
      API_PATHS.duplicateRecords,
      API_PATHS.job,
      API_PATHS.jobs,
    );
  return {
    /** POST multiple-application-delete: applicantId[i]; all go to the trash or, when one is not visible, none. */
    async remove(ids: readonly number[]) {
      const result = await apiPost<{ message: string }>(API_PATHS.multipleApplicationDelete, toFormData({ applicantId: ids }));
      await refresh();
      return result;
    },
    /** POST application-trash/restore: applicantId[i]; all come back or, when one is not in the trash, none. */
    async restore(ids: readonly number[]) {
      const result = await apiPost<{ message: string }>(`${API_PATHS.applicationTrash}/restore`, toFormData({ applicantId: ids }));
      await refresh();
      return result;
    },
  };
}
