import { MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  // A long name quoted in the server's message (a duplicate) wraps instead of widening the page.
  body: { overflowWrap: 'anywhere', minWidth: 0 },
});

/** Why a save failed when no field could carry the message. */
export function FormFailure({ message }: { message: string | null }) {
  const styles = useStyles();
  if (!message) return null;
  return (
    <MessageBar intent="error" role="alert" layout="multiline">
      <MessageBarBody className={styles.body}>{message}</MessageBarBody>
    </MessageBar>
  );
}
