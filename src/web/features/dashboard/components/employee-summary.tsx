import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import type { MyReferralSummary } from '../../../../shared/contract/dashboard';
import { StatTile } from '../../../ui/charts/stat-tile';
import { useFormatAmount } from '../../../domain/workspace-currency';
import { formatNumber } from '../../../lib/locale-formats';
import { useLinkClick } from '../../../lib/use-link-click';
import { useMyReferralSummary } from '../api';
import { useFiguresPlaceholder } from '../../../ui/charts/figures-placeholder';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  heading: { margin: 0 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))', gap: tokens.spacingHorizontalM },
  link: { color: tokens.colorBrandForegroundLink },
});

const referrals = (count: number) => `${formatNumber(count)} referral${count === 1 ? '' : 's'}`;

function Figures({ summary }: { summary: MyReferralSummary }) {
  const styles = useStyles();
  const amount = useFormatAmount();
  return (
    <div className={styles.grid}>
      <StatTile label="Referred" value={formatNumber(summary.referred)} />
      <StatTile label="In process" value={formatNumber(summary.inProcess)} />
      <StatTile label="Hired" value={formatNumber(summary.hired)} />
      <StatTile label="Bonus due" value={amount(summary.bonusDue.amount)} hint={referrals(summary.bonusDue.count)} />
      <StatTile label="Bonus upcoming" value={amount(summary.bonusUpcoming.amount)} hint={referrals(summary.bonusUpcoming.count)} />
      <StatTile label="Bonus paid" value={amount(summary.bonusPaid.amount)} hint={referrals(summary.bonusPaid.count)} />
    </div>
  );
}

/** An employee's dashboard: their own referrals and bonuses, and the way to refer someone. */
export function EmployeeSummary() {
  const styles = useStyles();
  const query = useMyReferralSummary(true);
  const refer = useLinkClick('/refer');
  const placeholder = useFiguresPlaceholder('Your referrals', query, null);
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle2 as="h2" id={headingId} className={styles.heading}>
          Your referrals
        </Subtitle2>
        <Button as="a" href="/refer" onClick={refer} appearance="primary" icon={<PersonAddRegular />}>
          Refer a candidate
        </Button>
      </div>
      {placeholder ?? (query.data && <Figures summary={query.data.data} />)}
      <RouterLink to="/my-referrals" className={styles.link}>
        See all your referrals
      </RouterLink>
    </section>
  );
}
