import type {
  ApplicantDetail,
  ApplicationListItem,
  ApplicationListParams,
  JobApplicationItem,
  JobApplicationParams,
} from '../../../shared/contract/application';
import type { ApplicantAnswer } from '../../../shared/contract/application-answers';
import { resourceReads } from '../../lib/resource-api';
import { useItemQuery, useListQuery } from '../../lib/use-query';
import { API_PATHS, itemPath } from '../../../shared/contract/api-paths';
import { jobApplicantsPath } from './components/applicant-list-queries';

const applicationReads = resourceReads<ApplicationListItem, ApplicationListItem, ApplicationListParams>(API_PATHS.applicationList);
const applicantReads = resourceReads<ApplicantDetail, ApplicantDetail>(API_PATHS.applicant);

/** One page of GET v2/application (the filter bar's filters, search, sort); null fetches nothing. */
export const useApplications = applicationReads.useList;

/** GET applicant/{id}; a null id fetches nothing. */
export const useApplicant = applicantReads.useItem;

/** GET application/{id}/answers: the careers form's questions and the applicant's answers, in the form's order. */
export const useApplicationAnswers = (id: number) => useItemQuery<ApplicantAnswer[]>(itemPath(API_PATHS.application, id, 'answers'));

/** One page of a job's applicants, or of every visible applicant for 'all'; a null job fetches nothing. */
export function useJobApplications(jobId: number | 'all' | null, params: JobApplicationParams | null) {
  return useListQuery<JobApplicationItem>(jobApplicantsPath(jobId ?? 'all'), jobId === null ? null : params);
}
