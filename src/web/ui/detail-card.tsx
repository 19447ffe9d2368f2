import { useId, type ReactNode } from 'react';
import { Subtitle2, makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { cardPanel } from './card-surface';

export interface DetailItem {
  label: string;
  /** Empty (null, undefined, '' or an empty list) reads 'Not set'. */
  value: ReactNode;
  /** Long values (descriptions, tag lists) take the card's whole width. */
  wide?: boolean;
}

export interface DetailCardProps {
  title: string;
  items?: readonly DetailItem[];
  /** Free content under the list (e.g. rendered HTML). */
  children?: ReactNode;
  /** Spans the whole grid row of cards. */
  wide?: boolean;
}

export const useDetailGridStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
    gap: tokens.spacingVerticalL,
    alignItems: 'start',
  },
});

const useStyles = makeStyles({
  card: cardPanel,
  wideCard: { gridColumn: '1 / -1' },
  title: { margin: 0 },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  wideItem: { gridColumn: '1 / -1' },
  term: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 },
  value: { ...typographyStyles.body1, margin: 0, overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3 },
});

function isEmpty(value: ReactNode) {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A titled card of label/value pairs (a description list), (the job view's and the applicant page's sections). */
export function DetailCard({ title, items = [], children, wide }: DetailCardProps) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={mergeClasses(styles.card, wide && styles.wideCard)} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.title}>
        {title}
      </Subtitle2>
      {items.length > 0 && (
        <dl className={styles.list}>
          {items.map((item) => (
            <div key={item.label} className={mergeClasses(styles.item, item.wide && styles.wideItem)}>
              <dt className={styles.term}>{item.label}</dt>
              <dd className={mergeClasses(styles.value, isEmpty(item.value) && styles.empty)}>
                {isEmpty(item.value) ? 'Not set' : item.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}
