import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NO_CHANNEL_SELECTED, NO_CHAT_FOUND, PICK_A_PERSON, type Channel, type ChatMessage } from '../../../../shared/contract/chat';
import { CHAT_MESSAGE_EVENT } from '../../../../shared/contract/hub-events';
import { useHubEvent, useHubReconnected } from '../../../lib/realtime';
import { useLinkClick } from '../../../lib/use-link-click';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useUserInfo } from '../../../domain/user-info';
import { PageHeader } from '../../../ui/page-header';
import { useDebounced } from '../../../ui/form/use-debounced';
import { useChannels } from '../api';
import { ChannelList } from '../components/channel-list';
import { ChannelPane } from '../components/channel-pane';
import { ChatPlaceholder } from '../components/chat-placeholder';
import { bumpChannel } from '../components/channel-updates';
import { useChannelIdentifier } from '../components/use-channel-identifier';
import { channelSearchOf } from '../components/channel-list-query';

/** Below this width list and conversation are two views (Teams mobile). */
const NARROW = '(max-width: 767px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: '420px', minWidth: 0 },
  panel: {
    flexGrow: 1,
    minHeight: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
  },
  single: { gridTemplateColumns: 'minmax(0, 1fr)' },
  list: { minHeight: 0, borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  chat: { minHeight: 0, minWidth: 0, display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
});

/** /referralChat and /referralChat/{channelIdentifier}: the referral chats on the left, the open one on the right. */
export function ReferralChatPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW);
  const { channelIdentifier } = useParams();
  const target = useChannelIdentifier(channelIdentifier);
  const { user } = useUserInfo();
  const myId = user?.id;

  const [params, setParams] = useSearchParams();
  const [searchText, setSearchText] = useState(() => channelSearchOf(params));
  const search = useDebounced(searchText, 300);
  useEffect(() => {
    if ((params.get('search') ?? '') === search) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set('search', search);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [search, params, setParams]);

  const list = useChannels(search);
  const { update, refresh } = list;
  const openId = target.kind === 'channel' ? target.id : null;

  useHubEvent<ChatMessage | undefined>(CHAT_MESSAGE_EVENT, (message) => {
    // The spec (§7): an event without data is logged as an error.
    if (!message) return console.error('chatMessage event without data');
    if (!list.channels.some((channel) => channel.id === message.channelId)) return refresh();
    update((rows) => bumpChannel(rows, message, { mine: message.senderId === myId, open: message.channelId === openId }));
  });
  useHubReconnected(refresh);

  const onRead = useCallback(
    (read: Channel) => update((rows) => rows.map((row) => (row.id === read.id ? { ...row, unread: read.unread } : row))),
    [update],
  );
  const backClick = useLinkClick('/referrals');
  const toList = () => navigate({ pathname: '/referralChat', search: params.toString() });

  const showList = !narrow || target.kind === 'none';
  const showChat = !narrow || target.kind !== 'none';
  return (
    <div className={styles.root}>
      <PageHeader
        title="Referral Chat"
        before={
          <Link href="/referrals" onClick={backClick}>
            Back
          </Link>
        }
      />
      <div className={mergeClasses(styles.panel, (!showList || !showChat) && styles.single)}>
        {showList && (
          <div className={styles.list}>
            <ChannelList
              channels={list.channels}
              selectedId={openId}
              search={searchText}
              onSearch={setSearchText}
              isLoading={list.isLoading}
              error={list.error}
              onRetry={refresh}
              hasMore={list.hasMore}
              loadingMore={list.loadingMore}
              onLoadMore={list.loadMore}
            />
          </div>
        )}
        {showChat && (
          <div className={styles.chat}>
            {target.kind === 'none' && <ChatPlaceholder title={NO_CHAT_FOUND} text={PICK_A_PERSON} />}
            {target.kind === 'unknown' && <ChatPlaceholder title={NO_CHANNEL_SELECTED} />}
            {(target.kind === 'resolving' || target.kind === 'failed' || target.kind === 'channel') && (
              <ChannelPane target={target} myId={myId} onBack={narrow ? toList : undefined} onRead={onRead} />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
