import { useEffect, useState, type ReactNode } from 'react';
import { useHost } from '../host/host-context';
import { isSignInValid, readSession } from '../host/session';
import { ensureSignedIn } from '../host/sign-in';
import { PageSpinner } from './page-spinner';

export interface RequireSignInProps {
  children: ReactNode;
}

type Status = 'checking' | 'signed-in' | 'leaving';

/**
 * Renders its children once the session is valid. A valid self-managed session is known at once;
 * SSO (Teams or MSAL) is checked asynchronously. An invalid session goes to the central sign-in.
 */
export function RequireSignIn({ children }: RequireSignInProps) {
  const host = useHost();
  const [status, setStatus] = useState<Status>(() =>
    !host.inTeams && readSession().authType === 'self' && isSignInValid() ? 'signed-in' : 'checking',
  );

  useEffect(() => {
    if (status !== 'checking') return;
    let active = true;
    void ensureSignedIn(host).then((ok) => {
      if (active) setStatus(ok ? 'signed-in' : 'leaving');
    });
    return () => {
      active = false;
    };
  }, [host, status]);

  if (status === 'signed-in') return <>{children}</>;
  return <PageSpinner label={status === 'leaving' ? 'Redirecting to sign-in…' : 'Signing in…'} />;
}
