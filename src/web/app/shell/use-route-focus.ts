import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { findRoute } from '../route-table';

/** The screen an address shows: routes that share a page (a job list's filters, a chat and its channels) are one screen. */
function screenOf(pathname: string): unknown {
  const route = findRoute(pathname);
  return route?.page ?? route?.path ?? null;
}

/** Focuses `main`'s h1 unless the user has moved focus since `from`; false while the page has none. */
function focusHeading(main: HTMLElement, from: Element | null): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  const active = document.activeElement;
  if (active !== from && active !== null && active !== document.body) return true;
  heading.tabIndex = -1;
  heading.focus();
  return true;
}

/**
 * After a navigation to another screen, focus moves to the new page's h1 as soon as it shows (a
 * page may load its code or data first): a screen reader says where the user arrived, and Tab goes
 * on from the top of the page instead of from a sidebar link or from <body>. Not on the first load
 * (nor its redirects), and not for a move within one screen (a list's filter, a chat's channel)
 * unless the control that navigated went with the old address.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);
  const navigated = useRef(false);

  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname || !main.current) return;
    if (!navigated.current && navigationType === 'REPLACE') return;
    navigated.current = true;
    const from = document.activeElement;
    const focusLost = from === null || from === document.body;
    if (!focusLost && screenOf(previous) === screenOf(pathname)) return;
    const element = main.current;
    if (focusHeading(element, from)) return;
    const observer = new MutationObserver(() => focusHeading(element, from) && observer.disconnect());
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [main, pathname, navigationType]);
}
