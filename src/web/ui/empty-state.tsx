import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';

export interface EmptyStateProps {
  /** The message; default 'No records found'. */
  message?: string;
  /** Optional action (e.g. a Create button) under the message. */
  children?: ReactNode;
  /** Optional icon; a document-search icon by default. */
  icon?: ReactNode;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground4 },
});

/** A centred 'nothing here' message, used by tables and lists. */
export function EmptyState({ message = 'No records found', children, icon }: EmptyStateProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <DocumentSearchRegular />}
      </span>
      <Text>{message}</Text>
      {children}
    </div>
  );
}
