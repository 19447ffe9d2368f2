import { Navigate, Link as RouterLink } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReferralSummary } from '../../../../shared/contract/referral';
import { PageHeader } from '../../../ui/page-header';
import { LinkTile } from '../../../ui/charts/link-tile';
import { EmptyState } from '../../../ui/empty-state';
import { ListProblem } from '../../../ui/list-page/list-problem';
import { usePermissions } from '../../../lib/permissions';
import { useInChannelTab } from '../../../lib/use-channel-tab';
import { useReferralSummary } from '../api';

const CARDS: readonly { key: keyof ReferralSummary; label: string; to: string }[] = [
  { key: 'total', label: 'Total No. Of Referral', to: '/total-referrals' },
  { key: 'inProgress', label: 'Referral In Progress', to: '/referral-progress' },
  { key: 'hired', label: 'Referral Hired', to: '/referral-hired' },
  { key: 'payable', label: 'Referral Payable', to: '/referral-payable' },
  { key: 'chat', label: 'Referral Chat', to: '/referralChat' },
];

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalL,
  },
});

/**
 * /referrals: the referral landing — a card per list with its count, the Back target of every
 * referral list. Employees follow their own referrals instead: the landing sends them to My referrals.
 */
export function ReferralsPage() {
  const styles = useStyles();
  const permissions = usePermissions();
  const inChannelTab = useInChannelTab();
  const staff = permissions.can('referrals:read');
  const { data, error } = useReferralSummary(staff);
  const summary = data?.data;
  // A channel tab shows what the channel shares: never one person's own referrals or chats.
  const cards = inChannelTab ? CARDS.filter((card) => card.key !== 'chat') : CARDS;
  if (!permissions.isLoading && !staff && inChannelTab === false) return <Navigate to="/my-referrals" replace />;
  if (!permissions.isLoading && !staff && inChannelTab)
    return (
      <>
        <PageHeader title="Referrals" />
        <EmptyState message="Referrals are followed by recruiters, hiring managers and admins. You can refer a candidate to an open job.">
          <RouterLink to="/refer">Refer a candidate</RouterLink>
        </EmptyState>
      </>
    );
  return (
    <>
      <PageHeader title="Referrals" description="Follow referred candidates from referral to hire and payout." />
      {error ? (
        <ListProblem error={error} />
      ) : (
        <nav aria-label="Referral lists" className={styles.grid}>
          {cards.map((card) => (
            <LinkTile key={card.key} label={card.label} value={summary?.[card.key]} to={card.to} />
          ))}
        </nav>
      )}
    </>
  );
}
