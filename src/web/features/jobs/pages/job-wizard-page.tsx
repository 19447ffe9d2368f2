import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Body1, Button, Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import type { JobDetail } from '../../../../shared/contract/job-views';
import { PageHeader } from '../../../ui/page-header';
import { SubmitButton } from '../../../ui/form/submit-button';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { useJobMutations } from '../api';
import { useJobFormFields } from '../../../domain/job-form-fields';
import { jobDraft, seoDraft, valuesFromJob } from '../components/job-form/form-values';
import { slugFromTitle } from '../../../../shared/rules/slug';
import { EXPERIENCE_RANGES_V1 } from '../components/job-form/job-rules';
import { JobPageState } from '../components/job-form/page-state';
import { SeoForm } from '../components/job-form/seo-form';
import { WizardJobStep } from '../components/job-form/wizard-job-step';

const STEPS = ['Job Create', 'Set Seo For Job'] as const;

const useStyles = makeStyles({
  steps: { display: 'flex', gap: tokens.spacingHorizontalXXL, listStyle: 'none', margin: `0 0 ${tokens.spacingVerticalL}`, padding: 0 },
  step: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  current: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  number: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground5,
    color: tokens.colorNeutralForeground1,
  },
  numberCurrent: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  done: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Step 0, 1, then completed (spec §4: step 1, step 2, completed). */
type Step = 0 | 1 | 'done';

/** /job/createv1: the older stepwise wizard. NEXT creates the job; FINISH saves its SEO; then it resets. */
export function JobWizardPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const fields = useJobFormFields();
  const mutations = useJobMutations();
  const [step, setStep] = useState<Step>(0);
  const [job, setJob] = useState<JobDetail | null>(null);
  // A new key gives the next run a fresh, empty form.
  const [run, setRun] = useState(0);

  const reset = () => {
    setJob(null);
    setStep(0);
    setRun((current) => current + 1);
  };

  return (
    <>
      <PageHeader title="Create Job" before={<Link onClick={() => navigate('/all/job')}>Back to jobs</Link>} />
      <ol className={styles.steps} aria-label="Steps">
        {STEPS.map((label, index) => {
          const current = step === index;
          const done = step === 'done' || (typeof step === 'number' && index < step);
          return (
            <li key={label} className={mergeClasses(styles.step, current && styles.current)} aria-current={current ? 'step' : undefined}>
              <span className={mergeClasses(styles.number, current && styles.numberCurrent)} aria-hidden>
                {done ? <CheckmarkCircleRegular /> : index + 1}
              </span>
              {label}
            </li>
          );
        })}
      </ol>
      <JobPageState error={fields.error as Error | undefined} loading={!fields.data}>
        {step === 0 && (
          <WizardJobStep
            key={run}
            config={fields.data?.data ?? []}
            onNext={async (values) => {
              const created = await mutations.create(jobDraft(values, EXPERIENCE_RANGES_V1, 'create'));
              notifySuccess(SUCCESS_TEXT.created);
              setJob(created);
              setStep(1);
            }}
          />
        )}
        {step === 1 && job && (
          <SeoForm
            label="Set Seo For Job"
            jobId={job.jobId}
            hasStoredImage={job.hasSeoImage}
            initial={{ ...valuesFromJob(job, EXPERIENCE_RANGES_V1), slug: job.slug ?? slugFromTitle(job.jobTitle) }}
            onSave={async (values) => {
              await mutations.saveSeo(job.jobId, seoDraft(values, 'update'));
              notifySuccess(SUCCESS_TEXT.submitted);
              setStep('done');
            }}
            actions={({ pending }) => (
              <>
                {/* The job exists now: going back means editing it. */}
                <Button disabled={pending} onClick={() => navigate(`/job/edit/${job.jobId}`)}>
                  Back
                </Button>
                <Button disabled={pending} onClick={() => setStep('done')}>
                  Skip
                </Button>
                <SubmitButton pending={pending}>FINISH</SubmitButton>
              </>
            )}
          />
        )}
        {step === 'done' && job && (
          <div className={styles.done} role="status">
            <Body1>All steps completed: '{job.jobTitle}' is created.</Body1>
            <div className={styles.actions}>
              <Button appearance="primary" onClick={reset}>
                Reset
              </Button>
              <Button onClick={() => navigate(`/job/view/${job.jobId}`)}>View job</Button>
            </div>
          </div>
        )}
      </JobPageState>
    </>
  );
}
