import useSWR from 'swr';
import type { ItemResponse, ListResponse } from '../../../shared/contract/list';
import type { PipelineRow } from '../../../shared/contract/pipeline';
import type {
  RecruiterWorkloadReport,
  ReferralProgrammeReport,
  ReportName,
  SourceEffectivenessReport,
  TimeInStageReport,
  TimeToFillReport,
  TimeToHireReport,
} from '../../../shared/contract/reports';
import { API_PATHS } from '../../../shared/contract/api-paths';
import { listKey } from '../../lib/query-keys';
import { useListChoices } from '../../lib/lookups';
import { fullName, type PersonName } from '../../lib/formats';
import type { FilterOption } from '../../ui/filter-bar/use-filter-options';

/** The report filters that are set, as the reports take them (ReportFilterParams). */
export type ReportQuery = Readonly<Record<string, string>>;

/** One report's figures for the filters; the figures shown stay while the next filters load. */
function useReport<T>(name: ReportName, query: ReportQuery | null) {
  return useSWR<ItemResponse<T>>(query === null ? null : listKey(`${API_PATHS.reports}/${name}`, query), { keepPreviousData: true });
}

export const useTimeToHire = (query: ReportQuery) => useReport<TimeToHireReport>('time-to-hire', query);
export const useTimeToFill = (query: ReportQuery) => useReport<TimeToFillReport>('time-to-fill', query);
export const useSourceEffectiveness = (query: ReportQuery) => useReport<SourceEffectivenessReport>('source-effectiveness', query);
export const useReferralProgramme = (query: ReportQuery) => useReport<ReferralProgrammeReport>('referral-programme', query);
export const useRecruiterWorkload = (query: ReportQuery) => useReport<RecruiterWorkloadReport>('recruiter-workload', query);
/** Time in stage names its pipeline: nothing is asked until one is known. */
export const useTimeInStage = (query: ReportQuery | null) => useReport<TimeInStageReport>('time-in-stage', query);

/** Where a report's CSV is served, for the Export CSV button. */
export const reportCsvPath = (name: ReportName) => `${API_PATHS.reports}/${name}.csv`;

export const usePipelineChoices = () =>
  useListChoices<PipelineRow>(API_PATHS.pipeline, (row) => ({ value: String(row.id), label: row.name }));

type UserOption = PersonName & { id: number };
const ALL_USERS = { page: 1, limit: 100 } as const;

/** Users who may be assigned as recruiters (recruiters and admins), as the recruiter filter's choices. */
export function useRecruiterChoices() {
  const recruiters = useSWR<ListResponse<UserOption>>(listKey(API_PATHS.users, { ...ALL_USERS, role: 'recruiter' }));
  const admins = useSWR<ListResponse<UserOption>>(listKey(API_PATHS.users, { ...ALL_USERS, role: 'admin' }));
  const users = [...(recruiters.data?.data ?? []), ...(admins.data?.data ?? [])];
  const options: FilterOption[] = users
    .map((user) => ({ value: String(user.id), label: fullName(user) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return {
    options,
    isLoading: recruiters.isLoading || admins.isLoading,
    error: (recruiters.error ?? admins.error) as Error | undefined,
    truncated: (recruiters.data?.meta.total ?? 0) > ALL_USERS.limit || (admins.data?.meta.total ?? 0) > ALL_USERS.limit,
  };
}
