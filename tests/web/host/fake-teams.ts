import { vi } from 'vitest';
import type { HostInfo, TeamsSdk } from '../../../src/web/host/teams';

export interface FakeTeamsOptions {
  initialize?: () => Promise<void>;
  theme?: string;
  subPageId?: string;
  authToken?: string | Error;
  /** What nestedAppAuth.isNAAChannelRecommended() says (false: Teams' own getAuthToken). */
  naaRecommended?: boolean;
}

/** Just enough of @microsoft/teams-js for the host layer; every function is a spy. */
export function fakeTeamsSdk(options: FakeTeamsOptions = {}) {
  const { initialize = () => Promise.resolve(), theme = 'default', subPageId, authToken = 'teams-sso-token', naaRecommended = false } = options;
  const sdk = {
    app: {
      initialize: vi.fn((_validMessageOrigins?: string[]) => initialize()),
      getContext: vi.fn(async () => ({ app: { theme }, page: { id: 'tab', frameContext: 'content', subPageId } })),
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
      config: {
        registerOnSaveHandler: vi.fn(),
        setConfig: vi.fn(async () => undefined),
        setValidityState: vi.fn(),
      },
    },
  };
  return { fake: sdk, sdk: sdk as unknown as TeamsSdk };
}

export function teamsHost(sdk: TeamsSdk, theme: HostInfo['theme'] = 'default'): HostInfo {
  return { inTeams: true, theme, subPageId: null, frameContext: 'content', sdk };
}
