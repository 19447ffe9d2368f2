import { createElement, lazy, type ComponentType } from 'react';

export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Loads the page's code ahead of its first render. */
  preload: () => Promise<void>;
}

/**
 * React.lazy for a module's named export (the codebase uses named exports only), with preload().
 * Once the code is in, the page renders at once instead of suspending: React holds a suspended
 * page back until about 300 ms after its spinner appeared, which opening the app would pay.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadPage = () =>
    (loading ??= load().then((module) => {
      // A misspelt name would otherwise render as React's bare 'element type is invalid'.
      if (module[name] === undefined) throw new Error(`The page module exports no ${String(name)}`);
      return (loaded = module[name] as ComponentType);
    }));
  const Suspending = lazy(async () => ({ default: await loadPage() }));
  const Page = () => createElement(loaded ?? Suspending);
  return Object.assign(Page, { preload: async () => void (await loadPage()) });
}
