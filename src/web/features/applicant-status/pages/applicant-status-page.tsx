import type { ApplicantStatus } from '../../../../shared/contract/applicant-status';
import { resourceListPage } from '../../../ui/resource-list-page';
import { useApplicantStatusMutations, useApplicantStatuses } from '../api';
import { applicantStatusColumns } from '../components/applicant-status-columns';

/** /applicant-status: 'Applicant Status' with search, paging, create, edit, view and delete. */
export const ApplicantStatusPage = resourceListPage<ApplicantStatus>({
  page: { title: 'Applicant Status', description: 'Statuses for applicants of jobs without a hiring pipeline.' },
  rows: { full: 'Applicant statuses', short: 'statuses', name: (row) => row.status, routeBase: '/applicant-status' },
  api: { useList: useApplicantStatuses, useMutations: useApplicantStatusMutations, columns: applicantStatusColumns },
});
