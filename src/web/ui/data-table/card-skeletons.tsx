import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Placeholder cards while a narrow list's rows, or the cards' own code, load. */
export function CardSkeletons({ count }: { count: number }) {
  const styles = useStyles();
  return (
    <div className={styles.list} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} aria-label="Loading" data-testid="skeleton-row">
          <SkeletonItem size={72} />
        </Skeleton>
      ))}
    </div>
  );
}
