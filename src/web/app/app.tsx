import { useState, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { FluentProvider } from '@fluentui/react-components';
import { HostProvider } from '../host/host-context';
import type { HostInfo } from '../host/teams';
import { useHostTheme } from '../host/theme';
import { AppToaster } from '../lib/app-toaster';
import { ApiSWRProvider } from '../lib/swr';
import { KeepFocusManager } from '../ui/keep-focus-manager';
import { AppRoutes } from './app-routes';

export interface AppProvidersProps {
  host: HostInfo;
  children: ReactNode;
  /** Tests: a fresh SWR cache per render. */
  isolatedCache?: boolean;
}

/**
 * Host, Fluent theme (following Teams or the browser), SWR with the api fetcher, the Toaster, and
 * Fluent's focus manager kept from the first modal on.
 */
export function AppProviders({ host, children, isolatedCache = false }: AppProvidersProps) {
  const theme = useHostTheme(host);
  return (
    <HostProvider host={host}>
      {/* No layout class here: Fluent copies the provider's classes onto portal mount nodes.
          index.html gives the provider its full height. */}
      <FluentProvider theme={theme}>
        <ApiSWRProvider isolatedCache={isolatedCache}>
          {children}
          <AppToaster />
          <KeepFocusManager />
        </ApiSWRProvider>
      </FluentProvider>
    </HostProvider>
  );
}

export interface AppProps {
  host: HostInfo;
}

/** A data router around the app's routes, so a form with unsaved edits can hold navigation (useBlocker). */
export const appRouteObjects = (extra?: ReactNode) => [
  {
    path: '*',
    element: (
      <>
        <AppRoutes />
        {extra}
      </>
    ),
  },
];

export function App({ host }: AppProps) {
  const [router] = useState(() => createBrowserRouter(appRouteObjects()));
  return (
    <AppProviders host={host}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
