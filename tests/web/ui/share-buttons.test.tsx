import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AppToaster } from '../../../src/web/lib/app-toaster';
import { HostProvider } from '../../../src/web/host/host-context';
import { BROWSER_HOST, type HostInfo } from '../../../src/web/host/teams';
import { ShareButtons } from '../../../src/web/ui/share-buttons';
import { fakeTeamsSdk, teamsHost, type FakeTeamsOptions } from '../host/fake-teams';
import { renderUi } from './render-ui';

/** Teams with the app id, the tab and (a channel tab) the channel the context gives. */
function inTeams(options: FakeTeamsOptions) {
  const { sdk, fake } = fakeTeamsSdk(options);
  return { host: teamsHost(sdk), shareWebContent: fake.sharing.shareWebContent };
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
  return {
    path: url.pathname,
    webUrl: url.searchParams.get('webUrl'),
    label: url.searchParams.get('label'),
    context: JSON.parse(url.searchParams.get('context') ?? '{}'),
  };
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
    const { host } = inTeams({ appId: 'app-123', pageId: 'refer' });
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

  it("in a channel tab, links to that tab in that channel, and Share to Teams opens Teams' share dialog", async () => {
    const { host, shareWebContent } = inTeams({ appId: 'app-123', pageId: 'hireloop-jobs', channelId: '19:abc@thread.tacv2' });
    const { user, writeText } = renderShare(host, true);
    await user.click(screen.getByRole('button', { name: 'Share to Teams' }));
    expect(writeText).not.toHaveBeenCalled();
    const [request] = shareWebContent.mock.calls[0];
    expect(request.content).toHaveLength(1);
    expect(request.content[0]).toMatchObject({ type: 'URL', message: 'Data Engineer' });
    expect(deepLinkParts(request.content[0].url)).toMatchObject({
      path: '/l/entity/app-123/hireloop-jobs',
      context: { subEntityId: '/job/view/12', channelId: '19:abc@thread.tacv2' },
    });
  });

  it('falls back to the web address when Teams does not say the app id, and to copying where Teams cannot share', async () => {
    const { host, shareWebContent } = inTeams({ pageId: 'console', canShare: false });
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
