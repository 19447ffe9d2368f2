import { Spinner, makeStyles } from '@fluentui/react-components';
import { NO_CHANNEL_SELECTED, type Channel } from '../../../../shared/contract/chat';
import { ApiError } from '../../../lib/api';
import { useChannel } from '../api';
import { ChatLoadFailed } from './chat-load-failed';
import { ChatPlaceholder } from './chat-placeholder';
import { Conversation } from './conversation';
import type { ChannelTarget } from './use-channel-identifier';

const useStyles = makeStyles({
  center: { flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

export interface ChannelPaneProps {
  target: Extract<ChannelTarget, { kind: 'channel' | 'resolving' | 'failed' }>;
  myId: number | undefined;
  onBack?: () => void;
  onRead: (channel: Channel) => void;
}

/** The chat the address names, once it is known: unknown ones say so, failed loads offer a retry. */
export function ChannelPane({ target, myId, onBack, onRead }: ChannelPaneProps) {
  const styles = useStyles();
  const channel = useChannel(target.kind === 'channel' ? target.id : null);
  if (target.kind === 'failed')
    return (
      <div className={styles.center}>
        <ChatLoadFailed onRetry={target.retry} />
      </div>
    );
  if (channel.error) {
    // Another app's chat, someone else's chat and a chat that does not exist are all 404 (or 403).
    const missing = channel.error instanceof ApiError && [403, 404, 422].includes(channel.error.status);
    if (missing) return <ChatPlaceholder title={NO_CHANNEL_SELECTED} />;
    return (
      <div className={styles.center}>
        <ChatLoadFailed onRetry={() => void channel.mutate()} />
      </div>
    );
  }
  if (target.kind === 'resolving' || !channel.data)
    return (
      <div className={styles.center}>
        <Spinner label="Opening the chat…" />
      </div>
    );
  return <Conversation key={channel.data.data.id} channel={channel.data.data} myId={myId} onBack={onBack} onRead={onRead} />;
}
