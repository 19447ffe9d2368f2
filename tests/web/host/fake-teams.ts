import { vi } from 'vitest';
import type { HostInfo, TeamsSdk } from '../../../src/web/host/teams';

export interface FakeTeamsOptions {
  initialize?: () => Promise<void>;
  theme?: string;
  subPageId?: string;
  authToken?: string | Error;
  /** What nestedAppAuth.isNAAChannelRecommended() says (false: Teams' own getAuthToken). */
  naaRecommended?: boolean;
  /** The Teams app id the context gives (none: an older client that does not say it). */
  appId?: string;
  /** The tab's entityId (context.page.id). */
  pageId?: string;
  /** A channel tab's channel (context.channel.id); none in a personal tab. */
  channelId?: string;
  /** What pages.getConfig() answers: a channel tab's saved configuration. */
  savedConfig?: { contentUrl?: string; suggestedDisplayName?: string };
  /** Whether sharing.isSupported() (Share to Teams). */
  canShare?: boolean;
}

/** Just enough of @microsoft/teams-js for the host layer; every function is a spy. */
export function fakeTeamsSdk(options: FakeTeamsOptions = {}) {
  const {
    initialize = () => Promise.resolve(),
    theme = 'default',
    subPageId,
    authToken = 'teams-sso-token',
    naaRecommended = false,
  } = options;
  const { appId, pageId = 'tab', channelId, savedConfig = {}, canShare = true } = options;
  const sdk = {
    app: {
      initialize: vi.fn((_validMessageOrigins?: string[]) => initialize()),
      getContext: vi.fn(async () => ({
        app: { theme, ...(appId ? { appId: { toString: () => appId } } : {}) },
        page: { id: pageId, frameContext: 'content', subPageId },
        ...(channelId ? { channel: { id: channelId } } : {}),
      })),
      notifySuccess: vi.fn(async () => undefined),
      registerOnThemeChangeHandler: vi.fn(),
      openLink: vi.fn(async () => undefined),
    },
    authentication: {
      getAuthToken: vi.fn(async () => {
        if (authToken instanceof Error) throw authToken;
        return authToken;
      }),
    },
    nestedAppAuth: {
      isNAAChannelRecommended: vi.fn(() => naaRecommended),
    },
    pages: {
      getConfig: vi.fn(async () => savedConfig),
      config: {
        registerOnSaveHandler: vi.fn((_handler: (event: SaveEvent) => void) => undefined),
        registerOnRemoveHandler: vi.fn((_handler: (event: SaveEvent) => void) => undefined),
        setConfig: vi.fn(async (_config: object) => undefined),
        setValidityState: vi.fn((_valid: boolean) => undefined),
      },
    },
    sharing: {
      isSupported: vi.fn(() => canShare),
      shareWebContent: vi.fn(async (_request: { content: { type: string; url: string; message?: string }[] }) => undefined),
    },
  };
  return { fake: sdk, sdk: sdk as unknown as TeamsSdk };
}

/** What Teams hands a configuration page's Save and Remove handlers. */
export interface SaveEvent {
  notifySuccess: () => void;
  notifyFailure: (reason?: string) => void;
}

export function teamsHost(sdk: TeamsSdk, theme: HostInfo['theme'] = 'default', frameContext = 'content'): HostInfo {
  return { inTeams: true, theme, subPageId: null, frameContext, sdk };
}
