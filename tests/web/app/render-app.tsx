import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders, appRouteObjects } from '../../../src/web/app/app';
import { BROWSER_HOST, type HostInfo } from '../../../src/web/host/teams';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The whole app (providers, routes, shell) at `path`, with a fresh SWR cache. */
export function renderApp(path: string, host: HostInfo = BROWSER_HOST) {
  const router = createMemoryRouter(appRouteObjects(<LocationProbe />), { initialEntries: [path] });
  return render(
    <AppProviders host={host} isolatedCache>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
