import type { JobPriority, JobPriorityInput, JobPriorityListQuerySchema } from '../../../shared/contract/job-priority';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';
import type * as v from 'valibot';
import { API_PATHS } from '../../../shared/contract/api-paths';

const path = API_PATHS.jobPriority;

export type JobPriorityListParams = v.InferInput<typeof JobPriorityListQuerySchema>;

export const useJobPriorities = resourceReads<JobPriority, JobPriority, JobPriorityListParams>(path).useList;

export type JobPriorityDraft = JobPriorityInput;

/** The spec sends a new priority as multipart (name, status) and an edited one as JSON. */
export function useJobPriorityMutations() {
  return useResourceMutations<JobPriorityDraft>(path, { create: 'multipart', update: { method: 'PUT', encoding: 'json' } });
}
