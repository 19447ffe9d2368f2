import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PageSpinner } from './page-spinner';
import { PUBLIC_PATHS, routesAt, type AppRoute } from './route-table';
import { lazyPage } from './lazy-page';
import { RequireSignIn } from './require-sign-in';
import { AppShell } from './shell/app-shell';
import { LogoutPage } from './pages/logout-page';
import { NotifyAppLoaded } from '../host/notify-app-loaded';

const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');
const TeamsConfigPage = lazyPage(() => import('./pages/teams-config-page'), 'TeamsConfigPage');

function routeElement(route: AppRoute) {
  if (route.redirect !== undefined) return <Navigate to={route.redirect} replace />;
  const Page = route.page;
  return <Page />;
}

/**
 * All routes: /logout and /teams/config stand alone; everything else is signed in, inside the shell.
 * Of the app's hundred-odd routes, only those whose pattern matches the address are given to the
 * router: it flattens and ranks all it is given on every navigation, and one that does not match
 * could never be chosen. Among those that do, it still picks the most specific (a create form over
 * the view/edit route).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path={PUBLIC_PATHS.logout} element={<LogoutPage />} />
      <Route
        path={PUBLIC_PATHS.teamsConfig}
        element={
          <Suspense fallback={<PageSpinner />}>
            <TeamsConfigPage />
            <NotifyAppLoaded />
          </Suspense>
        }
      />
      <Route
        element={
          <RequireSignIn>
            <AppShell />
          </RequireSignIn>
        }
      >
        {routesAt(pathname).map((route) => (
          <Route key={route.path} path={route.path} element={routeElement(route)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
