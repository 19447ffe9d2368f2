import { StatusBadge } from '../../../ui/status-badge';
import type { JobListItem } from '../../../../shared/contract/job-views';
import { JOB_STATUS_IDS } from '../../../../shared/contract/job-values';
import { isPublished } from './job-row-menu';

// How a job's state reads wherever it is shown: its status id, Published or Saved, Active or Expired.

const JOB_STATUS_LABELS: Record<number, string> = {
  [JOB_STATUS_IDS.open]: 'Open',
  [JOB_STATUS_IDS.inProgress]: 'In Progress',
  [JOB_STATUS_IDS.closed]: 'Closed',
};

/** Spec §4 job status ids: 1 Open, 2 In Progress, 3 Closed. */
export const jobStatusLabel = (statusId: number): string | null => JOB_STATUS_LABELS[statusId] ?? null;

/**
 * Spec §4: Published (orange) with at least one platform, Saved (blue) with none. Fluent's severe
 * and brand colours are that orange and blue, and follow the dark and high-contrast themes.
 */
export function PublishBadge({ job }: { job: Pick<JobListItem, 'publishplatforms'> }) {
  return isPublished(job) ? <StatusBadge color="severe">Published</StatusBadge> : <StatusBadge color="brand">Saved</StatusBadge>;
}

/** Active while the expiry date is not before today (app time zone), Expired after. */
export function ActivityBadge({ job }: { job: Pick<JobListItem, 'expired'> }) {
  return (
    <StatusBadge color={job.expired ? 'danger' : 'success'} appearance="tint">
      {job.expired ? 'Expired' : 'Active'}
    </StatusBadge>
  );
}
