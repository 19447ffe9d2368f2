import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { JobReferralDetail } from '../../../../shared/contract/referral-payable';
import { referralDay } from '../../../../shared/rules/referral-payout';
import { DetailCard, useDetailGridStyles } from '../../../ui/detail-card';
import { StatusBadge } from '../../../ui/status-badge';
import { useFormatAmount } from '../../../domain/workspace-currency';
import { experienceLabel, formatDateMDY, fullName } from '../../../lib/formats';
import { RollTags } from './roll-tags';

const useStyles = makeStyles({
  remarks: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The payable detail page's cards: the candidate, basic details, reference details, contact info and the payout. */
export function JobReferralCards({ referral: r }: { referral: JobReferralDetail }) {
  const styles = useStyles();
  const formatAmount = useFormatAmount();
  const grid = useDetailGridStyles();
  return (
    <div className={grid.grid}>
      <DetailCard
        title="Candidate"
        items={[
          { label: 'Name', value: fullName(r) },
          { label: 'Job', value: r.job.jobTitle },
          { label: 'Referred date', value: formatDateMDY(r.created_at) },
          { label: 'Referral status', value: r.referralStatus?.referralStatus },
          { label: 'On roll', value: <RollTags lastWorkingDate={r.lastWorkingDate} /> },
        ]}
      />
      <DetailCard
        title="Basic details"
        items={[
          { label: 'First name', value: r.firstName },
          { label: 'Last name', value: r.lastName },
          { label: 'Experience', value: experienceLabel(r.experience) },
          { label: 'Aadhaar number', value: r.documentNumber },
        ]}
      />
      <DetailCard
        title="Reference details"
        items={
          r.user
            ? [
                { label: 'Referred by', value: fullName(r.user) },
                { label: 'E-mail', value: r.user.email },
                { label: 'Department', value: r.referrer?.department },
                { label: 'Designation', value: r.referrer?.designation },
                { label: 'On roll', value: <RollTags lastWorkingDate={r.user.lastWorkingDate} /> },
                { label: 'Why they refer', value: r.referralNote, wide: true },
              ]
            : [{ label: 'Referred by', value: 'A former employee' }]
        }
      />
      <DetailCard
        title="Contact info"
        items={[
          { label: 'E-mail', value: r.applicantEmail },
          { label: 'Phone', value: r.phoneNumber },
        ]}
      />
      <DetailCard
        title="Payout"
        wide
        items={[
          { label: 'Joining date', value: referralDay(r.joiningDate) },
          { label: 'Eligibility date', value: referralDay(r.eligibilityDate) },
          { label: 'Days completed', value: `${r.daysCompleted} of ${r.releaseDays}` },
          { label: 'Status', value: <StatusBadge color={r.status.colour}>{r.status.referralStatus}</StatusBadge> },
          { label: 'Amount', value: r.referralPayable.amount === null ? null : formatAmount(r.referralPayable.amount) },
          ...(r.notPayableReason ? [{ label: 'Not payable because', value: r.notPayableReason, wide: true }] : []),
        ]}
      >
        {r.referralPayable.remark.length > 0 ? (
          <ol className={styles.remarks} aria-label="Remarks, newest first">
            {r.referralPayable.remark.map((remark) => (
              <li key={remark.id}>
                <Text>{remark.remarkName}</Text>{' '}
                <Text size={200} className={styles.muted}>
                  {`${remark.referralStatus ?? ''} · ${formatDateMDY(remark.created_at)}${remark.createdBy ? ` · ${fullName(remark.createdBy)}` : ''}`}
                </Text>
              </li>
            ))}
          </ol>
        ) : (
          <Text className={styles.muted}>No remark yet.</Text>
        )}
      </DetailCard>
    </div>
  );
}
