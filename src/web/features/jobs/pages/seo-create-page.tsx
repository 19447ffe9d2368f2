import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Link } from '@fluentui/react-components';
import { EXPERIENCE_RANGES_EDIT } from '../../../../shared/contract/job';
import { PageHeader } from '../../../ui/page-header';
import { SubmitButton } from '../../../ui/form/submit-button';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { useJob, useJobMutations } from '../api';
import { seoDraft, valuesFromJob } from '../components/job-form/form-values';
import { slugFromTitle } from '../../../../shared/rules/slug';
import { JobPageState, useJobIdParam } from '../components/job-form/page-state';
import { SeoForm } from '../components/job-form/seo-form';

const listPath = '/all/jobv1';

/** /seo/create/{id}: the Seo tab alone for an existing job (the simple list's 'Seo Create'). */
export function SeoCreatePage() {
  const navigate = useNavigate();
  const id = useJobIdParam();
  const { data, error } = useJob(id ?? undefined);
  const mutations = useJobMutations();
  const job = data?.data;
  const initial = useMemo(() => {
    if (!job) return null;
    const values = valuesFromJob(job, EXPERIENCE_RANGES_EDIT);
    return { ...values, slug: values.slug || slugFromTitle(job.jobTitle) };
  }, [job]);
  const back = () => navigate(listPath);

  return (
    <>
      <PageHeader title="Job SEO" description={job?.jobTitle} before={<Link onClick={back}>Back to jobs</Link>} />
      <JobPageState error={id === null ? 'Job not found.' : (error as Error | undefined)} loading={!initial}>
        {job && initial && (
          <SeoForm
            key={job.jobId}
            label="Job SEO"
            jobId={job.jobId}
            hasStoredImage={job.hasSeoImage}
            initial={initial}
            onSave={async (values) => {
              await mutations.saveSeo(job.jobId, seoDraft(values, 'update'));
              notifySuccess(SUCCESS_TEXT.submitted);
              back();
            }}
            actions={({ pending }) => (
              <>
                <SubmitButton pending={pending}>Save</SubmitButton>
                <Button disabled={pending} onClick={back}>
                  Cancel
                </Button>
              </>
            )}
          />
        )}
      </JobPageState>
    </>
  );
}
