import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../ui/page-header';
import { notifySuccess } from '../../../lib/notify';
import { useSourceMutations } from '../api';
import { SourceForm } from '../components/source-form';

const listPath = '/applicant-source';

/** /source/create: after a save the form returns to the list (the spec's old '/source' redirects there too). */
export function SourceCreatePage() {
  const navigate = useNavigate();
  const mutations = useSourceMutations();
  return (
    <>
      <PageHeader title="Create Applicant Source" />
      <SourceForm
        mode="create"
        initial={{ source: '', description: '', identifier: '' }}
        onSubmit={async (draft) => {
          await mutations.create(draft);
          notifySuccess('Your create form is submitted');
          navigate(listPath);
        }}
        onCancel={() => navigate(listPath)}
      />
    </>
  );
}
