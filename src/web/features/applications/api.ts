import type {
  ApplicantDetail,
  ApplicationListItem,
  ApplicationListParams,
  JobApplicationItem,
  JobApplicationParams,
} from '../../../shared/contract/application';
import { resourceReads } from '../../lib/resource-api';
import { useListQuery } from '../../lib/use-query';
import { API_PATHS } from '../../../shared/contract/api-paths';

/** The applicant list's path; every applicant write invalidates it and the keys below it. */
export const APPLICATION_LIST_PATH = API_PATHS.applicationList;
/** One applicant (GET applicant/{id}). */
export const APPLICANT_PATH = API_PATHS.applicant;
/** A job's applicants (GET job-application/{jobId}, `all` for every visible one). */
export const JOB_APPLICATION_PATH = API_PATHS.jobApplication;

const applicationReads = resourceReads<ApplicationListItem, ApplicationListItem, ApplicationListParams>(APPLICATION_LIST_PATH);
const applicantReads = resourceReads<ApplicantDetail, ApplicantDetail>(APPLICANT_PATH);

/** One page of GET v2/application (the filter bar's filters, search, sort); null fetches nothing. */
export const useApplications = applicationReads.useList;

/** GET applicant/{id}; a null id fetches nothing. */
export const useApplicant = applicantReads.useItem;

/** One page of a job's applicants, or of every visible applicant for 'all'; a null job fetches nothing. */
export function useJobApplications(jobId: number | 'all' | null, params: JobApplicationParams | null) {
  return useListQuery<JobApplicationItem>(`${JOB_APPLICATION_PATH}/${jobId ?? ''}`, jobId === null ? null : params);
}
