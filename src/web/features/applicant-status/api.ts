import type { ApplicantStatus } from '../../../shared/contract/applicant-status';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';
import { API_PATHS } from '../../../shared/contract/api-paths';

const path = API_PATHS.applicantStatus;

const reads = resourceReads<ApplicantStatus>(path);

export const useApplicantStatuses = reads.useList;

/** One status; `null` id fetches nothing. */
export const useApplicantStatus = reads.useItem;

/** Writes (JSON field `status`, spec §7); each revalidates the cached list pages and the edited row. */
export function useApplicantStatusMutations() {
  const { create, update, remove } = useResourceMutations<{ status: string }>(path, {
    create: 'json',
    update: { method: 'PUT', encoding: 'json' },
  });
  return {
    create: (status: string) => create({ status }),
    update: (id: number, status: string) => update(id, { status }),
    remove,
  };
}
