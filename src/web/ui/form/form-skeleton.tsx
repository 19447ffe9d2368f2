import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
});

/** The shape of a form while what it needs is loading. */
export function FormSkeleton() {
  const styles = useStyles();
  return (
    <Skeleton aria-label="Loading" className={styles.skeleton}>
      <SkeletonItem size={32} />
      <SkeletonItem size={32} />
      <SkeletonItem size={128} />
    </Skeleton>
  );
}
