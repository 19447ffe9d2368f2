import { act, renderHook, waitFor } from '@testing-library/react';
import { teamsDarkTheme, teamsHighContrastTheme, teamsLightTheme, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { afterEach, describe, expect, it } from 'vitest';
import { BROWSER_HOST } from '../../../src/web/host/teams';
import { loadStartTheme, useHostTheme } from '../../../src/web/host/theme';
import { fakeTeamsSdk, teamsHost } from './fake-teams';

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** A controllable prefers-color-scheme. */
function colorScheme(initialDark: boolean) {
  let dark = initialDark;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') ? dark : false;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((l) => l());
    },
  };
}

describe('host theme', () => {
  it("follows the browser's colour scheme outside Teams, including changes", async () => {
    const scheme = colorScheme(false);
    const { result } = renderHook(() => useHostTheme(BROWSER_HOST));
    expect(result.current).toBe(webLightTheme);
    act(() => scheme.set(true));
    // The dark theme's code loads when first wanted; the light one shows meanwhile.
    await waitFor(() => expect(result.current).toBe(webDarkTheme));
  });

  it('uses the Teams themes inside Teams and follows theme changes', async () => {
    colorScheme(true);
    const { sdk, fake } = fakeTeamsSdk();
    const { result } = renderHook(() => useHostTheme(teamsHost(sdk, 'default')));
    await waitFor(() => expect(result.current).toBe(teamsLightTheme));
    const handler = fake.app.registerOnThemeChangeHandler.mock.calls[0][0] as (theme: string) => void;
    act(() => handler('dark'));
    expect(result.current).toBe(teamsDarkTheme);
    act(() => handler('contrast'));
    expect(result.current).toBe(teamsHighContrastTheme);
  });

  it('starts with the theme found at detection, loaded before the first render', async () => {
    const { sdk } = fakeTeamsSdk();
    const host = teamsHost(sdk, 'contrast');
    await loadStartTheme(host);
    const { result } = renderHook(() => useHostTheme(host));
    expect(result.current).toBe(teamsHighContrastTheme);
  });
});
