import type { AddApplicantResponseSchema, ApplicantCreateInput } from '../../../shared/contract/application-intake';
import type * as v from 'valibot';
import { apiPost, toFormData } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { API_PATHS, itemPath } from '../../../shared/contract/api-paths';

/** The API path of an applicant's resume (the PDF bytes; 404 'Resume not found.' when none). */
export const resumePath = (applicationId: number) => itemPath(API_PATHS.applicant, applicationId, 'resume');

export type AddApplicantResponse = v.InferOutput<typeof AddApplicantResponseSchema>;

/** What the Add applicant form sends: the applicant fields and the PDF, if one was picked. */
export type ApplicantDraft = ApplicantCreateInput & { file?: File | null };

/**
 * POST /api/application as multipart (the resume rides along as `file`); afterwards every cached
 * applicant list and the job screens' counts are revalidated.
 */
export function useAddApplicant() {
  const invalidate = useInvalidate();
  return async ({ file, ...fields }: ApplicantDraft): Promise<AddApplicantResponse> => {
    const answer = await apiPost<AddApplicantResponse>(API_PATHS.application, toFormData(file ? { ...fields, file } : fields));
    await invalidate(API_PATHS.applicationList, API_PATHS.applicantFilter, API_PATHS.jobApplication, API_PATHS.job, API_PATHS.jobs);
    return answer;
  };
}
