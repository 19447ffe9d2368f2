// A job's fixed values: its status ids and the job list's filters and sorts. Plain constants, apart
// from the job's schemas (job.ts), so the list pages load them without valibot and those schemas.

/** Spec §4 job status ids: 1 Open, 2 In Progress, 3 Closed; new and edited jobs are stored as 1. */
export const JOB_STATUS_IDS = { open: 1, inProgress: 2, closed: 3 } as const;

/** The job list's filter (GET /api/job `type`, or the spec's flags activeJobs=1 …). */
export const JOB_FILTERS = ['active', 'expired', 'all'] as const;
export type JobFilter = (typeof JOB_FILTERS)[number];

/** The job list's sorts (GET /api/job `sort`). */
export const JOB_SORTS = ['jobTitle', 'created_at', 'expiryDate', 'numberOfPositions', 'jobApplication'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
