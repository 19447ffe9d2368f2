// Opens a tab of the Teams manifest inside the Teams test host (a Playwright page at the host's
// origin framing the app at its own), reads back what the app sent the host, and collects the
// page's console errors and uncaught exceptions (the app's frame included: CSP violations show there).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Frame, FrameLocator, Page } from '@playwright/test';
import type { EntraUser, TokenVersion } from './entra-keys';

const MANIFEST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../appPackage/manifest.json');

export type TeamsTheme = 'default' | 'dark' | 'contrast';

export interface HostMessage {
  /** ms after the host set the frame's address. */
  at: number;
  func: string;
  args: unknown[];
  /** For nestedAppAuth.execute: the bridge request (GetInitContext, GetToken, GetTokenPopup). */
  method?: string;
}

export interface TeamsTabOptions {
  /** A static tab's entityId in appPackage/manifest.json ('console', 'refer'), or a channel tab's. */
  entityId: string;
  /** The workspace the manifest's ${{HIRELOOP_WORKSPACE}} names. */
  workspace: string;
  /**
   * The address to frame instead of the static tab's contentUrl: channelTabConfigurationUrl() with
   * frameContext 'settings', or the contentUrl a configuration saved (a channel tab).
   */
  contentUrl?: string;
  /** 'content' (a tab), 'settings' (a channel tab's configuration page, with the host's Save) or 'remove'. */
  frameContext?: 'content' | 'settings' | 'remove';
  /** The team and channel of a channel tab. */
  team?: { id: string; name: string; groupId?: string };
  channel?: { id: string; name: string };
  user: EntraUser;
  /** A deep link's subEntityId, read back by the app as context.page.subPageId. */
  subPageId?: string;
  theme?: TeamsTheme;
  locale?: string;
  /** The host recommends nested app authentication and plays its bridge (default: getAuthToken only). */
  naa?: boolean;
  /** getAuthToken fails with this reason (e.g. 'resourceRequiresConsent'), as Teams does without consent. */
  refuseToken?: string;
  /** The access tokens' version (default: what aad.manifest.json asks for, 2). */
  tokenVersion?: TokenVersion;
  /** The host answers nothing before this many ms after framing the tab (a loaded machine). */
  answerAfterMs?: number;
  /** The host never answers: the page framing the tab is not Teams. */
  silent?: boolean;
}

/**
 * What teams-js fetches at start from Microsoft's CDN (its list of valid host domains), answered
 * here as the CDN would, with a few of them: this machine reaches no CDN.
 */
const TEAMS_JS_VALID_DOMAINS = 'https://res.cdn.office.net/teams-js/validDomains/json/validDomains.json';
const VALID_DOMAINS = {
  validOrigins: ['teams.microsoft.com', '*.teams.microsoft.com', '*.cloud.microsoft', '*.office.com', 'outlook.office.com'],
};

/** The static tab's contentUrl with the manifest's placeholders filled in. */
export function staticTabUrl(entityId: string, appUrl: string, workspace: string): string {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { staticTabs: { entityId: string; contentUrl?: string }[] };
  const tab = manifest.staticTabs.find((candidate) => candidate.entityId === entityId);
  if (!tab?.contentUrl) throw new Error(`appPackage/manifest.json has no static tab '${entityId}' with a contentUrl`);
  return tab.contentUrl.replaceAll('${{TAB_ENDPOINT}}', appUrl).replaceAll('${{HIRELOOP_WORKSPACE}}', encodeURIComponent(workspace));
}

/** The configurable (channel) tab's configurationUrl with the manifest's placeholders filled in. */
export function channelTabConfigurationUrl(appUrl: string, workspace: string): string {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { configurableTabs: { configurationUrl: string }[] };
  const [tab] = manifest.configurableTabs;
  if (!tab) throw new Error('appPackage/manifest.json has no configurable tab');
  return tab.configurationUrl.replaceAll('${{TAB_ENDPOINT}}', appUrl).replaceAll('${{HIRELOOP_WORKSPACE}}', encodeURIComponent(workspace));
}

/** A fresh Entra user: never seen by the server, so its first request provisions it. */
export function newEntraUser(label: string): EntraUser {
  const id = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return { oid: `00000000-e2e0-${id}`, email: `${id}@acme.test`, name: `Teams ${label.replace(/^./, (c) => c.toUpperCase())}` };
}

interface FirstRender {
  /** Date.now() (the host's clock) when a page, not a spinner, first filled the shell's <main>. */
  pageAt?: number;
  /** … and when that page first showed its heading (it may wait for its data). */
  headingAt?: number;
}

// Runs in every frame before its scripts: the app's frame notes when its first page rendered,
// to order it against notifySuccess.
function watchFirstRender(): void {
  if (window === window.top) return;
  const seen: FirstRender = {};
  (window as { firstRender?: FirstRender }).firstRender = seen;
  const observer = new MutationObserver(() => {
    const page = document.querySelector('main > *');
    if (!seen.pageAt && page && !page.querySelector('.fui-Spinner')) seen.pageAt = Date.now();
    if (!seen.headingAt && document.querySelector('main h1')) seen.headingAt = Date.now();
    if (seen.pageAt && seen.headingAt) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

export interface ChannelTabSave {
  /** 'success', or 'failure: <reason>'. */
  result: string;
  /** What pages.config.setConfig stored (contentUrl, websiteUrl, entityId, suggestedDisplayName). */
  settings: Record<string, string> | null;
}

export class TeamsTab {
  /** Console errors and uncaught exceptions of the host page and the tab, as they came. */
  readonly consoleErrors: string[] = [];

  constructor(
    readonly page: Page,
    /** The framed app. */
    readonly app: FrameLocator,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => this.consoleErrors.push(`uncaught: ${error.message}`));
  }

  /** Every message the app sent the host, in order. */
  messages(): Promise<HostMessage[]> {
    return this.page.evaluate(() => (window as unknown as { teamsHost: { messages: HostMessage[] } }).teamsHost.messages);
  }

  async sent(func: string): Promise<HostMessage[]> {
    return (await this.messages()).filter((message) => message.func === func);
  }

  /** Switches the host's theme with its own control, as a user does in Teams' settings. */
  async setTheme(theme: TeamsTheme): Promise<void> {
    await this.page.getByLabel('Teams theme').selectOption(theme);
  }

  async appFrame(): Promise<Frame> {
    const frame = await (await this.page.locator('iframe#app').elementHandle())?.contentFrame();
    if (!frame) throw new Error('the host has no app frame');
    return frame;
  }

  /** What the app's frame fetched so far: requests, and JavaScript as sent (compressed) in kB; load-independent. */
  async fetched(): Promise<{ requests: number; scriptKb: number }> {
    return (await this.appFrame()).evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = entries.filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
      return { requests: entries.length + 1, scriptKb: Math.round(scripts.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024) };
    });
  }

  /** When (ms after the host set the frame's address) the first page and its heading appeared. */
  async firstRender(): Promise<FirstRender> {
    const added = await this.frameAddedAt();
    const seen = await (await this.appFrame()).evaluate(() => (window as { firstRender?: FirstRender }).firstRender ?? {});
    return { pageAt: seen.pageAt && seen.pageAt - added, headingAt: seen.headingAt && seen.headingAt - added };
  }

  /** Presses the host's Save (enabled once the configuration page said it is valid) and waits for the app's answer. */
  async save(): Promise<ChannelTabSave> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
    await this.page.waitForFunction(
      () => (window as unknown as { teamsHost: { saveResult: string | null } }).teamsHost.saveResult !== null,
    );
    return this.page.evaluate(() => {
      const host = (window as unknown as { teamsHost: { saveResult: string; settings: ChannelTabSave['settings'] } }).teamsHost;
      return { result: host.saveResult, settings: host.settings };
    });
  }

  /** Tells the tab's page it is being removed (settings.remove) and waits for its answer. */
  async remove(): Promise<string> {
    await this.page.evaluate(() => (window as unknown as { teamsHost: { remove: () => void } }).teamsHost.remove());
    await this.page.waitForFunction(
      () => (window as unknown as { teamsHost: { removeResult: string | null } }).teamsHost.removeResult !== null,
    );
    return this.page.evaluate(() => (window as unknown as { teamsHost: { removeResult: string } }).teamsHost.removeResult);
  }

  /** When (Date.now()) the host set the frame's address. */
  frameAddedAt(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { teamsHost: { frameAddedAt: number } }).teamsHost.frameAddedAt);
  }
}

let opened: TeamsTab[] = [];

/** The console errors of every tab opened since the last call (a spec's afterEach asserts there are none). */
export function takeConsoleErrors(): string[] {
  const errors = opened.flatMap((tab) => tab.consoleErrors);
  opened = [];
  return errors;
}

/** Opens the host at E2E_TEAMS_HOST_URL framing the tab of the app at `appUrl`. */
export async function openTeamsTab(page: Page, appUrl: string, options: TeamsTabOptions): Promise<TeamsTab> {
  const hostUrl = process.env.E2E_TEAMS_HOST_URL;
  if (!hostUrl) throw new Error('E2E_TEAMS_HOST_URL is not set: the Teams test host starts in the e2e global setup');
  const opening = new TeamsTab(page, page.frameLocator('iframe#app'));
  opened.push(opening);
  await page.addInitScript(watchFirstRender);
  await page.route(TEAMS_JS_VALID_DOMAINS, (route) =>
    route.fulfill({ json: VALID_DOMAINS, headers: { 'access-control-allow-origin': '*' } }),
  );
  const tab = {
    contentUrl: options.contentUrl ?? staticTabUrl(options.entityId, appUrl, options.workspace),
    entityId: options.entityId,
    subEntityId: options.subPageId,
    theme: options.theme ?? 'default',
    locale: options.locale ?? 'en-us',
    frameContext: options.frameContext ?? 'content',
    team: options.team,
    channel: options.channel,
    user: options.user,
    naa: options.naa ?? false,
    refuseToken: options.refuseToken,
    tokenVersion: options.tokenVersion,
    answerAfterMs: options.answerAfterMs,
    silent: options.silent,
  };
  await page.goto(`${hostUrl}/?${new URLSearchParams({ tab: JSON.stringify(tab) })}`);
  return opening;
}
