import { MessageBar, MessageBarBody, MessageBarTitle, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReferralEligibility, ReferralVerdict } from '../../../../shared/contract/referral-refer';
import { useFormatAmount } from '../../../domain/workspace-currency';

export interface BonusNoticeProps {
  /** The job's bonus; null when the job has none. */
  bonus: number | null;
  eligibility: ReferralEligibility | undefined;
  eligibilityError: unknown;
  /** The verdict on the candidate typed so far, once there is one. */
  verdict: ReferralVerdict | null;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  rules: { color: tokens.colorNeutralForeground3 },
});

const gapText = (months: number) => (months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} months`);

/** Who gets the credit (Referrals Settings' gap period and selection attribution), in a grammatical sentence. */
export function creditRule(gapMonths: number, holders: number): string {
  const within = `Within ${gapText(gapMonths)} a candidate can be referred by at most`;
  return holders === 1
    ? `${within} one employee: the first to refer them keeps the credit.`
    : `${within} ${holders} employees: the first ${holders} to refer them keep the credit.`;
}

/** Before submitting: whether this referral earns a bonus (and why not), whether it would be refused, and the rules. */
export function BonusNotice({ bonus, eligibility, eligibilityError, verdict }: BonusNoticeProps) {
  const styles = useStyles();
  const formatAmount = useFormatAmount();
  if (eligibilityError) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>Your bonus eligibility could not be loaded; you can still refer.</MessageBarBody>
      </MessageBar>
    );
  }
  if (!eligibility) return <Spinner size="tiny" label="Checking your bonus eligibility…" />;
  const reason = eligibility.reason ?? verdict?.reason ?? null;
  // A referral that would be refused earns nothing: its refusal takes the bonus line's place.
  const refusal = verdict?.duplicate ? verdict.message : null;
  const holders = eligibility.selectionAttribute;
  return (
    <section className={styles.root} aria-label="Referral bonus">
      {refusal ? (
        <MessageBar intent="error">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      ) : reason ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>This referral earns no bonus.</MessageBarTitle>
            {reason} You can still refer the candidate.
          </MessageBarBody>
        </MessageBar>
      ) : bonus === null ? (
        <MessageBar intent="info">
          <MessageBarBody>This job has no referral bonus.</MessageBarBody>
        </MessageBar>
      ) : (
        <MessageBar intent="success">
          <MessageBarBody>{`This referral earns a bonus of ${formatAmount(bonus)} once the candidate is hired and completes the payment release period.`}</MessageBarBody>
        </MessageBar>
      )}
      <Text size={200} className={styles.rules}>
        {`${creditRule(eligibility.referralGapMonths, holders)} A candidate who has already applied for this job cannot be referred to it. ${
          eligibility.reHiredCandidate ? 'Former employees earn a bonus too.' : 'Former employees (re-hires) earn no bonus.'
        }`}
      </Text>
    </section>
  );
}
