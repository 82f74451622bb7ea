import { examplePaths, type FoundValues } from '../src/routing/example-paths';
import type { RouteRow } from '../src/routing/route-def';
import { routes } from '../src/routing/routes';

/**
 * The pages the accessibility and CSP checks open: every row of the route table
 * (src/routing/example-paths.ts), by the layout and base that open them. Application pages
 * include records the demo loads in the background (e2e/found-examples.ts); the others need none.
 */
export const PAGE_GROUPS = ['visitor', 'company', 'application', 'admin'] as const;
export type PageGroup = (typeof PAGE_GROUPS)[number];

const groupOf = (row: RouteRow): PageGroup => {
  if (row.layout !== 'main') return row.layout;
  return row.path.startsWith('/applications/') ? 'application' : 'company';
};

export const pagesOf = (group: PageGroup, found: Partial<FoundValues> = {}) =>
  examplePaths(
    routes.filter((row) => groupOf(row) === group),
    found,
  ).map((page) => page.path);

/**
 * The pages people spend their time on: screenshots at phone and desktop widths
 * (tests/client/example-paths.test.ts checks they are pages of the route table).
 */
export const MAIN_PAGES = [
  '/',
  '/companies/1/settings',
  '/companies/1/roles',
  '/companies/1/users',
  '/companies/1/apps',
  '/account',
] as const;
