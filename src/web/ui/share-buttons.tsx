import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { LinkRegular, ShareRegular } from '@fluentui/react-icons';
import { useHost } from '../host/host-context';
import { copyText, linkTo, shareToTeams, type ShareTarget } from '../lib/share-link';
import { notifyError, notifySuccess } from '../lib/notify';
import { DeferredTooltip } from './deferred-tooltip';

export const LINK_COPIED = 'Link copied';

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : 'The link could not be shared.');

export interface ShareButtonsProps extends ShareTarget {
  /** Icons only (with their names as tooltips), for a crowded header such as a chat's. */
  compact?: boolean;
}

/** "Copy link" and "Share to Teams" for a page's header. */
export function ShareButtons({ compact = false, ...target }: ShareButtonsProps) {
  const host = useHost();
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notifyError(failure(error));
    } finally {
      setBusy(false);
    }
  };
  const copy = run(async () => {
    await copyText(await linkTo(host, target));
    notifySuccess(LINK_COPIED);
  });
  const share = run(async () => {
    if ((await shareToTeams(host, target)) === 'copied') notifySuccess(LINK_COPIED);
  });
  const buttons = [
    { name: 'Copy link', icon: <LinkRegular />, onClick: copy },
    { name: 'Share to Teams', icon: <ShareRegular />, onClick: share },
  ];
  if (compact)
    return buttons.map(({ name, icon, onClick }) => (
      <DeferredTooltip key={name} content={name} relationship="label">
        <Button appearance="subtle" icon={icon} disabled={busy} onClick={onClick} />
      </DeferredTooltip>
    ));
  return buttons.map(({ name, icon, onClick }) => (
    <Button key={name} icon={icon} disabled={busy} onClick={onClick}>
      {name}
    </Button>
  ));
}
