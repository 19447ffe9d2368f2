import { requireTeams, type HostInfo } from './teams';

export interface ChannelTabConfig {
  contentUrl: string;
  websiteUrl: string;
  entityId: string;
  suggestedDisplayName: string;
  /** The page Teams shows when the tab is removed. */
  removeUrl?: string;
}

/**
 * Channel-tab configuration page support: registers the Save handler (which stores the
 * configuration the page currently describes) and enables Teams' Save button.
 * Outside Teams it throws 'Microsoft Teams SDK not found.'.
 */
export function registerChannelTabConfig(host: HostInfo, getConfig: () => ChannelTabConfig): void {
  const sdk = requireTeams(host);
  sdk.pages.config.registerOnSaveHandler((event) => {
    sdk.pages.config
      .setConfig(getConfig())
      .then(() => event.notifySuccess())
      .catch((error: unknown) => event.notifyFailure(error instanceof Error ? error.message : String(error)));
  });
  sdk.pages.config.setValidityState(true);
}

/** Enables or disables Teams' Save button on the configuration page. */
export function setChannelTabValidity(host: HostInfo, valid: boolean): void {
  requireTeams(host).pages.config.setValidityState(valid);
}

/** What Teams holds for this tab: a tab being reconfigured has a content URL, a new one none. */
export async function readChannelTabConfig(host: HostInfo): Promise<Partial<ChannelTabConfig>> {
  return requireTeams(host).pages.getConfig();
}

/**
 * The removal page: the tab keeps nothing of its own in Hireloop (its configuration lives in
 * Teams), so removing it only has to be confirmed.
 */
export function registerChannelTabRemoval(host: HostInfo): void {
  const sdk = requireTeams(host);
  sdk.pages.config.registerOnRemoveHandler((event) => event.notifySuccess());
  sdk.pages.config.setValidityState(true);
}
