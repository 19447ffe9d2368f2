import '@testing-library/jest-dom/vitest';
import './jsdom-layout';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installMemoryHub } from './memory-hub';

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

// Unknown network calls fail the test: a test that needs the API installs the in-process one.
beforeEach(() => {
  installMemoryHub();
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    throw new Error(`Unexpected network call in a test: ${String(input)}`);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
