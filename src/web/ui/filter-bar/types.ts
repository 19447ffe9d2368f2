export type FilterKind = 'date' | 'department' | 'location' | 'source' | 'applicantStatus';

/** Names as the 'Add' menu offers them, in that order. */
export const FILTER_LABELS: Record<FilterKind, string> = {
  date: 'Date Filter',
  department: 'Department Filter',
  location: 'Location Filter',
  source: 'Source Filter',
  applicantStatus: 'Applicant Status',
};

export const ALL_FILTERS: readonly FilterKind[] = ['date', 'department', 'location', 'source', 'applicantStatus'];

export interface FilterOption {
  id: number | string;
  name: string;
}

/** What the bar reports; a key is absent when its filter is not set. Dates are yyyy-MM-dd. */
export interface FilterValue {
  fromDate?: string;
  toDate?: string;
  departmentId?: number | string;
  locationId?: number | string;
  sourceId?: number | string;
  applicantStatusId?: number | string;
}

export type OptionFilterKind = Exclude<FilterKind, 'date'>;

export const VALUE_KEYS: Record<OptionFilterKind, 'departmentId' | 'locationId' | 'sourceId' | 'applicantStatusId'> = {
  department: 'departmentId',
  location: 'locationId',
  source: 'sourceId',
  applicantStatus: 'applicantStatusId',
};

/** Label of each option filter's select. */
export const SELECT_LABELS: Record<OptionFilterKind, string> = {
  department: 'Department',
  location: 'Location',
  source: 'Source',
  applicantStatus: 'Applicant Status',
};
