import { useNavigate, useParams } from 'react-router-dom';
import { Button, Link, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ApiError } from '../../../lib/api';
import { usePermissions } from '../../../lib/permissions';
import { EmptyState } from '../../../ui/empty-state';
import { ListProblem } from '../../../ui/list-page/list-problem';
import { PageHeader } from '../../../ui/page-header';
import { useJobReferral } from '../api';
import { JobReferralCards } from '../components/job-referral-cards';
import { PayoutDecision } from '../components/payout-decision';
import { fullName } from '../../../lib/formats';

const BACK = '/job-referral';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/** /job-referral/:applicantId: the Referral Payable detail page, made real. */
export function JobReferralDetailPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const raw = useParams().applicantId ?? '';
  const id = /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
  const { data, error } = useJobReferral(id);
  const canWrite = usePermissions().can('referrals:write');
  const referral = data?.data;
  const back = <Link onClick={() => navigate(BACK)}>Back</Link>;

  if (id === null || (error instanceof ApiError && error.status === 404)) {
    return (
      <>
        <PageHeader title="Referral not found" before={back} />
        <EmptyState message="There is no such hired referral you can see: the link may be wrong, or its payout record was deleted.">
          <Button onClick={() => navigate(BACK)}>Back to the referrals awaiting a decision</Button>
        </EmptyState>
      </>
    );
  }

  return (
    <div className={styles.root}>
      <PageHeader
        title="Referral Payable"
        description={referral ? `${fullName(referral)} · ${referral.job.jobTitle}` : undefined}
        before={back}
      />
      {error ? (
        <ListProblem error={error} />
      ) : referral ? (
        <JobReferralCards referral={referral} />
      ) : (
        <Spinner label="Loading the referral" />
      )}
      {referral && canWrite && <PayoutDecision referral={referral} />}
    </div>
  );
}
