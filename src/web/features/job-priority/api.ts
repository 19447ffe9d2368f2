import type { JobPriority, JobPriorityInput, JobPriorityListQuerySchema } from '../../../shared/contract/job-priority';
import { apiDelete, apiPost, apiPut, toFormData } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { useListQuery } from '../../lib/use-query';
import type * as v from 'valibot';

const path = '/api/job-priority';

export type JobPriorityListParams = v.InferInput<typeof JobPriorityListQuerySchema>;

export function useJobPriorities(params: JobPriorityListParams) {
  return useListQuery<JobPriority>(path, { ...params });
}

export type JobPriorityDraft = JobPriorityInput;

/** Writes; each revalidates every cached page of the list, whatever its parameters. */
export function useJobPriorityMutations() {
  const invalidate = useInvalidate();
  const revalidateList = () => invalidate(path);
  return {
    /** The spec sends a new priority as multipart (name, status)… */
    async create(draft: JobPriorityDraft) {
      await apiPost(path, toFormData(draft));
      await revalidateList();
    },
    /** …and an edited one as JSON. */
    async update(id: number, draft: JobPriorityDraft) {
      await apiPut(`${path}/${id}`, draft);
      await revalidateList();
    },
    async remove(id: number) {
      await apiDelete(`${path}/${id}`);
      await revalidateList();
    },
  };
}
