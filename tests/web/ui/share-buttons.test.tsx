import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AppToaster } from '../../../src/web/lib/app-toaster';
import { HostProvider } from '../../../src/web/host/host-context';
import { BROWSER_HOST, type HostInfo, type TeamsSdk } from '../../../src/web/host/teams';
import { ShareButtons } from '../../../src/web/ui/share-buttons';
import { renderUi } from './render-ui';

interface TeamsContext {
  appId?: string;
  pageId: string;
  channelId?: string;
}

/** The parts of @microsoft/teams-js sharing uses, as spies. */
function teamsHost({ appId, pageId, channelId }: TeamsContext, canShare = true): { host: HostInfo; shareWebContent: ReturnType<typeof vi.fn> } {
  const shareWebContent = vi.fn(async () => undefined);
  const sdk = {
    app: { getContext: async () => ({ app: { appId: appId && { toString: () => appId } }, page: { id: pageId }, ...(channelId ? { channel: { id: channelId } } : {}) }) },
    sharing: { isSupported: () => canShare, shareWebContent },
  } as unknown as TeamsSdk;
  return { host: { inTeams: true, theme: 'default', subPageId: null, frameContext: 'content', sdk }, shareWebContent };
}

function renderShare(host: HostInfo, compact = false) {
  const view = renderUi(
    <HostProvider host={host}>
      <AppToaster />
      <ShareButtons route="/job/view/12" label="Data Engineer" compact={compact} />
    </HostProvider>,
  );
  // After user-event's set-up, which puts a clipboard of its own in place.
  const writeText = vi.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return { ...view, writeText };
}

const deepLinkParts = (link: string) => {
  const url = new URL(link);
  return { path: url.pathname, webUrl: url.searchParams.get('webUrl'), label: url.searchParams.get('label'), context: JSON.parse(url.searchParams.get('context') ?? '{}') };
};

afterEach(() => vi.restoreAllMocks());

describe('ShareButtons', () => {
  it('in a browser, both buttons copy the web address and say so', async () => {
    const { user, writeText } = renderShare(BROWSER_HOST);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/job/view/12`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share to Teams' }));
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/job/view/12`);
  });

  it('in a personal tab, copies a Teams deep link to the Console tab that opens the page', async () => {
    const { host } = teamsHost({ appId: 'app-123', pageId: 'refer' });
    const { user, writeText } = renderShare(host);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const link = writeText.mock.calls[0][0];
    expect(link.startsWith('https://teams.microsoft.com/l/entity/app-123/console?')).toBe(true);
    expect(deepLinkParts(link)).toEqual({
      path: '/l/entity/app-123/console',
      webUrl: `${window.location.origin}/job/view/12`,
      label: 'Data Engineer',
      context: { subEntityId: '/job/view/12' },
    });
  });

  it('in a channel tab, links to that tab in that channel, and Share to Teams opens Teams\' share dialog', async () => {
    const { host, shareWebContent } = teamsHost({ appId: 'app-123', pageId: 'hireloop-jobs', channelId: '19:abc@thread.tacv2' });
    const { user, writeText } = renderShare(host, true);
    await user.click(screen.getByRole('button', { name: 'Share to Teams' }));
    expect(writeText).not.toHaveBeenCalled();
    const [request] = shareWebContent.mock.calls[0] as [{ content: { type: string; url: string; message: string }[] }];
    expect(request.content).toHaveLength(1);
    expect(request.content[0]).toMatchObject({ type: 'URL', message: 'Data Engineer' });
    expect(deepLinkParts(request.content[0].url)).toMatchObject({ path: '/l/entity/app-123/hireloop-jobs', context: { subEntityId: '/job/view/12', channelId: '19:abc@thread.tacv2' } });
  });

  it('falls back to the web address when Teams does not say the app id, and to copying where Teams cannot share', async () => {
    const { host, shareWebContent } = teamsHost({ pageId: 'console' }, false);
    const { user, writeText } = renderShare(host);
    await user.click(screen.getByRole('button', { name: 'Share to Teams' }));
    expect(shareWebContent).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/job/view/12`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('says when the link could not be copied', async () => {
    const { user, writeText } = renderShare(BROWSER_HOST);
    writeText.mockRejectedValue(new Error('denied'));
    // jsdom has no execCommand; a browser that refuses to copy answers false.
    Object.defineProperty(document, 'execCommand', { value: vi.fn(() => false), configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link could not be copied.')).toBeInTheDocument();
  });
});
