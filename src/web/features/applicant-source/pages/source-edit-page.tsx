import { RecordEditPage } from '../../../ui/form/record-form-page';
import { useSource, useSourceMutations } from '../api';
import { SourceForm } from '../components/source-form';

/** /source/{childPath}/{id}: edit, or view read-only. */
export function SourceEditPage() {
  const mutations = useSourceMutations();
  return (
    <RecordEditPage
      noun="Applicant Source"
      listPath="/applicant-source"
      useRecord={useSource}
      draftOf={(row) => ({ source: row.source, description: row.description, identifier: row.identifier })}
      update={mutations.update}
      form={(props) => <SourceForm {...props} />}
    />
  );
}
