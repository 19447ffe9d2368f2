import { useEffect, useState, useSyncExternalStore } from 'react';
import { webLightTheme, type Theme } from '@fluentui/react-components';
import type { OTHER_THEMES, OtherThemeName } from './other-themes';
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

// Nearly every load is the web's light theme: the four others (8 kB of the first page's code)
// load when one is first wanted, before the first render when the page opens with one.
let otherThemes: typeof OTHER_THEMES | null = null;
let loadingOthers: Promise<void> | null = null;
const othersListeners = new Set<() => void>();

function loadOtherThemes(): Promise<void> {
  loadingOthers ??= import('./other-themes')
    .then(({ OTHER_THEMES }) => {
      otherThemes = OTHER_THEMES;
      for (const listener of othersListeners) listener();
    })
    .catch((error: unknown) => {
      loadingOthers = null; // the next wish tries again
      throw error;
    });
  return loadingOthers;
}

function subscribeOtherThemes(onLoad: () => void): () => void {
  othersListeners.add(onLoad);
  return () => othersListeners.delete(onLoad);
}

type ThemeName = 'webLight' | OtherThemeName;

function themeName(inTeams: boolean, teamsTheme: HostTheme, dark: boolean): ThemeName {
  if (inTeams) return teamsTheme === 'dark' ? 'teamsDark' : teamsTheme === 'contrast' ? 'teamsContrast' : 'teamsLight';
  return dark ? 'webDark' : 'webLight';
}

/** Resolves once the theme the page opens with has loaded, so the first render already wears it. */
export async function loadStartTheme(host: HostInfo): Promise<void> {
  if (themeName(host.inTeams, host.theme, prefersDark()) !== 'webLight') await loadOtherThemes();
}

/**
 * The Fluent theme for the host: the Teams theme (following theme changes) inside Teams, the
 * browser's prefers-color-scheme (following changes) outside. A theme whose code is still loading
 * shows as the light one until it arrives.
 */
export function useHostTheme(host: HostInfo): Theme {
  const [teamsTheme, setTeamsTheme] = useState<HostTheme>(host.theme);
  const dark = useSyncExternalStore(subscribeColorScheme, prefersDark, () => false);
  const others = useSyncExternalStore(
    subscribeOtherThemes,
    () => otherThemes,
    () => otherThemes,
  );
  const name = themeName(host.inTeams, teamsTheme, dark);

  useEffect(() => {
    if (!host.inTeams || !host.sdk) return;
    host.sdk.app.registerOnThemeChangeHandler((next) => setTeamsTheme(toHostTheme(next)));
  }, [host]);
  useEffect(() => {
    if (name !== 'webLight') void loadOtherThemes().catch(() => undefined);
  }, [name]);

  if (name === 'webLight' || !others) return webLightTheme;
  return others[name];
}
