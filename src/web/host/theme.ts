import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  teamsDarkTheme,
  teamsHighContrastTheme,
  teamsLightTheme,
  webDarkTheme,
  webLightTheme,
  type Theme,
} from '@fluentui/react-components';
import { toHostTheme, type HostInfo, type HostTheme } from './teams';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeColorScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function teamsFluentTheme(theme: HostTheme): Theme {
  if (theme === 'dark') return teamsDarkTheme;
  if (theme === 'contrast') return teamsHighContrastTheme;
  return teamsLightTheme;
}

/**
 * The Fluent theme for the host: the Teams theme (following theme changes) inside Teams, the
 * browser's prefers-color-scheme (following changes) outside.
 */
export function useHostTheme(host: HostInfo): Theme {
  const [teamsTheme, setTeamsTheme] = useState<HostTheme>(host.theme);
  const dark = useSyncExternalStore(subscribeColorScheme, prefersDark, () => false);

  useEffect(() => {
    if (!host.inTeams || !host.sdk) return;
    host.sdk.app.registerOnThemeChangeHandler((next) => setTeamsTheme(toHostTheme(next)));
  }, [host]);

  if (host.inTeams) return teamsFluentTheme(teamsTheme);
  return dark ? webDarkTheme : webLightTheme;
}
