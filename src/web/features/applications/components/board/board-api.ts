import type { JobPipelineView } from '../../../../../shared/contract/job-views';
import { useItemQuery } from '../../../../lib/use-query';
import { API_PATHS, itemPath } from '../../../../../shared/contract/api-paths';

/** GET /api/job/{id}/view-application: the job's stages with their statuses and applicant counts. */
export function useJobPipeline(jobId: number | null) {
  return useItemQuery<JobPipelineView>(jobId === null ? null : itemPath(API_PATHS.job, jobId, 'view-application'));
}
