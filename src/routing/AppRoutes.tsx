import { Route, Switch } from 'wouter';
import { VisitorLayout } from '../layouts/VisitorLayout';
import { useSession } from '../session/session';
import { GoTo } from './GoTo';
import { guardMain, guardVisitor, loginRedirect } from './guards';
import { LazyPage, lazyPage } from './lazy-page';
import type { RouteDef } from './route-def';
import { ADMIN_BASE, routesOf } from './routes';
import { useWanted } from './use-wanted';

const mainRoutes = lazyPage(() =>
  import('./signed-in').then((chunk) => ({ default: chunk.MainRoutes })),
);
const adminRoutes = lazyPage(() =>
  import('./signed-in').then((chunk) => ({ default: chunk.AdminRoutes })),
);

function VisitorArea({ route }: { route: RouteDef }) {
  const viewer = useSession();
  const { search } = useWanted();
  const decision = guardVisitor({ viewer, search });
  if (!decision.allow && !route.signedInToo) return <GoTo to={decision.redirect} />;
  return (
    <VisitorLayout>
      <LazyPage source={route.page} />
    </VisitorLayout>
  );
}

/** Login and the own-company rule are checked before the signed-in chunk is even loaded. */
function MainGate() {
  const viewer = useSession();
  const { wanted } = useWanted();
  const decision = guardMain({ viewer, wanted });
  if (!decision.allow) return <GoTo to={decision.redirect} />;
  return <LazyPage source={mainRoutes} />;
}

function AdminGate() {
  const viewer = useSession();
  const { wanted } = useWanted();
  if (!viewer) return <GoTo to={loginRedirect(wanted)} />;
  return <LazyPage source={adminRoutes} />;
}

/** The three layouts of spec section 2, each behind its guard. */
export function AppRoutes() {
  return (
    <Switch>
      {routesOf('visitor').map((route) => (
        <Route key={route.path} path={route.path}>
          <VisitorArea route={route} />
        </Route>
      ))}
      <Route path={ADMIN_BASE} nest>
        <AdminGate />
      </Route>
      <Route>
        <MainGate />
      </Route>
    </Switch>
  );
}
