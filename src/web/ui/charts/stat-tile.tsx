import { useId, type ReactNode } from 'react';
import { Caption1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { cardSurface } from '../card-surface';

export interface StatTileProps {
  label: string;
  value: ReactNode;
  /** A short note under the value (e.g. the period it covers). */
  hint?: string;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    ...cardSurface,
  },
  label: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontVariantNumeric: 'tabular-nums' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** One headline figure; its label names it for screen readers (role=group). */
export function StatTile({ label, value, hint }: StatTileProps) {
  const styles = useStyles();
  const labelId = useId();
  return (
    <div className={styles.root} role="group" aria-labelledby={labelId}>
      <Caption1 id={labelId} className={styles.label}>
        {label}
      </Caption1>
      <Title2 as="p" className={styles.value}>
        {value}
      </Title2>
      {hint && <Caption1 className={styles.hint}>{hint}</Caption1>}
    </div>
  );
}
