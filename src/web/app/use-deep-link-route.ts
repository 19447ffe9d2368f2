import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routeFromSubPageId } from '../host/deep-link';
import { useHost } from '../host/host-context';

/** A Teams deep link opens the tab with subPageId = a route; go there once, on first load at '/'. */
export function useDeepLinkRoute(): void {
  const host = useHost();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const route = routeFromSubPageId(host.subPageId);
    if (route && pathname === '/' && route !== '/') navigate(route, { replace: true });
  }, [host, navigate, pathname]);
}
