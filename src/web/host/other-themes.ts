import { teamsDarkTheme, teamsHighContrastTheme, teamsLightTheme, webDarkTheme } from '@fluentui/react-components';

/** Every theme but the web's light one: its own chunk, loaded when one of them is first wanted. */
export const OTHER_THEMES = {
  webDark: webDarkTheme,
  teamsLight: teamsLightTheme,
  teamsDark: teamsDarkTheme,
  teamsContrast: teamsHighContrastTheme,
};

export type OtherThemeName = keyof typeof OTHER_THEMES;
