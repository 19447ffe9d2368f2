import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSpinner } from './page-spinner';
import { APP_ROUTES, PUBLIC_PATHS, type AppRoute } from './route-table';
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

/** All routes: /logout and /teams/config stand alone; everything else is signed in, inside the shell. */
export function AppRoutes() {
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
        {APP_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={routeElement(route)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
