import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../../../src/web/app/app';
import { AppRoutes } from '../../../src/web/app/app-routes';
import { BROWSER_HOST, type HostInfo } from '../../../src/web/host/teams';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The whole app (providers, routes, shell) at `path`, with a fresh SWR cache. */
export function renderApp(path: string, host: HostInfo = BROWSER_HOST) {
  return render(
    <AppProviders host={host} isolatedCache>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
