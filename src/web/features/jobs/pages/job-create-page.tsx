import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@fluentui/react-components';
import { EXPERIENCE_RANGES_CREATE } from '../../../../shared/contract/job';
import { PageHeader } from '../../../ui/page-header';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { useJobMutations } from '../api';
import { useJobFormFields } from '../../../domain/job-form-fields';
import { emptyJobValues, jobDraft } from '../components/job-form/form-values';
import { JobForm } from '../components/job-form/job-form';
import { JobPageState } from '../components/job-form/page-state';

const listPath = '/all/job';

/** /job/create and /job/createv2: the tabbed job form; 'Save & Publish' publishes in the same request. */
export function JobCreatePage() {
  const navigate = useNavigate();
  const fields = useJobFormFields();
  const mutations = useJobMutations();
  const [initial] = useState(emptyJobValues);
  const back = () => navigate(listPath);

  return (
    <>
      <PageHeader title="Create Job" before={<Link onClick={back}>Back to jobs</Link>} />
      <JobPageState error={fields.error as Error | undefined} loading={!fields.data}>
        <JobForm
          mode="create"
          initial={initial}
          config={fields.data?.data ?? []}
          onCancel={back}
          onSave={async (values, platformIds) => {
            const draft = jobDraft(values, EXPERIENCE_RANGES_CREATE, 'create');
            if (platformIds) draft.platformId = platformIds;
            await mutations.create(draft);
            notifySuccess(SUCCESS_TEXT.created);
            back();
          }}
        />
      </JobPageState>
    </>
  );
}
