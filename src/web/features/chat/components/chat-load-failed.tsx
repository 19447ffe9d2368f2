import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { CHAT_LOAD_FAILED } from '../../../../shared/contract/chat';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    textAlign: 'center',
  },
  icon: { fontSize: '28px', color: tokens.colorPaletteRedForeground1 },
});

/** The spec's words when the chats or the messages could not be loaded (§8), with a way to try again. */
export function ChatLoadFailed({ onRetry }: { onRetry: () => void }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="alert">
      <ErrorCircleRegular className={styles.icon} aria-hidden="true" />
      <span>{CHAT_LOAD_FAILED}</span>
      <Button icon={<ArrowClockwiseRegular />} onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
