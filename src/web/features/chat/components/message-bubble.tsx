import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { timeLabel } from './chat-dates';
import { MessageText } from './message-text';

const useStyles = makeStyles({
  row: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', maxWidth: '100%' },
  mine: { alignItems: 'flex-end' },
  meta: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    maxWidth: '100%',
  },
  name: { fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  bubble: {
    maxWidth: 'min(75%, 640px)',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    '@media (max-width: 767px)': { maxWidth: '88%' },
  },
  mineBubble: { backgroundColor: tokens.colorBrandBackground2 },
  sending: { opacity: 0.7 },
  failed: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteRedForeground1 },
});

export interface MessageBubbleProps {
  text: string;
  senderName: string;
  createdAt: string;
  mine: boolean;
  /** Only for a message of mine not stored yet. */
  status?: 'sending' | 'failed';
  onRetry?: () => void;
}

/** One message: sender and time above, my own on the right; a failed one offers Retry. */
export function MessageBubble({ text, senderName, createdAt, mine, status, onRetry }: MessageBubbleProps) {
  const styles = useStyles();
  return (
    <li className={mergeClasses(styles.row, mine && styles.mine)}>
      <div className={styles.meta}>
        <span className={styles.name}>{mine ? 'You' : senderName}</span>
        <time dateTime={createdAt}>{status === 'sending' ? 'Sending…' : timeLabel(createdAt)}</time>
      </div>
      <div className={mergeClasses(styles.bubble, mine && styles.mineBubble, status === 'sending' && styles.sending)}>
        <MessageText text={text} />
      </div>
      {status === 'failed' && (
        <div className={styles.failed} role="alert">
          <ErrorCircleRegular aria-hidden="true" />
          <Text size={200}>Not sent.</Text>
          <Button size="small" appearance="transparent" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
            Retry
          </Button>
        </div>
      )}
    </li>
  );
}
