import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Click handler for an <a href={to}> inside the app: a plain click navigates in the router (after
 * `beforeNavigate`, e.g. closing a drawer), a modified click (new tab, new window) keeps the
 * browser's behaviour.
 */
export function useLinkClick(to: string, beforeNavigate?: () => void) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    beforeNavigate?.();
    navigate(to);
  };
}
