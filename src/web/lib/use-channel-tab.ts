import { useEffect, useState } from 'react';
import { useHost } from '../host/host-context';
import type { TeamsSdk } from '../host/teams';

// Whether the app runs in a channel tab (Teams' context names a channel there), where a page's
// landing shows what the channel shares and nothing of "My …" (Teams store rule).

/** Teams' answer, asked once per SDK (the app has one; tests make several). */
const inChannel = new WeakMap<TeamsSdk, Promise<boolean>>();

const askTeams = (sdk: TeamsSdk) =>
  sdk.app.getContext().then(
    (context) => Boolean(context.channel?.id),
    () => false,
  );

/** True in a channel tab, false in a personal tab or a browser, undefined until Teams has said. */
export function useInChannelTab(): boolean | undefined {
  const host = useHost();
  const [answer, setAnswer] = useState<boolean | undefined>(host.inTeams && host.sdk ? undefined : false);
  useEffect(() => {
    if (!host.inTeams || !host.sdk) return;
    const sdk = host.sdk;
    if (!inChannel.has(sdk)) inChannel.set(sdk, askTeams(sdk));
    let live = true;
    void inChannel.get(sdk)!.then((value) => live && setAnswer(value));
    return () => {
      live = false;
    };
  }, [host]);
  return answer;
}
