import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { errorTextsFrom } from '#machines/error-text';
import { Alert, LoadingBlock } from '#ui';
import { useActiveUser } from '../api/active-user';
import { queryClient } from '../api/query-client';
import { tsr } from '../api/tsr';
import { DateFormatProvider } from '../dates/DateFormatProvider';
import { AdminLayout } from '../layouts/AdminLayout';
import { MainLayout } from '../layouts/MainLayout';
import { useSession } from '../session/session';
import { ApplicationGate } from './ApplicationGate';
import { GoTo } from './GoTo';
import { guardAdmin, guardMain, guardUnknown, isApplicationRoute, NOT_FOUND_PATH } from './guards';
import { LazyPage } from './lazy-page';
import type { RouteDef } from './route-def';
import { ADMIN_BASE, routesOf } from './routes';
import { useWanted } from './use-wanted';

// The signed-in layouts, in their own chunk: the visitor pages never load react-query.

function QueryProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <tsr.ReactQueryProvider>
        <DateFormatProvider>{children}</DateFormatProvider>
      </tsr.ReactQueryProvider>
    </QueryClientProvider>
  );
}

/** Renders the page, or goes where the guard says. */
function Guarded({ route }: { route: RouteDef }) {
  const viewer = useSession();
  const { wanted } = useWanted();
  const decision = guardMain({ viewer, wanted, permission: route.permission });
  if (!decision.allow) return <GoTo to={decision.redirect} />;
  const page = <LazyPage source={route.page} />;
  if (!isApplicationRoute(route.path)) return page;
  return <ApplicationGate feature={route.feature}>{page}</ApplicationGate>;
}

function UnknownPath() {
  const viewer = useSession();
  const { wanted } = useWanted();
  const decision = guardUnknown({ viewer, wanted });
  return decision.allow ? null : <GoTo to={decision.redirect} />;
}

export function MainRoutes() {
  return (
    <QueryProviders>
      <MainLayout>
        <Switch>
          {routesOf('main').map((route) => (
            <Route key={route.path} path={route.path}>
              <Guarded route={route} />
            </Route>
          ))}
          <Route>
            <UnknownPath />
          </Route>
        </Switch>
      </MainLayout>
    </QueryProviders>
  );
}

/** Inside the nested /admin router, so route paths are relative to it. */
function AdminArea() {
  const viewer = useSession();
  const { wanted } = useWanted();
  const activeUser = useActiveUser();
  const decision = guardAdmin({
    viewer,
    wanted,
    isPlatformAdmin: activeUser.data?.body.isPlatformAdmin,
  });
  if ('pending' in decision) {
    if (!activeUser.isError) return <LoadingBlock />;
    return <Alert tone="danger">{errorTextsFrom(activeUser.error).join(' ')}</Alert>;
  }
  if (!decision.allow) return <GoTo to={decision.redirect} />;
  return (
    <AdminLayout>
      <Switch>
        {routesOf('admin').map((route) => (
          <Route key={route.path} path={route.path.slice(ADMIN_BASE.length) || '/'}>
            <Guarded route={route} />
          </Route>
        ))}
        <Route>
          <GoTo to={NOT_FOUND_PATH} />
        </Route>
      </Switch>
    </AdminLayout>
  );
}

export function AdminRoutes() {
  return (
    <QueryProviders>
      <AdminArea />
    </QueryProviders>
  );
}
