import { describe, expect, it } from 'vitest';
import type { Parser } from 'wouter';
import { openable, type StarViewer } from '../../src/layouts/starred/starrable';

/** wouter's patterns as far as the route table uses them: `:name` is one path segment. */
const parser: Parser = (route) => ({
  pattern: new RegExp(`^${route.replace(/:\w+/g, '([^/]+)')}/?$`),
});

const page = (path: string) => ({ path, title: path, permission: null });
const ORDERS = '/applications/7/ordermanager/myorders';
const CUSTOMERS = '/applications/7/customers';
const ELSEWHERE = '/applications/8/ordermanager/myorders';
const STARRED = [page(ORDERS), page(CUSTOMERS), page(ELSEWHERE), page('/account')];
const permissions = ['apps_orders_read', 'apps_customers_read'];
const paths = (viewer: StarViewer) => openable(parser, STARRED, viewer).map((p) => p.path);

describe('the starred pages menu', () => {
  it("leaves out the open application's areas it has switched off", () => {
    const application = { applicationId: 7, features: ['customers'] };
    expect(paths({ permissions, application })).toEqual([CUSTOMERS, ELSEWHERE, '/account']);
  });

  it("keeps other applications' pages, whose features are not known, for their guard", () => {
    expect(paths({ permissions, application: null })).toEqual(STARRED.map((p) => p.path));
  });

  it('leaves out pages the role may no longer open', () => {
    const application = { applicationId: 7, features: ['orders', 'customers'] };
    expect(paths({ permissions: [], application })).toEqual(['/account']);
  });
});
