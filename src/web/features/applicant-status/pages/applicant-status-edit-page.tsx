import { RecordEditPage } from '../../../ui/form/record-form-page';
import { useApplicantStatus, useApplicantStatusMutations } from '../api';
import { ApplicantStatusForm } from '../components/applicant-status-form';

/** /applicant-status/{childPath}/{id}: edit and view share the route; anything else is not a page. */
export function ApplicantStatusEditPage() {
  const mutations = useApplicantStatusMutations();
  return (
    <RecordEditPage
      noun="Applicant Status"
      listPath="/applicant-status"
      useRecord={useApplicantStatus}
      draftOf={(row) => ({ status: row.status })}
      update={(id, draft) => mutations.update(id, draft.status)}
      form={(props) => <ApplicantStatusForm {...props} />}
    />
  );
}
