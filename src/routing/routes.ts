import { CLIENT_AREAS } from '../areas';
import { areaRoutes } from '../kit/area';
import { lazyPage } from './lazy-source';
import { pageRule } from './page-access';
import type { Layout, RouteDef, RouteRow } from './route-def';

/** Where the platform admin layout lives; its routes render in a nested router. */
export const ADMIN_BASE = '/admin';

const notFound = lazyPage(() => import('../pages/NotFoundPage'));

const ROWS: readonly RouteRow[] = [
  // Main layout (login needed)
  {
    path: '/',
    layout: 'main',
    access: 'signedIn',
    page: lazyPage(() => import('../pages/HomePage')),
  },
  {
    path: '/not-authorized',
    layout: 'main',
    access: 'signedIn',
    page: lazyPage(() => import('../pages/NotAuthorizedPage')),
  },
  { path: '/error-404', layout: 'main', access: 'signedIn', page: notFound },
  {
    path: '/page2',
    layout: 'main',
    access: 'signedIn',
    page: lazyPage(() => import('../pages/shell/Page2')),
  },
  {
    path: '/account',
    layout: 'main',
    access: 'signedIn',
    page: lazyPage(() => import('../pages/account/AccountPage')),
  },
  {
    path: '/account/selector',
    layout: 'main',
    access: 'signedIn',
    page: lazyPage(() => import('../pages/session/CompanySelectorPage')),
  },
  {
    path: '/account/twitterSignupRedirect',
    layout: 'main',
    access: 'signedIn',
    page: lazyPage(() => import('../pages/social/TwitterLinkRedirectPage')),
  },
  // Every area's pages (src/areas.ts), the platform admin's included.
  ...CLIENT_AREAS.flatMap(areaRoutes),

  // Visitor layout
  { path: '/login', layout: 'visitor', page: lazyPage(() => import('../pages/LoginPage')) },
  {
    path: '/login/twofactor',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/login/TwoFactorPage')),
  },
  {
    path: '/login/twofactorbackup',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/login/TwoFactorBackupPage')),
  },
  {
    path: '/login/twofactorSetup',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/login/TwoFactorSetupPage')),
  },
  { path: '/pages/error-404', layout: 'visitor', page: notFound },
  {
    path: '/playground/card',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/shell/playground/PlaygroundPage')),
  },
  {
    path: '/loginTwitterRedirect',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/social/TwitterLoginRedirectPage')),
  },
  {
    path: '/register',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/register/RegisterPage')),
  },
  {
    path: '/forgottenpassword',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/password/ForgottenPasswordPage')),
  },
  {
    path: '/resetpassword',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/password/ResetPasswordPage')),
  },
  {
    // A quote a customer was sent a link to (server/quotes/shared.ts): public, read-only.
    path: '/sharedQuote/:quoteId/:shareKey',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/quotes/SharedQuotePage')),
    signedInToo: true,
    // A link that opens nothing, as a guessed or revoked one does.
    examples: { quoteId: '1', shareKey: 'no-such-key' },
  },
  {
    path: '/emailverification/:token',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/account/EmailVerificationPage')),
    // An expired link's page, as anyone following one sees it.
    examples: { token: 'no-such-token' },
  },
];

export const routes: readonly RouteDef[] = ROWS.map((row) =>
  row.layout === 'main' ? { ...row, ...pageRule(row.access) } : row,
);

export const routesOf = (layout: Layout) => routes.filter((route) => route.layout === layout);
