import { useEffect, useState } from 'react';
import { useHost } from '../host/host-context';

// Whether the app runs in a channel tab (Teams' context names a channel there), where a page's
// landing shows what the channel shares and nothing of "My …" (Teams store rule).

let inChannel: Promise<boolean> | null = null;

/** True in a channel tab, false in a personal tab or a browser, undefined until Teams has said. */
export function useInChannelTab(): boolean | undefined {
  const host = useHost();
  const [answer, setAnswer] = useState<boolean | undefined>(host.inTeams ? undefined : false);
  useEffect(() => {
    if (!host.inTeams || !host.sdk) return;
    const sdk = host.sdk;
    inChannel ??= sdk.app.getContext().then(
      (context) => Boolean(context.channel?.id),
      () => false,
    );
    let live = true;
    void inChannel.then((value) => live && setAnswer(value));
    return () => {
      live = false;
    };
  }, [host]);
  return answer;
}
