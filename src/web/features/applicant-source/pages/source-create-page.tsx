import { RecordCreatePage } from '../../../ui/form/record-form-page';
import { useSourceMutations } from '../api';
import { SourceForm } from '../components/source-form';

/** /source/create: after a save the form returns to the list (the spec's old '/source' redirects there too). */
export function SourceCreatePage() {
  const mutations = useSourceMutations();
  return (
    <RecordCreatePage
      noun="Applicant Source"
      listPath="/applicant-source"
      empty={{ source: '', description: '', identifier: '' }}
      create={mutations.create}
      form={(props) => <SourceForm {...props} />}
    />
  );
}
