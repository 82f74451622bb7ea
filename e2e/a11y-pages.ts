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
 * The most pages one test of a sweep opens: each test's time stays bounded however many areas
 * the route table gains, and the tests spread over the lanes.
 */
export const PAGES_PER_TEST = 8;

/** Stand-ins for the found records: they fill paths in for counting pages, never for opening. */
const COUNTING: FoundValues = {
  customerId: '0',
  customerKey: '0',
  hotlistId: '0',
  orderId: '0',
  orderKey: '0',
  linkedCompanyId: '0',
  creditId: '0',
  applicationWidgetId: '0',
};

/** How many tests of PAGES_PER_TEST pages a group's sweep takes (found values add no page). */
export const chunksOf = (group: PageGroup) =>
  Math.ceil(pagesOf(group, COUNTING).length / PAGES_PER_TEST);

/** The pages of one such test: the `chunk`-th run of PAGES_PER_TEST. */
export const chunkOf = (pages: readonly string[], chunk: number) =>
  pages.slice(chunk * PAGES_PER_TEST, (chunk + 1) * PAGES_PER_TEST);

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
