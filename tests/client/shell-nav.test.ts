import { describe, expect, it } from 'vitest';
import { adminLinks, applicationLinks } from '../../src/layouts/nav/app-links';
import {
  type NavContext,
  navGroups,
  sectionOf,
  visibleNav,
} from '../../src/layouts/nav/visible-nav';

const READ = [
  'company_settings_read',
  'company_roles_read',
  'company_users_read',
  'company_apps_read',
];
const base: NavContext = {
  permissions: READ,
  companyId: 1,
  application: null,
  severalCompanies: false,
  platformAdmin: false,
};
const hrefs = (ctx: NavContext) => visibleNav(ctx).map((link) => link.href);

describe('the navigation table', () => {
  it('shows a read-only role the lists but none of the pages that change things', () => {
    expect(hrefs(base)).toEqual([
      '/',
      '/companies/1/settings',
      '/companies/1/roles',
      '/companies/1/users',
      '/companies/1/apps',
      '/account',
    ]);
  });

  it('adds the quick-add pages for a role that may edit, grouped after the company', () => {
    const groups = navGroups({ ...base, permissions: [...READ, 'company_roles_edit'] });
    expect(groups.map((g) => g.label)).toEqual(['Company', 'Quick add', 'Account']);
    expect(groups[1]?.links.map((l) => l.href)).toEqual(['/companies/1/roles/add']);
  });

  it("names the section a page is listed under, the first crumb of the page's trail", () => {
    const application = { applicationId: 7, features: ['orders'] };
    const groups = navGroups({ ...base, application, permissions: [...READ, 'apps_orders_read'] });
    expect(sectionOf(groups, '/companies/1/users')).toBe('Company');
    expect(sectionOf(groups, '/applications/7/ordermanager/myorders')).toBe('Application');
    // A page the navigation does not list (another company's, or one the role may not open).
    expect(sectionOf(groups, '/companies/2/users')).toBeNull();
    expect(sectionOf(navGroups(base), '/applications/7/ordermanager/myorders')).toBeNull();
  });

  it('lists the application pages only while an application is open', () => {
    const application = { applicationId: 7, features: [] };
    expect(hrefs({ ...base, application })).toContain('/applications/7');
    expect(hrefs({ ...base, application })).not.toContain('/applications/7/widgets');
    const widgets = { ...base, application, permissions: [...READ, 'apps_widgets_read'] };
    expect(hrefs(widgets)).toContain('/applications/7/widgets');
  });

  it("shows an application's orders and customers areas only when it has their features", () => {
    const permissions = [...READ, 'apps_orders_read', 'apps_customers_read'];
    const areas = (features: string[]) =>
      hrefs({ ...base, permissions, application: { applicationId: 7, features } }).filter((href) =>
        href.startsWith('/applications/7/'),
      );
    expect(areas([])).toEqual([]);
    expect(areas(['orders'])).toEqual(['/applications/7/ordermanager/myorders']);
    expect(areas(['customers'])).toEqual([
      '/applications/7/customers',
      // Enquiries are worked by those who keep the customers (contract/areas/enquiries.ts).
      '/applications/7/enquiryViewer',
      '/applications/7/companies',
      // Quote lists are the customers' too (contract/areas/quotes.ts).
      '/applications/7/quoteViewer',
    ]);
  });

  it("puts an application's suppliers and pricing in their own section, folded until opened", () => {
    const permissions = [...READ, 'apps_integrations_read'];
    const application = { applicationId: 7, features: ['suppliers', 'pricing-rules'] };
    const group = navGroups({ ...base, permissions, application }).find(
      (g) => g.label === 'Suppliers and pricing',
    );
    expect(group?.folded).toBe(true);
    expect(group?.links.map((l) => l.label).sort()).toEqual([
      'My suppliers',
      'Pricing rules',
      'Suppliers',
    ]);
    expect(group?.links.every((l) => l.icon)).toBe(true);
  });

  it('offers Switch company only to accounts with several companies', () => {
    expect(hrefs(base)).not.toContain('/account/selector');
    expect(hrefs({ ...base, severalCompanies: true })).toContain('/account/selector');
  });

  it('offers platform admins, and only them, the way into the admin area', () => {
    expect(hrefs(base)).not.toContain('/admin/crm');
    const links = visibleNav({ ...base, platformAdmin: true });
    expect(links.find((link) => link.href === '/admin/crm')?.label).toBe('Platform admin');
  });

  it('leaves out company pages until a company is selected', () => {
    expect(hrefs({ ...base, companyId: null })).toEqual(['/', '/account']);
  });
});

describe("the palette's application pages", () => {
  const apps = [
    { applicationId: 2, applicationName: 'City Hopper', features: ['orders'] },
    { applicationId: 3, applicationName: 'Alpine Trails', features: [] },
  ];

  it("lists every application's dashboard, named for the application", () => {
    expect(applicationLinks(apps, READ).map((link) => [link.label, link.href])).toEqual([
      ['City Hopper: Application dashboard', '/applications/2'],
      ['Alpine Trails: Application dashboard', '/applications/3'],
    ]);
  });

  it('adds the widget directories only for a role that may read widgets', () => {
    const hrefs = applicationLinks(apps, [...READ, 'apps_widgets_read']).map((l) => l.href);
    expect(hrefs).toEqual([
      '/applications/2',
      '/applications/2/widgets',
      '/applications/3',
      '/applications/3/widgets',
    ]);
  });

  it('offers My orders in each application that has orders, to a role that may read them', () => {
    const labels = applicationLinks(apps, [...READ, 'apps_orders_read']).map((l) => l.label);
    expect(labels).toContain('City Hopper: My orders');
    expect(labels).not.toContain('Alpine Trails: My orders');
    expect(applicationLinks(apps, READ).map((l) => l.label)).not.toContain(
      'City Hopper: My orders',
    );
  });
});

describe("the palette's platform admin pages", () => {
  it('opens the admin layout pages by their full paths', () => {
    const links = adminLinks();
    expect(links.map((link) => [link.label, link.href])).toContainEqual([
      'Platform admin: CRM',
      '/admin/crm',
    ]);
    for (const link of links) expect(link.href.startsWith('/admin/')).toBe(true);
  });
});
