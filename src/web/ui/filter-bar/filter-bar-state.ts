import { calendarDayIn } from '../../../shared/rules/calendar-day';

// The shared filter bar's values as they live in the address (spec §2 "Shared filter bar"), and
// the query the applicant endpoints take from them (GET v2/application, GET applicant-filter).

/** The filters 'Add' offers, each at most once, in the spec's order. */
export const FILTER_KINDS = ['date', 'department', 'location', 'source', 'applicantStatus'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export const FILTER_KIND_LABELS: Record<FilterKind, string> = {
  date: 'Date Filter',
  department: 'Department Filter',
  location: 'Location Filter',
  source: 'Source Filter',
  applicantStatus: 'Applicant Status',
};

/** The address parameter each option filter keeps its id in (the API's own names). */
export const OPTION_FILTER_PARAMS = {
  department: 'departmentId',
  location: 'locationId',
  source: 'sourceId',
  applicantStatus: 'applicantStatusId',
} as const satisfies Record<Exclude<FilterKind, 'date'>, string>;
export type OptionFilterKind = keyof typeof OPTION_FILTER_PARAMS;

/** The job filter (spec: activeJobs / expiredJobs / allJobs), kept as `jobs=active|expired`; none is all. */
export const JOB_SCOPES = ['all', 'active', 'expired'] as const;
export type JobScope = (typeof JOB_SCOPES)[number];
export const JOB_SCOPE_LABELS: Record<JobScope, string> = { all: 'All Jobs', active: 'Active Jobs', expired: 'Expired Jobs' };

/** Every address parameter the bar owns: pass them as useListState's `filters`. */
export const FILTER_BAR_PARAMS = ['fromDate', 'toDate', ...Object.values(OPTION_FILTER_PARAMS), 'jobs'] as const;

export type FilterValues = Readonly<Record<string, string>>;

/** Whether a filter holds a value in the address (then it shows without being added again). */
export function isFilterSet(kind: FilterKind, values: FilterValues): boolean {
  if (kind === 'date') return Boolean(values.fromDate || values.toDate);
  return Boolean(values[OPTION_FILTER_PARAMS[kind]]);
}

export function jobScopeOf(value: string | undefined): JobScope {
  return (JOB_SCOPES as readonly string[]).includes(value ?? '') ? (value as JobScope) : 'all';
}

/** The query the applicant list endpoints take for the bar's values; unset filters are left out. */
export function filterBarQuery(values: FilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  // A backwards range is being corrected (the bar says so): until then it filters nothing.
  const backwards = Boolean(values.fromDate && values.toDate && values.fromDate > values.toDate);
  const names = [...(backwards ? [] : ['fromDate', 'toDate']), ...Object.values(OPTION_FILTER_PARAMS)];
  for (const name of names) if (values[name]) query[name] = values[name];
  const scope = jobScopeOf(values.jobs);
  query[`${scope}Jobs`] = '1';
  return query;
}

/** Today in the browser's time zone, the day the presets count back from. */
export function browserToday(now = new Date()): string {
  return calendarDayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
}
