import * as v from 'valibot';
import { listQuerySchema, sortEntries } from './list';
import { JOB_FILTERS, JOB_SORTS } from './job-values';

const listFlag = (name: string) => v.optional(v.picklist(['1', '0', 'true', 'false'], `${name} must be 1 or 0.`));

/** GET /api/job: `type` or the spec's flags (activeJobs=1 …), the published filter and a sort. */
export const JobListQuerySchema = v.object({
  ...listQuerySchema().entries,
  type: v.optional(v.picklist(JOB_FILTERS, 'type must be active, expired or all.')),
  activeJobs: listFlag('activeJobs'),
  expiredJobs: listFlag('expiredJobs'),
  allJobs: listFlag('allJobs'),
  /** '' all, '1' published, '0' saved (unpublished). */
  jobPublishedSaveStatus: v.optional(v.picklist(['', '1', '0'], 'jobPublishedSaveStatus must be 1 or 0.'), ''),
  ...sortEntries(JOB_SORTS, 'created_at'),
});

export type JobListQuery = v.InferOutput<typeof JobListQuerySchema>;

/** GET /api/jobs/filter and /api/expired-jobs/filter: job pickers, searched by title or code. */
export const JobOptionsQuerySchema = listQuerySchema();
