import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled])';
const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A vertical list's keydown handler: Up and Down move focus to the previous or next link or button
 * shown in it, wrapping at the ends, Home and End to the first and last. Tab keeps its usual order.
 */
export function focusByArrowKeys(event: KeyboardEvent<HTMLElement>): void {
  const step = STEPS[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.checkVisibility?.() ?? true);
  if (items.length === 0) return;
  const index = Math.max(0, items.indexOf(document.activeElement as HTMLElement));
  items[step(index, items.length)].focus();
  event.preventDefault();
}
