import { useId } from 'react';
import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { DashboardTiles } from '../../../../shared/contract/dashboard';
import type { ReferralSummary } from '../../../../shared/contract/referral';
import { LinkTile } from '../../../ui/charts/link-tile';
import { useDashboardTiles, useReferralCounts } from '../api';
import { LoadProblem } from '../../../ui/charts/figures-placeholder';

interface Tile<T> {
  key: keyof T;
  label: string;
  to: string;
}

const JOB_TILES: readonly Tile<DashboardTiles>[] = [
  { key: 'totalApplicants', label: 'Total Applicants', to: '/application' },
  { key: 'publishedJobs', label: 'Published Jobs', to: '/all/job?job=all&published=1' },
  { key: 'unpublishedJobs', label: 'Unpublished Jobs', to: '/all/job?job=all&published=0' },
  { key: 'totalOpenings', label: 'Total Openings', to: '/active/job' },
];

// Spec: referral tiles 2–5, then the referral dashboard's three cards.
const REFERRAL_TILES: readonly Tile<ReferralSummary>[] = [
  { key: 'inProgress', label: 'Referral In Progress', to: '/referral-progress' },
  { key: 'hired', label: 'Referral Hired', to: '/referral-hired' },
  { key: 'payable', label: 'Referral Payable', to: '/referral-payable' },
  { key: 'total', label: 'Total Referrals', to: '/total-referrals' },
];
const REFERRAL_CARDS: readonly Tile<ReferralSummary>[] = [
  { key: 'total', label: 'Total No. Of Referral', to: '/total-referrals' },
  { key: 'payable', label: 'Referral Payable', to: '/referral-payable' },
  { key: 'chat', label: 'Referral Chat', to: '/referralChat' },
];

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))', gap: tokens.spacingHorizontalM },
});

interface TileGroupProps<T> {
  title: string;
  tiles: readonly Tile<T>[];
  query: { data?: { data: T }; error?: unknown; mutate: () => Promise<unknown> };
}

function TileGroup<T extends object>({ title, tiles, query }: TileGroupProps<T>) {
  const styles = useStyles();
  const headingId = useId();
  const figures = query.data?.data;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        {title}
      </Subtitle2>
      {/* Loading is each tile's own skeleton; a failure replaces the group. */}
      {query.error ? (
        <LoadProblem what={title} error={query.error} onRetry={() => void query.mutate()} />
      ) : (
        <div className={styles.grid}>
          {tiles.map((tile) => (
            <LinkTile key={tile.label} label={tile.label} value={figures?.[tile.key] as number | undefined} to={tile.to} />
          ))}
        </div>
      )}
    </section>
  );
}

/** The staff's headline figures: jobs and applicants, then referrals; each opens the list it counts. */
export function StaffTiles() {
  const tiles = useDashboardTiles(true);
  const referrals = useReferralCounts(true);
  return (
    <>
      <TileGroup title="Jobs and applicants" tiles={JOB_TILES} query={tiles} />
      <TileGroup title="Referrals" tiles={REFERRAL_TILES} query={referrals} />
      <TileGroup title="Referral dashboard" tiles={REFERRAL_CARDS} query={referrals} />
    </>
  );
}
