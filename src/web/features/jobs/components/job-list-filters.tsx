import { useId } from 'react';
import { Label, Select, makeStyles, tokens } from '@fluentui/react-components';
import { JOB_FILTERS, type JobFilter } from '../../../../shared/contract/job';
import type { JobListParams } from '../api';

export type PublishedFilter = NonNullable<JobListParams['jobPublishedSaveStatus']>;

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

const isJobFilter = (value: string | null): value is JobFilter => (JOB_FILTERS as readonly (string | null)[]).includes(value);

/** The published filter a URL value names; anything else is 'All'. */
export function toPublishedFilter(value: string): PublishedFilter {
  return PUBLISHED_OPTIONS.find(([option]) => option === value)?.[0] ?? '';
}

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

/**
 * The list's filter: `?job=active|expired|all` wins (it preselects the dropdown); otherwise
 * /expired/job shows expired jobs and /active/job and /all/job the default, active.
 */
export function resolveJobFilter(pathname: string, job: string | null): JobFilter {
  if (isJobFilter(job)) return job;
  return pathname.startsWith('/expired/') ? 'expired' : 'active';
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
