import { Button } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { JobDetail } from '../../../../shared/contract/job-views';
import { useItemQuery } from '../../../lib/use-query';
import { DeferredTooltip } from '../../../ui/deferred-tooltip';
import { API_PATHS, itemPath } from '../../../../shared/contract/api-paths';

export interface ApplicationListJobChipProps {
  jobId: number;
  onRemove: () => void;
}

/** The job the list is narrowed to (arriving from a job's View Applicants), removable like any filter. */
export function ApplicationListJobChip({ jobId, onRemove }: ApplicationListJobChipProps) {
  const { data, error } = useItemQuery<JobDetail>(itemPath(API_PATHS.job, jobId));
  // The job's title once it is read; its id while loading or when it cannot be read (deleted, not allowed).
  const name = data?.data.jobTitle ?? (error ? `Job ${jobId}` : 'Loading job…');
  return (
    <DeferredTooltip content="Show the applicants of every job" relationship="description">
      <Button shape="circular" icon={<DismissRegular />} iconPosition="after" aria-label={`Remove job filter: ${name}`} onClick={onRemove}>
        Job: {name}
      </Button>
    </DeferredTooltip>
  );
}
