import { makeStyles } from '@fluentui/react-components';
import { JobPicker } from '../../../domain/job-picker';

export interface JobApplicantsJobPickerProps {
  /** The chosen job, 'All', or none yet (only without `withAll`). */
  jobId: number | 'all' | null;
  onChange: (jobId: number | 'all') => void;
  /** Offer 'All' (the applicants page) or only jobs (picking one job). */
  withAll?: boolean;
}

const useStyles = makeStyles({ root: { width: '280px' } });

/** The job whose applicants the page shows, or 'All'; typing searches active and expired jobs. */
export function JobApplicantsJobPicker({ jobId, onChange, withAll = true }: JobApplicantsJobPickerProps) {
  const styles = useStyles();
  return (
    <JobPicker
      label="Job"
      className={styles.root}
      value={typeof jobId === 'number' ? String(jobId) : ''}
      anyLabel={withAll ? 'All' : undefined}
      placeholder={withAll ? undefined : 'Type to search jobs'}
      onChange={(value) => onChange(value === '' ? 'all' : Number(value))}
    />
  );
}
