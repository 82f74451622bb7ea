import { suppliersArea } from '#contract/areas/suppliers';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');
const one = '/suppliers/:supplierId';

/**
 * The supplier directory, in the admin layout: platform admins only (the server answers 404 to
 * anyone else). Each `add` comes before its `:id` sibling. The health-check page
 * (/suppliers/healthcheck) is the supplier-health area's (src/pages/supplier-health/).
 */
export const suppliersClient = defineClientArea({
  area: suppliersArea,
  pages: [
    { path: '/suppliers', page: namedPage(pages, (m) => m.SuppliersListPage) },
    { path: '/suppliers/add', page: namedPage(pages, (m) => m.SupplierAddPage) },
    { path: `${one}/edit`, page: namedPage(pages, (m) => m.SupplierEditPage) },
    { path: `${one}/details`, page: namedPage(pages, (m) => m.SupplierDetailsPage) },
    { path: `${one}/settings/add`, page: namedPage(pages, (m) => m.SettingAddPage) },
    {
      path: `${one}/settings/:settingName/view`,
      page: namedPage(pages, (m) => m.SettingViewPage),
    },
    { path: `${one}/settings/:settingName`, page: namedPage(pages, (m) => m.SettingEditPage) },
  ],
  nav: [{ id: 'admin-suppliers', label: 'Suppliers', path: '/suppliers', icon: 'link' }],
  // The demo's first supplier (server/suppliers/demo.ts), Traveltek Packages, and its API key.
  examples: { supplierId: '1', settingName: 'apiKey' },
});
