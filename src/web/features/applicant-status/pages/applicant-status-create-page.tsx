import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../ui/page-header';
import { notifySuccess } from '../../../lib/notify';
import { useApplicantStatusMutations } from '../api';
import { ApplicantStatusForm } from '../components/applicant-status-form';

const listPath = '/applicant-status';

/** /applicant-status/create: saves, then returns to the list. */
export function ApplicantStatusCreatePage() {
  const navigate = useNavigate();
  const mutations = useApplicantStatusMutations();
  return (
    <>
      <PageHeader title="Create Applicant Status" />
      <ApplicantStatusForm
        mode="create"
        initial=""
        onSubmit={async (status) => {
          await mutations.create(status);
          notifySuccess('Your create form is submitted');
          navigate(listPath);
        }}
        onCancel={() => navigate(listPath)}
      />
    </>
  );
}
