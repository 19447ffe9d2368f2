import { useCallback, useEffect, useRef } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, LockClosedRegular } from '@fluentui/react-icons';
import { CHAT_READ_ONLY, type Channel, type ChatMessage } from '../../../../shared/contract/chat';
import { CHAT_MESSAGE_EVENT } from '../../../../shared/contract/hub-events';
import { useHubEvent, useHubReconnected, useHubState } from '../../../lib/realtime';
import { markChannelRead } from '../api';
import { ChatLoadFailed } from './chat-load-failed';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { useChannelMessages } from './use-channel-messages';
import { ShareButtons } from '../../../ui/share-buttons';

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, height: '100%' },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  titles: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  title: { ...ellipsis, margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  about: { ...ellipsis, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  live: { marginLeft: 'auto', flexShrink: 0, color: tokens.colorPaletteMarigoldForeground1, fontSize: tokens.fontSizeBase200 },
  center: { flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' },
  readOnly: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
  },
});

export interface ConversationProps {
  channel: Channel;
  myId: number | undefined;
  /** A back arrow to the list (narrow screens, where list and chat are two views). */
  onBack?: () => void;
  /** The read marker moved: the list shows the channel's new unread count. */
  onRead: (channel: Channel) => void;
}

/** One chat: its messages (live, caught up after a reconnect), marked read as they are seen, and the message box. */
export function Conversation({ channel, myId, onBack, onRead }: ConversationProps) {
  const styles = useStyles();
  const thread = useChannelMessages(channel.id, myId);
  const { receive, catchUp } = thread;
  const hub = useHubState();
  // Sending still works over HTTP while the live link is down; only others' messages wait for it.
  const offline = hub === 'reconnecting' || hub === 'disconnected';

  useHubEvent<ChatMessage | undefined>(CHAT_MESSAGE_EVENT, (message) => {
    if (message) receive(message);
  });
  useHubReconnected(() => void catchUp());

  // The read marker only moves forward; one POST at a time. A hidden tab has seen nothing.
  const marked = useRef(0);
  const marking = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const wanted = useRef(0);
  const markSeen = useCallback(
    function mark(id: number) {
      if (id <= marked.current || document.visibilityState === 'hidden') return;
      wanted.current = Math.max(wanted.current, id);
      if (marking.current) return;
      marking.current = true;
      markChannelRead(channel.id, id)
        .then((updated) => {
          marked.current = Math.max(marked.current, id);
          if (mounted.current) onRead(updated);
        })
        .catch(() => undefined)
        .finally(() => {
          marking.current = false;
          // A newer message was seen while this POST ran: mark it too.
          if (mounted.current && wanted.current > marked.current && wanted.current !== id) mark(wanted.current);
        });
    },
    [channel.id, onRead],
  );

  let body;
  if (thread.status === 'error' && thread.messages.length === 0)
    body = (
      <div className={styles.center}>
        <ChatLoadFailed onRetry={() => void thread.reload()} />
      </div>
    );
  else if (thread.status === 'loading' && thread.messages.length === 0)
    body = (
      <div className={styles.center}>
        <Spinner label="Loading messages…" />
      </div>
    );
  else
    body = (
      <MessageList
        messages={thread.messages}
        pending={thread.pending}
        myId={myId}
        hasOlder={thread.hasOlder}
        loadingOlder={thread.loadingOlder}
        onLoadOlder={() => void thread.loadOlder()}
        onRetry={thread.retry}
        onSeeLatest={markSeen}
      />
    );

  return (
    <section className={styles.root} aria-label={`Chat ${channel.channelName}`}>
      <header className={styles.header}>
        {onBack && <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label="Back to chats" onClick={onBack} />}
        <div className={styles.titles}>
          <h2 className={styles.title} title={channel.channelName}>
            {channel.channelName}
          </h2>
          {/* The channel name already says the candidate: add the job and who referred them. */}
          <span className={styles.about}>
            {[channel.jobTitle, channel.referrerName && `referred by ${channel.referrerName}`].filter(Boolean).join(' · ')}
          </span>
        </div>
        <span className={styles.live} role="status">
          {offline ? 'Reconnecting…' : ''}
        </span>
        <ShareButtons compact route={`/referralChat/${channel.id}`} label={`Chat: ${channel.channelName}`} />
      </header>
      {body}
      {channel.canSend ? (
        <MessageComposer onSend={thread.send} />
      ) : (
        <div className={styles.readOnly}>
          <LockClosedRegular aria-hidden="true" />
          <Text size={200}>{CHAT_READ_ONLY}</Text>
        </div>
      )}
    </section>
  );
}
