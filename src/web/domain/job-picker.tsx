import type { JobDetail, JobOption } from '../../shared/contract/job-views';
import type { SearchResult } from '../ui/form/choice';
import { SearchSelect, type SearchSelectProps } from '../ui/filter-bar/search-select';
import { useItemQuery, useListQuery } from '../lib/use-query';
import { API_PATHS, itemPath } from '../../shared/contract/api-paths';

export type JobPickerProps = Omit<SearchSelectProps, 'useSearch' | 'selectedLabel'>;

// A picker lists 20 jobs of each kind; typing searches titles and codes on the server.
const pickerQuery = (search: string) => ({ page: 1, limit: 20, search });

/** A job as pickers name it: its title, and its code when it has one (titles repeat). */
export const jobLabel = (job: Pick<JobOption, 'jobTitle' | 'jobCode'>) => (job.jobCode ? `${job.jobTitle} (${job.jobCode})` : job.jobTitle);

/** Active and expired jobs whose title or code holds `search` (GET jobs/filter, expired-jobs/filter). */
function useJobSearch(search: string): SearchResult {
  const active = useListQuery<JobOption>(API_PATHS.jobsFilter, pickerQuery(search));
  const expired = useListQuery<JobOption>(API_PATHS.expiredJobsFilter, pickerQuery(search));
  const group = (jobs: readonly JobOption[] | undefined, name: string) =>
    (jobs ?? []).map((job) => ({ value: String(job.jobId), label: jobLabel(job), group: name }));
  return {
    choices: [...group(active.data?.data, 'Active jobs'), ...group(expired.data?.data, 'Expired jobs')],
    isLoading: active.isLoading || expired.isLoading,
  };
}

/** The chosen job's name, read on its own: the address may name a job no page of the search holds. */
function useJobName(value: string): string | undefined {
  const job = useItemQuery<JobDetail>(/^[1-9]\d*$/.test(value) ? itemPath(API_PATHS.job, value) : null);
  if (job.data) return jobLabel(job.data.data);
  // A job deleted since the link was shared, or one this user may not read.
  return job.error ? `Job ${value}` : undefined;
}

/** One job (active or expired), searched by title or code; the value is its id as text. */
export function JobPicker(props: JobPickerProps) {
  return <SearchSelect {...props} useSearch={useJobSearch} selectedLabel={useJobName(props.value)} />;
}
