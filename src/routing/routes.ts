import { type LazyPageSource, lazyPage } from './lazy-page';

export type Layout = 'main' | 'visitor' | 'admin';

/** Where the platform admin layout lives; its routes render in a nested router. */
export const ADMIN_BASE = '/admin';

/** One row of the route table; each area adds its rows here. */
export interface RouteDef {
  /** wouter pattern, e.g. `/companies/:companyId/roles`. Admin paths start with `/admin`. */
  path: string;
  layout: Layout;
  /** One permission name or a comma list, any of which suffices (spec section 2). */
  permission?: string;
  page: LazyPageSource;
}

const notFound = lazyPage(() => import('../pages/NotFoundPage'));

export const routes: readonly RouteDef[] = [
  // Main layout (login needed)
  { path: '/', layout: 'main', page: lazyPage(() => import('../pages/HomePage')) },
  {
    path: '/not-authorized',
    layout: 'main',
    page: lazyPage(() => import('../pages/NotAuthorizedPage')),
  },
  { path: '/error-404', layout: 'main', page: notFound },

  // Visitor layout
  { path: '/login', layout: 'visitor', page: lazyPage(() => import('../pages/LoginPage')) },
  { path: '/pages/error-404', layout: 'visitor', page: notFound },

  // Platform admin layout
  { path: '/admin/crm', layout: 'admin', page: lazyPage(() => import('../pages/admin/CrmPage')) },
];

export const routesOf = (layout: Layout) => routes.filter((route) => route.layout === layout);
