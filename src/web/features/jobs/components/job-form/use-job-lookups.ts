import useSWR from 'swr';
import type { ListResponse } from '../../../../../shared/contract/list';
import type { QuestionGroupOption } from '../../../../../shared/contract/question-group';
import type { ReferralAmountOption } from '../../../../../shared/contract/referral-amount';
import type { NamedOption, RecruiterOption } from '../../../../../shared/contract/lookups';
import type { GroupRow } from '../../../../../shared/contract/group';
import type { JobPriority } from '../../../../../shared/contract/job-priority';
import type { PipelineRow } from '../../../../../shared/contract/pipeline';
import type { Choice, SearchResult } from '../../../../ui/form/choice';
import { fullName } from '../../../../lib/formats';
import { useDepartmentChoices, useDesignationChoices, useListChoices, useLookupChoices } from '../../../../lib/lookups';
import { useFormatAmount } from '../../../../domain/workspace-currency';
import { API_PATHS } from '../../../../../shared/contract/api-paths';

const named = (row: NamedOption): Choice => ({ value: String(row.id), label: row.name });

/** The selects of the Job tab, each from its own endpoint. */
export function useJobLookups() {
  const formatAmount = useFormatAmount();
  const lookups = {
    jobTypes: useLookupChoices('job-type', (row) => ({ value: String(row.id), label: row.jobType })),
    employmentTypes: useLookupChoices('employment-type', (row) => ({ value: String(row.id), label: row.employmentType })),
    countries: useLookupChoices('country', named),
    locations: useLookupChoices('city', (city) =>
      city.locations.map((location) => ({ value: String(location.locationId), label: location.locationDisplay, group: city.city })),
    ),
    departments: useDepartmentChoices(),
    subDepartments: useLookupChoices('sub-department', named),
    divisions: useLookupChoices('division', named),
    functions: useLookupChoices('function', named),
    subFunctions: useLookupChoices('sub-function', named),
    designations: useDesignationChoices(),
    groups: useListChoices<GroupRow>(API_PATHS.group, (row) => ({
      value: String(row.id),
      label: row.activeStatus === 1 ? row.groupName : `${row.groupName} (inactive)`,
      disabled: row.activeStatus !== 1,
    })),
    // Spec §5: only priorities with status 1 are offered.
    priorities: useListChoices<JobPriority>(API_PATHS.jobPriority, (row) => ({ value: String(row.id), label: row.name }), { status: 1 }),
    // Spec §5: a question group without questions cannot be chosen.
    questionGroups: useListChoices<QuestionGroupOption>(API_PATHS.questionGroup, (row) => ({
      value: String(row.id),
      label: row.questionCount === 0 ? `${row.questionGroupName} (no questions)` : row.questionGroupName,
      disabled: row.questionCount === 0,
    })),
    pipelines: useListChoices<PipelineRow>(API_PATHS.pipeline, named),
    referralAmounts: useListChoices<ReferralAmountOption>(API_PATHS.referralAmount, (row) => ({
      value: String(row.id),
      label: `${row.slug} (${formatAmount(row.amount)})`,
    })),
  };
  const failed = Object.values(lookups).find((lookup) => lookup.error);
  return {
    ...lookups,
    error: failed?.error,
    /** Some list is still loading: its select could show only the stored id. */
    isLoading: Object.values(lookups).some((lookup) => lookup.isLoading),
    /** The sub departments of a department, or the sub functions of a function (none for ''). */
    subDepartmentsOf: (departmentId: string) =>
      lookups.subDepartments.rows.filter((row) => String(row.departmentId) === departmentId).map(named),
    subFunctionsOf: (functionId: string) => lookups.subFunctions.rows.filter((row) => String(row.functionId) === functionId).map(named),
    /** The division a department belongs to ('' when none). */
    departmentDivision: (departmentId: string) =>
      String(lookups.departments.rows.find((row) => String(row.departmentId) === departmentId)?.division?.id ?? ''),
    /** The country of a location's city ('' when none). */
    locationCountry: (locationId: string) =>
      String(
        lookups.locations.rows.find((city) => city.locations.some((location) => String(location.locationId) === locationId))?.countryId ??
          '',
      ),
  };
}

export type JobLookups = ReturnType<typeof useJobLookups>;

/** Users (hiring and recruiting managers, e-mail recipients), searched on the server. */
export function useUserSearch(search: string): SearchResult {
  const { data, isLoading } = useSWR<ListResponse<RecruiterOption>>([API_PATHS.users, { search, page: 1, limit: 20 }], {
    keepPreviousData: true,
  });
  return { choices: (data?.data ?? []).map((user) => ({ value: String(user.id), label: fullName(user), hint: user.email })), isLoading };
}

export function useSkillSearch(search: string): SearchResult {
  const { data, isLoading } = useSWR<ListResponse<NamedOption>>([API_PATHS.skills, { search, page: 1, limit: 20 }], {
    keepPreviousData: true,
  });
  return { choices: (data?.data ?? []).map(named), isLoading };
}
