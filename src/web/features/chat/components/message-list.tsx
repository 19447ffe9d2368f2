import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ChatMessage } from '../../../../shared/contract/chat';
import { dayLabel } from './chat-dates';
import { MessageBubble } from './message-bubble';
import type { PendingMessage } from './use-channel-messages';

const NEAR_EDGE_PX = 48;

const useStyles = makeStyles({
  scroller: { flexGrow: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden', padding: tokens.spacingHorizontalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalS },
  day: {
    alignSelf: 'center',
    margin: 0,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  older: { display: 'flex', justifyContent: 'center', paddingBottom: tokens.spacingVerticalS },
});

export interface MessageListProps {
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  myId: number | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (sessionId: string) => void;
  /** The newest stored message is on screen (scrolled to the bottom): the caller marks it read. */
  onSeeLatest: (messageId: number) => void;
}

/** Oldest at the top, grouped under a heading per day; stays at the bottom as messages arrive, and keeps its place when earlier ones load. */
export function MessageList({ messages, pending, myId, hasOlder, loadingOlder, onLoadOlder, onRetry, onSeeLatest }: MessageListProps) {
  const styles = useStyles();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const before = useRef({ firstId: 0, fromBottom: 0, count: 0 });

  const firstId = messages[0]?.id ?? 0;
  const lastId = messages.at(-1)?.id ?? 0;
  const count = messages.length + pending.length;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const previous = before.current;
    if (previous.firstId && firstId < previous.firstId) box.scrollTop = box.scrollHeight - previous.fromBottom;
    else if (count !== previous.count && atBottom.current) box.scrollTop = box.scrollHeight;
    before.current = { firstId, fromBottom: box.scrollHeight - box.scrollTop, count };
    if (atBottom.current && lastId) onSeeLatest(lastId);
  }, [firstId, lastId, count, onSeeLatest]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_EDGE_PX;
    before.current = { ...before.current, fromBottom: box.scrollHeight - box.scrollTop };
    if (box.scrollTop < NEAR_EDGE_PX && hasOlder && !loadingOlder) onLoadOlder();
    if (atBottom.current && lastId) onSeeLatest(lastId);
  };

  // One list per day under its heading (a list holds only its items).
  // Keyed by the day's label, so a group keeps its DOM when earlier messages join it.
  const days: { label: string; key: string; rows: ReactNode[] }[] = [];
  const dayOf = (createdAt: string, id: string) => {
    const label = dayLabel(createdAt);
    const last = days.at(-1);
    if (last?.label === label) return last.rows;
    days.push({ label, key: days.some((day) => day.label === label) ? `${label}-${id}` : label, rows: [] });
    return days[days.length - 1].rows;
  };
  for (const message of messages) {
    dayOf(message.createdAt, `day-${message.id}`).push(
      <MessageBubble
        key={message.id}
        text={message.message}
        senderName={message.senderName}
        createdAt={message.createdAt}
        mine={message.senderId === myId}
      />,
    );
  }
  for (const item of pending) {
    dayOf(item.createdAt, `day-${item.sessionId}`).push(
      <MessageBubble
        key={item.sessionId}
        text={item.message}
        senderName="You"
        createdAt={item.createdAt}
        mine
        status={item.status}
        onRetry={() => onRetry(item.sessionId)}
      />,
    );
  }

  return (
    // The scrolling log takes focus so keyboard users can scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scroller} className={styles.scroller} onScroll={onScroll} role="log" aria-label="Messages" tabIndex={0}>
      {hasOlder && (
        <div className={styles.older}>
          {loadingOlder ? (
            <Spinner size="tiny" label="Loading earlier messages…" />
          ) : (
            <Button onClick={onLoadOlder}>Load earlier messages</Button>
          )}
        </div>
      )}
      {days.map((day) => (
        <section key={day.key} className={styles.group} aria-label={day.label}>
          <h3 className={styles.day}>{day.label}</h3>
          <ol className={styles.list}>{day.rows}</ol>
        </section>
      ))}
    </div>
  );
}
