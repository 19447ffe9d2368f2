import '@testing-library/jest-dom/vitest';
import './jsdom-layout';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installMemoryHub } from './memory-hub';
import { clearNetworkFailure } from '../../src/web/lib/network-status';
import { resetShellStart } from '../../src/web/lib/shell-start';

// findBy… and waitFor give up after 5 s, not 1: on a busy machine a page's first load through the
// in-process API can take longer than a second, and a wait that passes only on a quiet one is flaky.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs that Fluent UI touches.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.scrollTo = () => {};
// jsdom has <dialog> but not its modal methods: opening and closing are what the tests can see.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

// Unknown network calls fail the test: a test that needs the API installs the in-process one.
beforeEach(() => {
  installMemoryHub();
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    throw new Error(`Unexpected network call in a test: ${String(input)}`);
  });
});

afterEach(() => {
  cleanup();
  // The Network Error state is module-wide: one test's unreachable call must not open the dialog in the next.
  clearNetworkFailure();
  // Each test's shell starts with its own request, as each page load does.
  resetShellStart();
  vi.unstubAllGlobals();
  // Requests a finished test's components still make (an effect that awaited a token) are aborted:
  // never sent to the real network, never counted as the next test's failure or its database's.
  vi.stubGlobal('fetch', () => Promise.reject(new DOMException('The test has ended.', 'AbortError')));
  localStorage.clear();
  sessionStorage.clear();
});
