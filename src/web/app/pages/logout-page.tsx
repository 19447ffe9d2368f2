import { useEffect, useRef } from 'react';
import { logout } from '../../host/session';
import { PageSpinner } from '../page-spinner';

/** /logout: clears the session and goes to the central logout (callback: this app's root). */
export function LogoutPage() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout();
  }, []);
  return <PageSpinner label="Signing out…" />;
}
