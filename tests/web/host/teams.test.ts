import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTeamsDeepLink } from '../../../src/shared/rules/teams-deep-link';
import { followDeepLink, openTeamsLink, routeFromSubPageId } from '../../../src/web/host/deep-link';
import {
  addressSaysTeamsTab,
  BROWSER_HOST,
  detectHost,
  getHost,
  isInIframe,
  notifyAppLoaded,
  requireTeams,
  setHost,
  TEAMS_DETECTION_TIMEOUT_MS,
  TEAMS_SDK_NOT_FOUND,
  TEAMS_TAB_DETECTION_TIMEOUT_MS,
} from '../../../src/web/host/teams';
import { registerChannelTabConfig } from '../../../src/web/host/teams-config';
import { fakeTeamsSdk, teamsHost } from './fake-teams';

afterEach(() => {
  vi.useRealTimers();
  setHost(BROWSER_HOST);
});

describe('Teams detection', () => {
  it('resolves "not in Teams" at once at top level, without loading the SDK', async () => {
    expect(isInIframe()).toBe(false);
    const loadSdk = vi.fn();
    await expect(detectHost({ loadSdk })).resolves.toEqual(BROWSER_HOST);
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it('times out inside an iframe without Teams (initialize never settles there)', async () => {
    vi.useFakeTimers();
    const { sdk } = fakeTeamsSdk({ initialize: () => new Promise(() => undefined) });
    let result: unknown = 'pending';
    void detectHost({ inIframe: () => true, loadSdk: async () => sdk, timeoutMs: 4000 }).then((h) => (result = h));
    await vi.advanceTimersByTimeAsync(3999);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual(BROWSER_HOST);
    expect(getHost().inTeams).toBe(false);
  });

  it("waits far longer than 4 s for Teams when the address is a Teams tab's (a loaded machine), then says not in Teams", async () => {
    vi.useFakeTimers();
    const { sdk } = fakeTeamsSdk({ initialize: () => new Promise(() => undefined) });
    let result: unknown = 'pending';
    void detectHost({ inIframe: () => true, teamsTab: () => true, loadSdk: async () => sdk }).then((h) => (result = h));
    await vi.advanceTimersByTimeAsync(TEAMS_DETECTION_TIMEOUT_MS * 5);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(TEAMS_TAB_DETECTION_TIMEOUT_MS - TEAMS_DETECTION_TIMEOUT_MS * 5);
    expect(result).toEqual(BROWSER_HOST);
  });

  it("a Teams tab's address at top level still asks Teams (Teams mobile shows tabs frameless)", async () => {
    const { sdk, fake } = fakeTeamsSdk({ theme: 'dark' });
    const host = await detectHost({ inIframe: () => false, teamsTab: () => true, loadSdk: async () => sdk });
    expect(fake.app.initialize).toHaveBeenCalled();
    expect(host).toMatchObject({ inTeams: true, theme: 'dark' });
  });

  it("reads the Teams tab marker the manifest's addresses carry (inTeams=1)", () => {
    window.history.replaceState(null, '', '/refer?inTeams=1&tab=channel');
    expect(addressSaysTeamsTab()).toBe(true);
    window.history.replaceState(null, '', '/refer?inTeams=0');
    expect(addressSaysTeamsTab()).toBe(false);
    window.history.replaceState(null, '', '/');
    expect(addressSaysTeamsTab()).toBe(false);
  });

  it('treats a rejected initialize as "not in Teams"', async () => {
    const { sdk } = fakeTeamsSdk({ initialize: () => Promise.reject(new Error('No parent window')) });
    await expect(detectHost({ inIframe: () => true, loadSdk: async () => sdk })).resolves.toEqual(BROWSER_HOST);
  });

  it('reads theme and subPageId from the Teams context', async () => {
    const { sdk } = fakeTeamsSdk({ theme: 'dark', subPageId: '/job/view/3' });
    const host = await detectHost({ inIframe: () => true, loadSdk: async () => sdk });
    expect(host).toMatchObject({ inTeams: true, theme: 'dark', subPageId: '/job/view/3', frameContext: 'content' });
    expect(getHost()).toBe(host);
  });

  it('admits the host origins the server configures (a test host) and only those', async () => {
    const { sdk, fake } = fakeTeamsSdk();
    await detectHost({ inIframe: () => true, loadSdk: async () => sdk, loadExtraOrigins: async () => ['http://127.0.0.1:4100'] });
    expect(fake.app.initialize).toHaveBeenLastCalledWith(['http://127.0.0.1:4100']);
    await detectHost({ inIframe: () => true, loadSdk: async () => sdk, loadExtraOrigins: async () => [] });
    expect(fake.app.initialize).toHaveBeenLastCalledWith(undefined);
  });

  it('maps unknown Teams themes to default', async () => {
    const { sdk } = fakeTeamsSdk({ theme: 'glass' });
    expect((await detectHost({ inIframe: () => true, loadSdk: async () => sdk })).theme).toBe('default');
  });
});

describe('Teams-only actions', () => {
  it("fail outside Teams with 'Microsoft Teams SDK not found.'", async () => {
    expect(TEAMS_SDK_NOT_FOUND).toBe('Microsoft Teams SDK not found.');
    expect(() => requireTeams(BROWSER_HOST)).toThrow('Microsoft Teams SDK not found.');
    await expect(openTeamsLink(BROWSER_HOST, 'https://teams.microsoft.com/l/x')).rejects.toThrow('Microsoft Teams SDK not found.');
    expect(() =>
      registerChannelTabConfig(BROWSER_HOST, () => ({ contentUrl: '', websiteUrl: '', entityId: '', suggestedDisplayName: '' })),
    ).toThrow('Microsoft Teams SDK not found.');
  });

  it('get the SDK inside Teams', async () => {
    const { sdk, fake } = fakeTeamsSdk();
    expect(requireTeams(teamsHost(sdk))).toBe(sdk);
    await openTeamsLink(teamsHost(sdk), 'https://teams.microsoft.com/l/x');
    expect(fake.app.openLink).toHaveBeenCalledWith('https://teams.microsoft.com/l/x');
  });

  it('notify Teams that the app loaded only inside Teams, once', () => {
    const { sdk, fake } = fakeTeamsSdk();
    notifyAppLoaded(BROWSER_HOST);
    expect(fake.app.notifySuccess).not.toHaveBeenCalled();
    const host = teamsHost(sdk);
    notifyAppLoaded(host);
    notifyAppLoaded(host);
    expect(fake.app.notifySuccess).toHaveBeenCalledTimes(1);
  });
});

describe('channel-tab configuration', () => {
  it('registers a save handler that stores the configuration and enables Save', async () => {
    const { sdk, fake } = fakeTeamsSdk();
    const config = {
      contentUrl: 'https://h.test/?app=a',
      websiteUrl: 'https://h.test/',
      entityId: 'hireloop-dashboard',
      suggestedDisplayName: 'Hireloop',
    };
    registerChannelTabConfig(teamsHost(sdk), () => config);
    expect(fake.pages.config.setValidityState).toHaveBeenCalledWith(true);
    const handler = fake.pages.config.registerOnSaveHandler.mock.calls[0][0] as (e: {
      notifySuccess: () => void;
      notifyFailure: (r?: string) => void;
    }) => void;
    const event = { notifySuccess: vi.fn(), notifyFailure: vi.fn() };
    handler(event);
    await vi.waitFor(() => expect(event.notifySuccess).toHaveBeenCalled());
    expect(fake.pages.config.setConfig).toHaveBeenCalledWith(config);
    expect(event.notifyFailure).not.toHaveBeenCalled();
  });
});

describe('deep links', () => {
  it('builds a Teams entity link with webUrl, label and subEntityId context', () => {
    const link = buildTeamsDeepLink({
      appId: 'app-1',
      entityId: 'dashboard',
      webUrl: 'https://h.test/job/view/3',
      label: 'Job 3',
      subEntityId: '/job/view/3',
    });
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://teams.microsoft.com/l/entity/app-1/dashboard');
    expect(url.searchParams.get('webUrl')).toBe('https://h.test/job/view/3');
    expect(url.searchParams.get('label')).toBe('Job 3');
    expect(JSON.parse(url.searchParams.get('context') ?? '{}')).toEqual({ subEntityId: '/job/view/3' });
  });

  it('reads a route back from subPageId, refusing anything but an in-app path', () => {
    expect(routeFromSubPageId('/job/view/3')).toBe('/job/view/3');
    expect(routeFromSubPageId('//evil.example')).toBeNull();
    expect(routeFromSubPageId('https://evil.example')).toBeNull();
    expect(routeFromSubPageId(null)).toBeNull();
  });

  it('opens the linked page first: at the landing page the address becomes the subPageId route', () => {
    const { sdk } = fakeTeamsSdk();
    window.history.replaceState(null, '', '/');
    expect(followDeepLink({ ...teamsHost(sdk), subPageId: '/my-referrals/4' })).toBe(true);
    expect(window.location.pathname).toBe('/my-referrals/4');
    expect(followDeepLink({ ...teamsHost(sdk), subPageId: '/job/view/3' })).toBe(false);
    expect(window.location.pathname).toBe('/my-referrals/4');
    window.history.replaceState(null, '', '/');
    expect(followDeepLink({ ...teamsHost(sdk), subPageId: '//evil.example' })).toBe(false);
    expect(followDeepLink(BROWSER_HOST)).toBe(false);
    expect(window.location.pathname).toBe('/');
  });
});
