import type { ReactNode } from 'react';
import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChatMultipleRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    height: '100%',
  },
  icon: { fontSize: '48px', color: tokens.colorNeutralForeground4 },
});

export interface ChatPlaceholderProps {
  title: string;
  text?: string;
  children?: ReactNode;
}

/** What the conversation side says when there is no conversation to show. */
export function ChatPlaceholder({ title, text, children }: ChatPlaceholderProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <ChatMultipleRegular className={styles.icon} aria-hidden="true" />
      <Subtitle2 as="h2">{title}</Subtitle2>
      {text && <Text>{text}</Text>}
      {children}
    </div>
  );
}
