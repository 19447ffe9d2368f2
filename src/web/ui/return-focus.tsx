import { useEffect, useLayoutEffect } from 'react';

// Fluent's Dialog returns focus only to a DialogTrigger; our drawers and dialogs open from state
// (a row menu's item, a toolbar button, an address), so focus fell to <body> when they closed. The
// kit keeps the elements that had focus, newest last, and gives it back to the newest still there.

/** Enough for a long form inside a drawer on top of the page's own steps. */
const KEEP = 50;
let recent: HTMLElement[] = [];

function remember(element: Element | null): void {
  if (!(element instanceof HTMLElement) || element === element.ownerDocument.body) return;
  recent = [...recent.filter((kept) => kept !== element && kept.isConnected), element].slice(-KEEP);
}

// From the kit's first load: a drawer's opener was usually focused before the drawer existed.
if (typeof document !== 'undefined') document.addEventListener('focusin', (event) => remember(event.target as Element | null), true);

/** Focuses the newest remembered element that is still on the page and takes focus. */
function restoreFocus(): void {
  for (const element of [...recent].reverse()) {
    if (!element.isConnected) continue;
    element.focus();
    if (element.ownerDocument.activeElement === element) return;
  }
}

/**
 * Put inside a dialog's or drawer's surface. When the surface goes (Save, Cancel, Escape, a click
 * outside) and focus went with it, focus returns to the control that opened it: the element focused
 * last before it that is still there (a row menu's button when its item has gone with the menu).
 * Focus that something else already took (a page the save navigated to) is left where it is.
 */
export function ReturnFocus() {
  // The opener of a surface whose code loaded with it, before the surface takes focus.
  useLayoutEffect(() => remember(document.activeElement), []);
  useEffect(
    () => () => {
      const active = document.activeElement;
      if (active === null || active === document.body) restoreFocus();
    },
    [],
  );
  return null;
}
