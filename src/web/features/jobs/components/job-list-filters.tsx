import { useId } from 'react';
import { Label, Select, makeStyles, tokens } from '@fluentui/react-components';
import { JOB_FILTERS, type JobFilter } from '../../../../shared/contract/job-values';
import { isJobFilter, toPublishedFilter, type PublishedFilter } from './job-list-query';

export const JOB_FILTER_LABELS: Record<JobFilter, string> = { active: 'Active Jobs', expired: 'Expired Jobs', all: 'All Jobs' };

/**
 * Where each 'Filter job' choice leads. /all/job alone shows the spec's default (active), so
 * All Jobs keeps its query value there.
 */
export const JOB_FILTER_PATHS: Record<JobFilter, string> = { active: '/active/job', expired: '/expired/job', all: '/all/job?job=all' };

const PUBLISHED_OPTIONS: readonly [PublishedFilter, string][] = [
  ['', 'All'],
  ['1', 'Published'],
  ['0', 'Unpublished'],
];

/**
 * The address of a 'Filter job' choice: its route, with the list's search, size, sort and
 * published filter kept and the page back to the first.
 */
export function jobFilterTarget(filter: JobFilter, current: URLSearchParams): string {
  const [path, query = ''] = JOB_FILTER_PATHS[filter].split('?');
  const next = new URLSearchParams(current);
  next.delete('page');
  next.delete('job');
  for (const [name, value] of new URLSearchParams(query)) next.set(name, value);
  const rest = next.toString();
  return rest ? `${path}?${rest}` : path;
}

export interface JobListFiltersProps {
  filter: JobFilter;
  onFilterChange: (filter: JobFilter) => void;
  published: PublishedFilter;
  onPublishedChange: (published: PublishedFilter) => void;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  field: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** 'Filter job' (active / expired / all) and the published filter (All / Published / Unpublished). */
export function JobListFilters({ filter, onFilterChange, published, onPublishedChange }: JobListFiltersProps) {
  const styles = useStyles();
  const filterId = useId();
  const publishedId = useId();
  return (
    <div className={styles.root}>
      <div className={styles.field}>
        <Label htmlFor={filterId}>Filter job</Label>
        <Select id={filterId} value={filter} onChange={(_, data) => isJobFilter(data.value) && onFilterChange(data.value)}>
          {JOB_FILTERS.map((value) => (
            <option key={value} value={value}>
              {JOB_FILTER_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <div className={styles.field}>
        <Label htmlFor={publishedId}>Publish status</Label>
        <Select id={publishedId} value={published} onChange={(_, data) => onPublishedChange(toPublishedFilter(data.value))}>
          {PUBLISHED_OPTIONS.map(([value, label]) => (
            <option key={label} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
