import type { ApplicationTrashItem, ApplicationTrashParams } from '../../../shared/contract/application-trash';
import { apiPost, toFormData } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { resourceReads } from '../../lib/resource-api';
import { APPLICANT_PATH, APPLICATION_LIST_PATH, JOB_APPLICATION_PATH } from './api';
import { API_PATHS } from '../../../shared/contract/api-paths';

/** The admin's trash of deleted applications (GET application-trash). */
export const APPLICATION_TRASH_PATH = API_PATHS.applicationTrash;

const trashReads = resourceReads<ApplicationTrashItem, ApplicationTrashItem, ApplicationTrashParams>(APPLICATION_TRASH_PATH);

/** One page of the trash; null fetches nothing. */
export const useApplicationTrash = trashReads.useList;

/**
 * Deleting and restoring change which applications every applicant list, the jobs' application
 * counts and the duplicate groups show, so both revalidate all of them.
 */
export function useApplicationTrashMutations() {
  const invalidate = useInvalidate();
  const refresh = () =>
    invalidate(APPLICATION_LIST_PATH, APPLICANT_PATH, JOB_APPLICATION_PATH, APPLICATION_TRASH_PATH, API_PATHS.duplicateRecords, API_PATHS.job, API_PATHS.jobs);
  return {
    /** POST multiple-application-delete: applicantId[i]; all go to the trash or, when one is not visible, none. */
    async remove(ids: readonly number[]) {
      const result = await apiPost<{ message: string }>(API_PATHS.multipleApplicationDelete, toFormData({ applicantId: ids }));
      await refresh();
      return result;
    },
    /** POST application-trash/restore: applicantId[i]; all come back or, when one is not in the trash, none. */
    async restore(ids: readonly number[]) {
      const result = await apiPost<{ message: string }>(`${APPLICATION_TRASH_PATH}/restore`, toFormData({ applicantId: ids }));
      await refresh();
      return result;
    },
  };
}
