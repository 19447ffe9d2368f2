import { useState } from 'react';
import { Combobox, Field, Option, OptionGroup, makeStyles } from '@fluentui/react-components';
import type { JobDetail, JobOption } from '../../../../shared/contract/job-views';
import { useItemQuery, useListQuery } from '../../../lib/use-query';
import { useDebounced } from '../../../ui/form/use-debounced';
import { API_PATHS, itemPath } from '../../../../shared/contract/api-paths';

export interface JobApplicantsJobPickerProps {
  /** The chosen job, 'All', or none yet (only without `withAll`). */
  jobId: number | 'all' | null;
  onChange: (jobId: number | 'all') => void;
  /** Offer 'All' (the applicants page) or only jobs (picking one job). */
  withAll?: boolean;
}

const ALL = 'all';
const ALL_LABEL = 'All';
// A picker lists 20 jobs of each kind; typing searches titles and codes on the server.
const pickerQuery = (search: string) => ({ page: 1, limit: 20, search });

const useStyles = makeStyles({ root: { minWidth: 0, width: '280px', maxWidth: '100%' } });

const jobLabel = (job: Pick<JobOption, 'jobTitle' | 'jobCode'>) => (job.jobCode ? `${job.jobTitle} (${job.jobCode})` : job.jobTitle);

/** The job whose applicants the page shows, or 'All'; typing searches active and expired jobs. */
export function JobApplicantsJobPicker({ jobId, onChange, withAll = true }: JobApplicantsJobPickerProps) {
  const styles = useStyles();
  const current = useItemQuery<JobDetail>(jobId === ALL || jobId === null ? null : itemPath(API_PATHS.job, jobId));
  let currentLabel = '';
  if (jobId === ALL) currentLabel = ALL_LABEL;
  else if (jobId !== null) currentLabel = current.data ? jobLabel(current.data.data) : `Job ${jobId}`;
  const [text, setText] = useState('');
  // While typing the box shows the typed text; otherwise the chosen job's name.
  const [typing, setTyping] = useState(false);
  const search = useDebounced(typing ? text : '');
  const active = useListQuery<JobOption>(API_PATHS.jobsFilter, pickerQuery(search));
  const expired = useListQuery<JobOption>(API_PATHS.expiredJobsFilter, pickerQuery(search));

  const group = (label: string, jobs: readonly JobOption[] | undefined) =>
    jobs && jobs.length > 0 ? (
      <OptionGroup label={label}>
        {jobs.map((job) => (
          <Option key={job.jobId} value={String(job.jobId)} text={jobLabel(job)}>
            {jobLabel(job)}
          </Option>
        ))}
      </OptionGroup>
    ) : null;

  return (
    <Field label="Job" className={styles.root}>
      <Combobox
        value={typing ? text : currentLabel}
        selectedOptions={jobId === null ? [] : [String(jobId)]}
        placeholder={withAll ? undefined : 'Type to search jobs'}
        onChange={(event) => {
          setTyping(true);
          setText(event.target.value);
        }}
        onOptionSelect={(_, data) => {
          setTyping(false);
          if (!data.optionValue) return;
          onChange(data.optionValue === ALL ? ALL : Number(data.optionValue));
        }}
        onBlur={() => setTyping(false)}
      >
        {withAll && (
          <Option value={ALL} text={ALL_LABEL}>
            {ALL_LABEL}
          </Option>
        )}
        {group('Active jobs', active.data?.data)}
        {group('Expired jobs', expired.data?.data)}
      </Combobox>
    </Field>
  );
}
