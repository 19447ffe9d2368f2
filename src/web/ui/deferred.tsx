import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A component whose code is loaded the first time `needed(props)` holds (a drawer or dialog first
 * opened), not with the page: until then it renders nothing. Once there it stays mounted, so it
 * closes with its animation and keeps its state as the eager one did.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, needed: (props: P) => boolean): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    const [wanted, setWanted] = useState(false);
    if (!wanted && needed(props)) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
