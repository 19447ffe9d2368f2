import { Link } from 'react-router-dom';
import { Caption1, Skeleton, SkeletonItem, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { formatNumber } from '../../lib/locale-formats';
import { cardSurface } from '../card-surface';

export interface LinkTileProps {
  label: string;
  /** The figure; undefined while it loads (a skeleton shows). */
  value: number | undefined;
  /** The list the figure counts. */
  to: string;
}

const useStyles = makeStyles({
  root: {
    ...cardSurface,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  label: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  value: { margin: 0, fontVariantNumeric: 'tabular-nums' },
});

/** A headline figure that opens the list it counts (a dashboard tile). */
export function LinkTile({ label, value, to }: LinkTileProps) {
  const styles = useStyles();
  return (
    // Named by what it shows, 'Total Applicants 12', so speech users can say what they see (WCAG
    // 2.5.3); the space keeps label and figure apart in the name whatever the layout.
    <Link to={to} className={styles.root}>
      <Caption1 className={styles.label}>{label}</Caption1>{' '}
      {value === undefined ? (
        <Skeleton aria-label={`Loading ${label}`}>
          <SkeletonItem size={32} />
        </Skeleton>
      ) : (
        <Title2 as="p" className={styles.value}>
          {formatNumber(value)}
        </Title2>
      )}
    </Link>
  );
}
