// Teams detection. The SDK is loaded lazily, and only inside an iframe or when the address says the
// page is a Teams tab (Teams mobile shows tabs at top level): a plain browser never downloads it
// nor waits for it.
import type * as TeamsJs from '@microsoft/teams-js';
import { loadAccountConfig } from './account-config';

export type TeamsSdk = typeof TeamsJs;

export type HostTheme = 'default' | 'dark' | 'contrast';

export interface HostInfo {
  inTeams: boolean;
  /** The Teams theme; 'default' outside Teams (the browser scheme decides there). */
  theme: HostTheme;
  /** context.page.subPageId: where a deep link asks the tab to open. */
  subPageId: string | null;
  /** context.page.frameContext: 'content', 'settings' (channel-tab configuration) … */
  frameContext: string | null;
  /** context.app.locale: the language and region the user chose in Teams; absent outside Teams. */
  locale?: string;
  sdk: TeamsSdk | null;
}

export const BROWSER_HOST: HostInfo = {
  inTeams: false,
  theme: 'default',
  subPageId: null,
  frameContext: null,
  sdk: null,
};

export const TEAMS_DETECTION_TIMEOUT_MS = 4000;
/**
 * How long a page whose address says it is a Teams tab waits for Teams: a busy machine can take
 * longer than TEAMS_DETECTION_TIMEOUT_MS to answer, and such a page has no other way to start.
 */
export const TEAMS_TAB_DETECTION_TIMEOUT_MS = 30_000;
export const TEAMS_SDK_NOT_FOUND = 'Microsoft Teams SDK not found.';

/** The query parameter the manifest's tab addresses carry (`inTeams=1`). */
export const TEAMS_TAB_PARAM = 'inTeams';

/** True when the address is one of the manifest's tab addresses: Teams, Outlook or Microsoft 365 opened it. */
export function addressSaysTeamsTab(): boolean {
  return new URLSearchParams(window.location.search).get(TEAMS_TAB_PARAM) === '1';
}

export function isInIframe(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent throws on access: that is an iframe.
    return true;
  }
}

export function toHostTheme(theme: string | undefined): HostTheme {
  return theme === 'dark' || theme === 'contrast' ? theme : 'default';
}

export interface DetectHostOptions {
  timeoutMs?: number;
  inIframe?: () => boolean;
  /** Whether the address says the page is a Teams tab (then Teams is waited for, even at top level). */
  teamsTab?: () => boolean;
  loadSdk?: () => Promise<TeamsSdk>;
  /** Host origins the SDK accepts besides Microsoft's own (the server's configuration). */
  loadExtraOrigins?: () => Promise<string[]>;
}

const loadTeamsSdk = (): Promise<TeamsSdk> => import('@microsoft/teams-js');

/** What the server allows besides Teams (a test host); none when the configuration cannot be read. */
const loadConfiguredOrigins = (): Promise<string[]> =>
  loadAccountConfig().then(
    (config) => config.teamsHostOrigins,
    () => [],
  );

let current: HostInfo = BROWSER_HOST;

/** The host found at start-up (BROWSER_HOST until detectHost resolves). */
export function getHost(): HostInfo {
  return current;
}

/** Replaces the known host; used by detectHost and by tests. */
export function setHost(host: HostInfo): void {
  current = host;
}

/**
 * Resolves at once to "not in Teams" at top level unless the address says the page is a Teams tab.
 * Inside an iframe `app.initialize()` never settles outside Teams, so it is raced with a timeout
 * (a generous one for a tab address); a timeout or a rejection means "not in Teams".
 */
export async function detectHost(options: DetectHostOptions = {}): Promise<HostInfo> {
  const {
    inIframe = isInIframe,
    teamsTab = addressSaysTeamsTab,
    loadSdk = loadTeamsSdk,
    loadExtraOrigins = loadConfiguredOrigins,
  } = options;
  const tabAddress = teamsTab();
  const timeoutMs = options.timeoutMs ?? (tabAddress ? TEAMS_TAB_DETECTION_TIMEOUT_MS : TEAMS_DETECTION_TIMEOUT_MS);
  if (!inIframe() && !tabAddress) {
    setHost(BROWSER_HOST);
    return BROWSER_HOST;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const attempt = (async (): Promise<HostInfo> => {
    const [sdk, extraOrigins] = await Promise.all([loadSdk(), loadExtraOrigins()]);
    // The SDK drops every message from an origin it does not know: Teams' are built in.
    await sdk.app.initialize(extraOrigins.length > 0 ? extraOrigins : undefined);
    const context = await sdk.app.getContext();
    return {
      inTeams: true,
      theme: toHostTheme(context.app.theme),
      subPageId: context.page.subPageId || null,
      frameContext: context.page.frameContext ?? null,
      locale: context.app.locale || undefined,
      sdk,
    };
  })();
  const host = await Promise.race([attempt, timeout]).catch(() => null);
  clearTimeout(timer);
  const found = host ?? BROWSER_HOST;
  setHost(found);
  return found;
}

/** The Teams SDK for a Teams-only action; outside Teams it fails with 'Microsoft Teams SDK not found.'. */
export function requireTeams(host: HostInfo = current): TeamsSdk {
  if (!host.inTeams || !host.sdk) throw new Error(TEAMS_SDK_NOT_FOUND);
  return host.sdk;
}

const notified = new WeakSet<HostInfo>();

/** Tells Teams the tab has rendered (hides its loading indicator), once per host. No-op outside Teams. */
export function notifyAppLoaded(host: HostInfo = current): void {
  if (!host.inTeams || !host.sdk || notified.has(host)) return;
  notified.add(host);
  host.sdk.app.notifySuccess().catch(() => undefined);
}
