import { Button, CounterBadge, SearchBox, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Channel } from '../../../../shared/contract/chat';
import { useLinkClick } from '../../../lib/use-link-click';
import { activityLabel } from './chat-dates';
import { ChatLoadFailed } from './chat-load-failed';

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' },
  search: { padding: tokens.spacingHorizontalM, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  searchBox: { width: '100%', maxWidth: 'none' },
  scroller: { flexGrow: 1, minHeight: 0, overflowY: 'auto' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    borderLeft: `${tokens.strokeWidthThick} solid transparent`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected, borderLeftColor: tokens.colorBrandStroke1 },
  name: { ...ellipsis, fontWeight: tokens.fontWeightSemibold },
  unreadName: { fontWeight: tokens.fontWeightBold },
  line: { ...ellipsis, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  side: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  note: { padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
  more: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalS },
});

export interface ChannelListProps {
  channels: readonly Channel[];
  selectedId: string | null;
  search: string;
  onSearch: (text: string) => void;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

function ChannelItem({ channel, selected }: { channel: Channel; selected: boolean }) {
  const styles = useStyles();
  const href = `/referralChat/${channel.id}`;
  const onClick = useLinkClick(href);
  const about = [channel.candidateName, channel.jobTitle].filter(Boolean).join(' · ');
  return (
    <li>
      <a
        href={href}
        onClick={onClick}
        className={mergeClasses(styles.item, selected && styles.selected)}
        aria-current={selected ? 'page' : undefined}
      >
        <span className={mergeClasses(styles.name, channel.unread > 0 && styles.unreadName)} title={channel.channelName}>
          {channel.channelName}
        </span>
        <span className={styles.side}>{activityLabel(channel.lastMessageAt)}</span>
        <span className={styles.line}>{channel.lastMessage ?? about}</span>
        <span className={styles.side}>
          {channel.unread > 0 && <CounterBadge count={channel.unread} size="small" aria-label={`${channel.unread} unread`} />}
        </span>
      </a>
    </li>
  );
}

/** The chats: a server-side search, newest activity first, unread counts, and "Load more" for long lists. */
export function ChannelList(props: ChannelListProps) {
  const styles = useStyles();
  const { channels, selectedId, search, isLoading, error, hasMore, loadingMore } = props;
  let body;
  if (error && channels.length === 0) body = <ChatLoadFailed onRetry={props.onRetry} />;
  else if (isLoading && channels.length === 0) body = <Spinner className={styles.note} size="small" label="Loading chats…" />;
  else if (channels.length === 0)
    body = <p className={styles.note}>{search ? 'No chat matches your search.' : 'No referral chats yet.'}</p>;
  else
    body = (
      <ul className={styles.list} aria-label="Chats">
        {channels.map((channel) => (
          <ChannelItem key={channel.id} channel={channel} selected={channel.id === selectedId} />
        ))}
      </ul>
    );
  return (
    <nav className={styles.root} aria-label="Referral chats">
      <div className={styles.search}>
        <SearchBox
          className={styles.searchBox}
          aria-label="Search chats"
          placeholder="Search by name"
          value={search}
          onChange={(_event, data) => props.onSearch(data.value)}
        />
      </div>
      <div className={styles.scroller}>
        {body}
        {hasMore && channels.length > 0 && (
          <div className={styles.more}>
            <Button onClick={props.onLoadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading…' : 'Load more chats'}
            </Button>
          </div>
        )}
      </div>
    </nav>
  );
}
