import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { PAYOUT_WORDS, payoutShown, type MyReferral } from '../../../../shared/contract/referral-refer';
import { formatDateMDY } from '../../../lib/formats';
import { useFormatAmount } from '../../../domain/workspace-currency';

const useStyles = makeStyles({
  // Whole words: a line breaks inside a word only when that word cannot fit on a line of its own.
  root: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'break-word' },
  detail: { color: tokens.colorNeutralForeground3 },
});

const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** What the referral's bonus comes to, in a headline and a detail line: the amount, or where its payout stands and why. */
function bonusLines(referral: MyReferral, formatAmount: (amount: number) => string): [string, string | null] {
  const amount = referral.expectedBonus === null ? null : formatAmount(referral.expectedBonus);
  if (referral.noBonusReason) return ['No bonus', referral.noBonusReason];
  const { payout } = referral;
  if (!payout) return [amount ?? '—', null];
  const shown = payoutShown(payout);
  const headline = sentence(PAYOUT_WORDS[shown]);
  if (shown === 'not_eligible') return [headline, payout.notPayableReason];
  if (shown === 'paid') return [headline, [amount, payout.since && `on ${formatDateMDY(payout.since)}`].filter(Boolean).join(' ')];
  if (shown === 'hired') {
    const dates = [
      referral.joiningDate && `joined ${formatDateMDY(referral.joiningDate)}`,
      referral.eligibilityDate && `eligible on ${formatDateMDY(referral.eligibilityDate)}`,
    ];
    return [amount ?? '—', sentence(dates.filter(Boolean).join(', ')) || null];
  }
  return [headline, amount];
}

/** My referrals' Bonus: the expected amount before a hire, then the payout: paid (and when), not eligible (and why), approved, on hold. */
export function ReferralBonus({ referral }: { referral: MyReferral }) {
  const styles = useStyles();
  const formatAmount = useFormatAmount();
  const [headline, detail] = bonusLines(referral, formatAmount);
  return (
    <span className={styles.root}>
      <Text weight={referral.payout || referral.noBonusReason ? 'semibold' : 'regular'}>{headline}</Text>
      {detail && (
        <Text size={200} className={styles.detail}>
          {detail}
        </Text>
      )}
    </span>
  );
}
