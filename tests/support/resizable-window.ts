import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';

/**
 * A window the test resizes, for the rest of the test: `(max-width: Npx)` queries match by its
 * width and their listeners hear each resize, as a browser's do (jsdom's never match or change).
 */
export function resizableWindow(initialWidth: number) {
  const original = window.matchMedia;
  onTestFinished(() => {
    window.matchMedia = original;
  });
  let width = initialWidth;
  const listeners = new Map<EventListenerOrEventListenerObject, string>();
  const matches = (query: string) => {
    const max = /^\(max-width: (\d+)px\)$/.exec(query);
    return max !== null && width <= Number(max[1]);
  };
  window.matchMedia = (query: string): MediaQueryList => ({
    ...original(query),
    get matches() {
      return matches(query);
    },
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.set(listener, query);
    },
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.delete(listener);
    },
  });
  return {
    resize(newWidth: number) {
      width = newWidth;
      act(() =>
        listeners.forEach((query, listener) => {
          const change = Object.assign(new Event('change'), { matches: matches(query), media: query });
          if (typeof listener === 'function') listener(change);
          else listener.handleEvent(change);
        }),
      );
    },
  };
}

/** The elements hiding the top bar or the page from assistive technology, as 'DIV#root'. */
export const hidingThePage = () =>
  [...document.querySelectorAll('[aria-hidden="true"]')]
    .filter((element) => element.matches('header, main') || element.querySelector('header, main') !== null)
    .map((element) => element.tagName + (element.id ? `#${element.id}` : ''));
