import type { LazyPageSource } from './lazy-source';
import type { PageAccess, PageRule } from './page-access';
import type { ParamExamples } from './param-examples';

export type Layout = 'main' | 'visitor' | 'admin';

interface RouteBase {
  /** wouter pattern, e.g. `/companies/:companyId/roles`. Admin paths start with `/admin`. */
  path: string;
  /** The spec's route name, where it gives one (e.g. `company-roles-addition`). */
  name?: string;
  page: LazyPageSource;
  /** Its parameters' examples, for the checks that open every page (example-paths.ts). */
  examples?: ParamExamples;
  /**
   * A visitor page a signed-in user opens as it is (a shared quote: the staff check what the
   * customer sees), where other visitor pages send them home.
   */
  signedInToo?: boolean;
}

/**
 * One row of the route table; each area adds its rows in routes.ts. A main-layout page says
 * whose access it shares — `access: 'roles.list'` is the contract's `roles.list` — so it never
 * retypes a permission name; visitor pages are public and admin pages the admin layout's.
 */
export type RouteRow = RouteBase &
  ({ layout: 'main'; access: PageAccess } | { layout: Exclude<Layout, 'main'> });

/** A row with its rule read from the contract: what guards, navigation and palette check. */
export type RouteDef = RouteRow & PageRule;
