import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))', gap: tokens.spacingVerticalL },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))', gap: tokens.spacingVerticalL },
  tile: { height: '88px' },
  card: { height: '280px' },
});

/** Placeholder of the Analytics tab (tiles, then chart cards) while its code or data loads. */
export function AnalyticsSkeleton() {
  const styles = useStyles();
  return (
    <Skeleton className={styles.root} aria-label="Loading analytics">
      <div className={styles.row}>
        {[0, 1, 2, 3].map((i) => (
          <SkeletonItem key={i} shape="rectangle" className={styles.tile} />
        ))}
      </div>
      <div className={styles.cards}>
        {[0, 1].map((i) => (
          <SkeletonItem key={i} shape="rectangle" className={styles.card} />
        ))}
      </div>
    </Skeleton>
  );
}

/** Placeholder of the job's cards while the job loads. */
export function DetailsSkeleton() {
  const styles = useStyles();
  return (
    <Skeleton className={styles.cards} aria-label="Loading job">
      {[0, 1, 2, 3].map((i) => (
        <SkeletonItem key={i} shape="rectangle" className={styles.card} />
      ))}
    </Skeleton>
  );
}
