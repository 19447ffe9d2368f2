import { useEffect } from 'react';
import { useHost } from './host-context';
import { notifyAppLoaded } from './teams';

/**
 * Rendered beside the page inside its Suspense boundary: its effect runs once the first route's
 * page has committed, so Teams takes its loading indicator off a rendered page, not off a spinner.
 */
export function NotifyAppLoaded() {
  const host = useHost();
  useEffect(() => notifyAppLoaded(host), [host]);
  return null;
}
