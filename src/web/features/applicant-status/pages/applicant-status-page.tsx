import type { ApplicantStatus } from '../../../../shared/contract/applicant-status';
import { ResourceListPage } from '../../../ui/resource-list-page';
import { useApplicantStatusMutations, useApplicantStatuses } from '../api';
import { applicantStatusColumns } from '../components/applicant-status-columns';

/** /applicant-status: 'Applicant Status' with search, paging, create, edit, view and delete. */
export function ApplicantStatusPage() {
  return (
    <ResourceListPage<ApplicantStatus>
      title="Applicant Status"
      description="Statuses for applicants of jobs without a hiring pipeline."
      rowsCalled={{ full: 'Applicant statuses', short: 'statuses' }}
      routeBase="/applicant-status"
      useList={useApplicantStatuses}
      columns={applicantStatusColumns}
      useMutations={useApplicantStatusMutations}
      deleteTitle={(row) => `Delete ${row.status}`}
    />
  );
}
