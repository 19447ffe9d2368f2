import { useState } from 'react';
import { Button, Checkbox, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, CopyRegular } from '@fluentui/react-icons';
import type { JobReferralDetail } from '../../../../shared/contract/referral-payable';
import { notCompletedMessage } from '../../../../shared/rules/referral-payout';
import { errorMessage } from '../../../lib/api';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { usePayableMutations } from '../api';
import { ReleaseGuard } from './release-guard';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * 'Mark as duplicate' and 'Eligible', enabled once the confirming box is checked (spec §2);
 * Eligible also waits for the release period, with the spec's tooltip.
 */
export function PayoutDecision({ referral }: { referral: JobReferralDetail }) {
  const styles = useStyles();
  const { markDuplicate, markEligible } = usePayableMutations();
  const [confirmed, setConfirmed] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const paid = referral.status.code === 'paid';

  const act = async (action: (id: number) => Promise<void>) => {
    setPending(true);
    setFailure(null);
    try {
      await action(referral.applicantId);
      notifySuccess(SUCCESS_TEXT.submitted);
      setConfirmed(false);
    } catch (error) {
      setFailure(errorMessage(error, 'The decision could not be saved. Please try again.'));
    } finally {
      setPending(false);
    }
  };
  const blocked = !referral.payoutDue ? notCompletedMessage(referral.releaseDays) : null;
  const disabled = !confirmed || pending || paid;

  return (
    <section className={styles.root} aria-label="Payout decision">
      <Checkbox
        checked={confirmed}
        disabled={paid}
        onChange={(_, data) => setConfirmed(data.checked === true)}
        label={paid ? 'This referral has been paid.' : 'I have checked this referral against the candidate and the referrer.'}
      />
      <div className={styles.buttons}>
        <Button
          icon={<CopyRegular />}
          disabled={disabled || referral.referralStatus?.code === 'duplicate'}
          onClick={() => void act(markDuplicate)}
        >
          Mark as duplicate
        </Button>
        <ReleaseGuard blockedBy={blocked} icon={<CheckmarkCircleRegular />} label="Eligible">
          <Button appearance="primary" icon={<CheckmarkCircleRegular />} disabled={disabled} onClick={() => void act(markEligible)}>
            Eligible
          </Button>
        </ReleaseGuard>
      </div>
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
