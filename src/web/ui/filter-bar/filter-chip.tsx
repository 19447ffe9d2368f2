import type { ReactNode } from 'react';
import { Button, Caption1Strong, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';

export interface FilterChipProps {
  /** The filter's name, e.g. 'Date Filter'. */
  label: string;
  onRemove: () => void;
  children: ReactNode;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** One added filter: its name, its controls and a remove button. */
export function FilterChip({ label, onRemove, children }: FilterChipProps) {
  const styles = useStyles();
  return (
    <div role="group" aria-label={label} className={styles.root}>
      <Caption1Strong>{label}</Caption1Strong>
      {children}
      <Button appearance="subtle" size="small" icon={<DismissRegular />} aria-label={`Remove ${label}`} onClick={onRemove} />
    </div>
  );
}
