import type { ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';

export interface RemovableFilterProps {
  /** The filter's name, for the remove button ('Remove Date Filter'). */
  label: string;
  onRemove: () => void;
  children: ReactNode;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    maxWidth: '100%',
  },
});

/** One filter on the bar: its controls and the button that takes it off again. */
export function RemovableFilter({ label, onRemove, children }: RemovableFilterProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="group" aria-label={label}>
      {children}
      <Button appearance="subtle" size="small" icon={<DismissRegular />} aria-label={`Remove ${label}`} onClick={onRemove} />
    </div>
  );
}
