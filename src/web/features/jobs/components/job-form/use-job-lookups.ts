import useSWR from 'swr';
import type { ListResponse } from '../../../../../shared/contract/list';
import type { QuestionGroupOption } from '../../../../../shared/contract/question-group';
import type { ReferralAmountOption } from '../../../../../shared/contract/referral-amount';
import type { CityOption, DepartmentOption, NamedOption, RecruiterOption, SubDepartmentOption, SubFunctionOption } from '../../../../../shared/contract/lookups';
import type { GroupRow } from '../../../../../shared/contract/group';
import type { JobPriority } from '../../../../../shared/contract/job-priority';
import type { PipelineRow } from '../../../../../shared/contract/pipeline';
import type { Choice, SearchResult } from '../../../../ui/form/choice';


// Every list the form picks from is small per app; the API caps a page at 100 rows.
const all = { page: 1, limit: 100 } as const;

function useChoices<Row>(path: string, toChoice: (row: Row) => Choice | Choice[], extra: Record<string, string | number> = {}) {
  const { data, error, isLoading } = useSWR<ListResponse<Row>>([path, { ...all, ...extra }]);
  const rows = data?.data ?? [];
  return { rows, choices: rows.flatMap(toChoice), error: error as Error | undefined, isLoading };
}

const named = (row: NamedOption): Choice => ({ value: String(row.id), label: row.name });

/** The selects of the Job tab, each from its own endpoint. */
export function useJobLookups() {
  const lookups = {
    jobTypes: useChoices<{ id: number; jobType: string }>('/api/job-type', (row) => ({ value: String(row.id), label: row.jobType })),
    employmentTypes: useChoices<{ id: number; employmentType: string }>('/api/employment-type', (row) => ({ value: String(row.id), label: row.employmentType })),
    countries: useChoices<NamedOption>('/api/country', named),
    locations: useChoices<CityOption>('/api/city', (city) =>
      city.locations.map((location) => ({ value: String(location.locationId), label: location.locationDisplay, group: city.city })),
    ),
    departments: useChoices<DepartmentOption>('/api/career-department', (row) => ({ value: String(row.departmentId), label: row.departmentName })),
    subDepartments: useChoices<SubDepartmentOption>('/api/sub-department', named),
    divisions: useChoices<NamedOption>('/api/division', named),
    functions: useChoices<NamedOption>('/api/function', named),
    subFunctions: useChoices<SubFunctionOption>('/api/sub-function', named),
    designations: useChoices<{ id: number; designation: string }>('/api/designation', (row) => ({ value: String(row.id), label: row.designation })),
    groups: useChoices<GroupRow>('/api/group', (row) => ({ value: String(row.id), label: row.activeStatus === 1 ? row.groupName : `${row.groupName} (inactive)`, disabled: row.activeStatus !== 1 })),
    // Spec §5: only priorities with status 1 are offered.
    priorities: useChoices<JobPriority>('/api/job-priority', (row) => ({ value: String(row.id), label: row.name }), { status: 1 }),
    // Spec §5: a question group without questions cannot be chosen.
    questionGroups: useChoices<QuestionGroupOption>('/api/question-group', (row) => ({
      value: String(row.id),
      label: row.questionCount === 0 ? `${row.questionGroupName} (no questions)` : row.questionGroupName,
      disabled: row.questionCount === 0,
    })),
    pipelines: useChoices<PipelineRow>('/api/pipeline', named),
    referralAmounts: useChoices<ReferralAmountOption>('/api/referral-amount', (row) => ({ value: String(row.id), label: `${row.slug} (${row.amount})` })),
  };
  const failed = Object.values(lookups).find((lookup) => lookup.error);
  return {
    ...lookups,
    error: failed?.error,
    /** Some list is still loading: its select could show only the stored id. */
    isLoading: Object.values(lookups).some((lookup) => lookup.isLoading),
    /** The sub departments of a department, or the sub functions of a function (none for ''). */
    subDepartmentsOf: (departmentId: string) => lookups.subDepartments.rows.filter((row) => String(row.departmentId) === departmentId).map(named),
    subFunctionsOf: (functionId: string) => lookups.subFunctions.rows.filter((row) => String(row.functionId) === functionId).map(named),
    /** The division a department belongs to ('' when none). */
    departmentDivision: (departmentId: string) => String(lookups.departments.rows.find((row) => String(row.departmentId) === departmentId)?.division?.id ?? ''),
    /** The country of a location's city ('' when none). */
    locationCountry: (locationId: string) =>
      String(lookups.locations.rows.find((city) => city.locations.some((location) => String(location.locationId) === locationId))?.countryId ?? ''),
  };
}

export type JobLookups = ReturnType<typeof useJobLookups>;

export const personName = (user: { name: string; lastName: string }) => `${user.name} ${user.lastName}`.trim();

/** Users (hiring and recruiting managers, e-mail recipients), searched on the server. */
export function useUserSearch(search: string): SearchResult {
  const { data, isLoading } = useSWR<ListResponse<RecruiterOption>>(['/api/users', { search, page: 1, limit: 20 }], { keepPreviousData: true });
  return { choices: (data?.data ?? []).map((user) => ({ value: String(user.id), label: personName(user), hint: user.email })), isLoading };
}

export function useSkillSearch(search: string): SearchResult {
  const { data, isLoading } = useSWR<ListResponse<NamedOption>>(['/api/skills', { search, page: 1, limit: 20 }], { keepPreviousData: true });
  return { choices: (data?.data ?? []).map(named), isLoading };
}
