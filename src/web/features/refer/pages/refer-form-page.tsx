import { useParams, useNavigate, Link as RouterLink } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { REFERRAL_ADDED, RESUME_REQUIRED, ReferCreateSchema, type ReferralJob } from '../../../../shared/contract/referral-refer';
import { BLANK_CANDIDATE } from '../../../domain/candidate/candidate-fields';
import { KitForm } from '../../../ui/form/kit-form';
import { requiredResume } from '../../../domain/candidate/resume-schema';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { PageHeader } from '../../../ui/page-header';
import { errorMessage } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useRefer, useReferralEligibility, useReferralJob, type ReferDraft } from '../api';
import { BonusNotice } from '../components/bonus-notice';
import { ReferFormFields } from '../components/refer-form-fields';
import { ShareLinkArea } from '../components/share-link-area';
import { useReferralVerdict } from '../components/use-referral-verdict';

/** The contract's fields, and the resume the form requires. */
const FormSchema = v.object({ ...ReferCreateSchema.entries, file: requiredResume(RESUME_REQUIRED) });

const REQUIRED = ['firstName', 'lastName', 'applicantEmail', 'phoneNumber', 'experience', 'file', 'consent'];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px', minWidth: 0 },
});

const blank = (jobId: number): ReferDraft => ({ ...BLANK_CANDIDATE, jobId: String(jobId), note: '', consent: false, file: null });

function ReferForm({ job }: { job: ReferralJob }) {
  const navigate = useNavigate();
  const refer = useRefer();
  const eligibility = useReferralEligibility();
  const kit = useKitForm<ReferDraft, v.InferOutput<typeof FormSchema>>({
    schema: FormSchema,
    defaultValues: blank(job.jobId),
    fallbackMessage: 'The referral could not be sent. Please try again.',
    required: REQUIRED,
    onSubmit: async (values) => {
      const answer = await refer(values);
      notifySuccess(answer.message ?? REFERRAL_ADDED);
      navigate('/my-referrals');
    },
  });
  const [applicantEmail, phoneNumber, documentNumber] = useWatch({
    control: kit.form.control,
    name: ['applicantEmail', 'phoneNumber', 'documentNumber'],
  });
  const verdict = useReferralVerdict(job.jobId, {
    applicantEmail: String(applicantEmail ?? ''),
    phoneNumber: String(phoneNumber ?? ''),
    documentNumber: String(documentNumber ?? ''),
  });
  return (
    <KitForm
      kit={kit}
      label={`Refer a candidate for ${job.jobTitle}`}
      guardLeave
      actions={
        <>
          <SubmitButton pending={kit.pending}>Refer</SubmitButton>
          <Button disabled={kit.pending} onClick={() => navigate('/refer')}>
            Cancel
          </Button>
        </>
      }
    >
      <BonusNotice bonus={job.bonus} eligibility={eligibility.data?.data} eligibilityError={eligibility.error} verdict={verdict} />
      <ReferFormFields control={kit.form.control} />
    </KitForm>
  );
}

/** /refer/{jobId}: the referral form for one open job; the bonus is said before anything is sent. */
export function ReferFormPage() {
  const styles = useStyles();
  const id = Number(useParams().jobId);
  const job = useReferralJob(Number.isInteger(id) && id > 0 ? id : null);
  const title = job.data ? `Refer a candidate for ${job.data.data.jobTitle}` : 'Refer a candidate';
  return (
    <div className={styles.root}>
      <PageHeader title={title} before={<RouterLink to="/refer">Back to open jobs</RouterLink>} />
      {job.error || !(Number.isInteger(id) && id > 0) ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{`${errorMessage(job.error, 'Job not found.')} This job may have closed; pick another open job.`}</MessageBarBody>
        </MessageBar>
      ) : !job.data ? (
        <Spinner label="Loading the job…" />
      ) : (
        <>
          <ShareLinkArea job={job.data.data} />
          <ReferForm job={job.data.data} />
        </>
      )}
    </div>
  );
}
