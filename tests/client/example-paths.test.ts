import { describe, expect, it } from 'vitest';
import { MAIN_PAGES } from '../../e2e/a11y-pages';
import { CLIENT_AREAS } from '../../src/areas';
import { areaRoutes, defineClientArea } from '../../src/kit/area';
import {
  examplePaths,
  type FoundValues,
  isRoutePath,
  NOT_STANDALONE,
} from '../../src/routing/example-paths';
import { lazyPage } from '../../src/routing/lazy-source';
import { routes } from '../../src/routing/routes';

/** Stand-ins for what e2e/found-examples.ts finds through the API. */
const FOUND: FoundValues = {
  customerId: 'found-customerId',
  customerKey: 'found-customerKey',
  hotlistId: 'found-hotlistId',
  orderId: 'found-orderId',
  orderKey: 'found-orderKey',
  linkedCompanyId: 'found-linkedCompanyId',
  creditId: 'found-creditId',
  applicationWidgetId: 'found-applicationWidgetId',
};

const page = lazyPage(() => Promise.reject(new Error('never loaded here')));

describe('the pages the accessibility and CSP checks open', () => {
  const paths = examplePaths(routes, FOUND);

  it('are every row of the route table but those that cannot be opened alone', () => {
    expect(paths).toHaveLength(routes.length - Object.keys(NOT_STANDALONE).length);
    expect(paths.filter(({ path }) => path.includes(':'))).toEqual([]);
    for (const { path } of paths) expect(isRoutePath(routes, path), path).toBe(true);
  });

  it('leave out only rows that exist, each with its reason', () => {
    const table = new Set(routes.map((route) => route.path));
    for (const [path, reason] of Object.entries(NOT_STANDALONE)) {
      expect(table.has(path), path).toBe(true);
      expect(reason.length).toBeGreaterThan(0);
    }
  });

  it('open the demo company and application, and the records found through the API', () => {
    const all = paths.map(({ path }) => path);
    expect(all).toContain('/companies/1/roles/2/edit');
    expect(all).toContain('/companies/1/dashboards/0/edit');
    expect(all).toContain('/applications/1/widgets/searches-over-time/found-applicationWidgetId');
    expect(all).toContain('/applications/1/customers/found-customerId/found-customerKey/view');
    expect(all).toContain('/applications/1/companies/found-linkedCompanyId/credit/found-creditId');
  });

  it('fail, naming the path, for a parameter with no example', () => {
    const [area] = CLIENT_AREAS;
    if (!area) throw new Error('no area');
    const bare = defineClientArea({
      area: area.area,
      pages: [{ path: '/things/:thingId', access: 'signedIn', page }],
    });
    expect(() => examplePaths(areaRoutes(bare), FOUND)).toThrow(
      '/companies/:companyId/things/:thingId (:thingId)',
    );
  });

  it('fail for a record the API was not asked for', () => {
    expect(() => examplePaths(routes, {})).toThrow(/:customerKey, found through the API/);
  });

  it('take their screenshots on pages of the route table', () => {
    for (const path of MAIN_PAGES) expect(isRoutePath(routes, path), path).toBe(true);
  });
});
