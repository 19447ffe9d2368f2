import { useId, type ReactNode } from 'react';
import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { cardPanel } from '../card-surface';

export interface FigureCardProps {
  /** The card's heading (an h2); it also names the card's region. */
  title: string;
  /** Controls at the heading's end (e.g. Chart/Table, Export CSV); they wrap under it when narrow. */
  actions?: ReactNode;
  children: ReactNode;
}

const useStyles = makeStyles({
  root: cardPanel,
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  // A long report or chart name wraps rather than pushing the actions off a narrow card.
  title: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** A titled card of figures (charts, tables, tiles): a region named by its heading. */
export function FigureCard({ title, actions, children }: FigureCardProps) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle2 as="h2" id={headingId} className={styles.title}>
          {title}
        </Subtitle2>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
