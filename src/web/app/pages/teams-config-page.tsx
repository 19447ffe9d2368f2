import { useEffect, useRef, useState } from 'react';
import {
  Body1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Radio,
  RadioGroup,
  Field,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useHost } from '../../host/host-context';
import { getAppKey } from '../../host/session';
import { TEAMS_SDK_NOT_FOUND } from '../../host/teams';
import { registerChannelTabConfig, type ChannelTabConfig } from '../../host/teams-config';

const START_PAGES = [
  { key: 'dashboard', label: 'Dashboard', route: '/' },
  { key: 'jobs', label: 'Jobs', route: '/all/job' },
  { key: 'applicants', label: 'Applicants', route: '/application' },
  { key: 'referrals', label: 'Referrals', route: '/referrals' },
] as const;
type StartPageKey = (typeof START_PAGES)[number]['key'];

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '640px' },
  title: { margin: 0 },
});

/** The channel tab's content: which page it opens, with the app key and Teams SSO. */
export function channelTabConfig(key: StartPageKey, origin: string, appKey: string | null): ChannelTabConfig {
  const page = START_PAGES.find((p) => p.key === key) ?? START_PAGES[0];
  const query = new URLSearchParams({ authType: 'sso' });
  if (appKey) query.set('app', appKey);
  return {
    contentUrl: `${origin}${page.route}?${query.toString()}`,
    websiteUrl: `${origin}${page.route}`,
    entityId: `hireloop-${page.key}`,
    suggestedDisplayName: page.key === 'dashboard' ? 'Hireloop' : `Hireloop ${page.label}`,
  };
}

/** /teams/config: the channel-tab configuration page Teams shows when the app is added to a channel. */
export function TeamsConfigPage() {
  const styles = useStyles();
  const host = useHost();
  const [start, setStart] = useState<StartPageKey>('dashboard');
  const startRef = useRef(start);
  useEffect(() => {
    startRef.current = start;
  }, [start]);

  // Outside Teams the configuration cannot be saved: say so with the SDK message.
  const error = host.inTeams && host.sdk ? null : TEAMS_SDK_NOT_FOUND;
  useEffect(() => {
    if (!host.inTeams) return;
    registerChannelTabConfig(host, () => channelTabConfig(startRef.current, window.location.origin, getAppKey()));
  }, [host]);

  return (
    <main className={styles.page}>
      <Title2 as="h1" className={styles.title}>Add Hireloop to this channel</Title2>
      {error && (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>{error}</MessageBarTitle>
            Open this page from Microsoft Teams when adding the Hireloop tab to a channel.
          </MessageBarBody>
        </MessageBar>
      )}
      <Body1>Choose the page the tab opens. Select Save in Teams to add the tab.</Body1>
      <Field label="The tab opens">
        <RadioGroup value={start} onChange={(_, data) => setStart(data.value as StartPageKey)}>
          {START_PAGES.map((p) => (
            <Radio key={p.key} value={p.key} label={p.label} />
          ))}
        </RadioGroup>
      </Field>
    </main>
  );
}
