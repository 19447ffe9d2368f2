import type { ApplicantStatus } from '../../../../shared/contract/applicant-status';
import { ResourceListPage } from '../../../ui/resource-list-page';
import { SUCCESS_TEXT, notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useApplicantStatusMutations, useApplicantStatuses } from '../api';
import { applicantStatusColumns } from '../components/applicant-status-columns';

/** /applicant-status: 'Applicant Status' with search, paging, create, edit, view and delete. */
export function ApplicantStatusPage() {
  const mutations = useApplicantStatusMutations();
  return (
    <ResourceListPage<ApplicantStatus>
      title="Applicant Status"
      description="Statuses for applicants of jobs without a hiring pipeline."
      tableLabel="Applicant statuses"
      searchPlaceholder="Search statuses"
      emptyMessage="No applicant statuses yet"
      noMatchMessage="No statuses match your search"
      routeBase="/applicant-status"
      canWrite={usePermissions().can('setup:write')}
      useList={useApplicantStatuses}
      columns={applicantStatusColumns}
      deleteTitle={(row) => `Delete ${row.status}`}
      onDelete={async (row) => {
        await mutations.remove(row.id);
        notifySuccess(SUCCESS_TEXT.submitted);
      }}
    />
  );
}
