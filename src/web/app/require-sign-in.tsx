import { useEffect, useState, type ReactNode } from 'react';
import { useHost } from '../host/host-context';
import { isSignInValid, onTeamsSignInLost, readSession } from '../host/session';
import { ensureSignedIn, resetTokenCache, TeamsSignInRefusedError } from '../host/sign-in';
import { PageSpinner } from './page-spinner';
import { TeamsSignInRefusedPage } from './pages/teams-sign-in-refused-page';

export interface RequireSignInProps {
  children: ReactNode;
}

type Status = 'checking' | 'signed-in' | 'leaving' | 'refused-by-teams';

/**
 * Renders its children once the session is valid. A valid self-managed session is known at once;
 * SSO (Teams or MSAL) is checked asynchronously. An invalid session goes to the central sign-in;
 * inside Teams, a refused token shows one screen that can try again (never a loop of sign-ins).
 */
export function RequireSignIn({ children }: RequireSignInProps) {
  const host = useHost();
  const [status, setStatus] = useState<Status>(() =>
    !host.inTeams && readSession().authType === 'self' && isSignInValid() ? 'signed-in' : 'checking',
  );

  useEffect(() => {
    if (status !== 'checking') return;
    let active = true;
    void ensureSignedIn(host).then(
      (ok) => active && setStatus(ok ? 'signed-in' : 'leaving'),
      (error: unknown) => {
        if (!(error instanceof TeamsSignInRefusedError)) throw error;
        if (active) setStatus('refused-by-teams');
      },
    );
    return () => {
      active = false;
    };
  }, [host, status]);
  // A token the server turns down later (an account made inactive, consent withdrawn): the same one screen.
  useEffect(
    () =>
      onTeamsSignInLost(() => {
        resetTokenCache();
        setStatus('refused-by-teams');
      }),
    [],
  );

  if (status === 'signed-in') return <>{children}</>;
  if (status === 'refused-by-teams') return <TeamsSignInRefusedPage onRetry={() => setStatus('checking')} />;
  return <PageSpinner label={status === 'leaving' ? 'Redirecting to sign-in…' : 'Signing in…'} />;
}
