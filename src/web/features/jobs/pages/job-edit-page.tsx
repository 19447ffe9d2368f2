import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@fluentui/react-components';
import { EXPERIENCE_RANGES_EDIT } from '../../../../shared/contract/job';
import { PageHeader } from '../../../ui/page-header';
import { dismissNotification, notifyProgress, notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { useJob, useJobMutations } from '../api';
import { jobDraft, valuesFromJob } from '../components/job-form/form-values';
import { JobForm } from '../components/job-form/job-form';
import { JobPageState, useJobIdParam } from '../components/job-form/page-state';

/** /job/edit/{id}: the same form, prefilled; PUT sends JSON so emptied fields are cleared. */
export function JobEditPage() {
  const navigate = useNavigate();
  const id = useJobIdParam();
  const { data, error } = useJob(id ?? undefined);
  const mutations = useJobMutations();
  const job = data?.data;
  const initial = useMemo(() => (job ? valuesFromJob(job, EXPERIENCE_RANGES_EDIT) : null), [job]);

  return (
    <>
      <PageHeader title="Edit Job" description={job?.jobTitle} before={<Link onClick={() => navigate('/all/job')}>Back to jobs</Link>} />
      <JobPageState error={id === null ? 'Job not found.' : (error as Error | undefined)} loading={!initial}>
        {job && initial && (
          <JobForm
            // Saving refreshes the job; the form keeps what the user sees rather than re-initialising.
            key={job.jobId}
            mode="edit"
            initial={initial}
            config={[]}
            job={job}
            onCancel={() => navigate('/all/job')}
            onSave={async (values, platformIds) => {
              const progress = notifyProgress(SUCCESS_TEXT.editing);
              try {
                // One PUT carries the fields, the image removal and the platforms ('Save & Publish').
                const draft = jobDraft(values, EXPERIENCE_RANGES_EDIT, 'update');
                await mutations.update(job.jobId, platformIds ? { ...draft, platformId: platformIds } : draft);
              } finally {
                dismissNotification(progress);
              }
              notifySuccess(SUCCESS_TEXT.edited);
              navigate(`/job/view/${job.jobId}`);
            }}
          />
        )}
      </JobPageState>
    </>
  );
}
