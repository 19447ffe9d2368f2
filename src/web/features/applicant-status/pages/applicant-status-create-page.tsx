import { RecordCreatePage } from '../../../ui/form/record-form-page';
import { useApplicantStatusMutations } from '../api';
import { ApplicantStatusForm } from '../components/applicant-status-form';

/** /applicant-status/create: saves, then returns to the list. */
export function ApplicantStatusCreatePage() {
  const mutations = useApplicantStatusMutations();
  return (
    <RecordCreatePage
      noun="Applicant Status"
      listPath="/applicant-status"
      empty={{ status: '' }}
      create={(draft) => mutations.create(draft.status)}
      form={(props) => <ApplicantStatusForm {...props} />}
    />
  );
}
