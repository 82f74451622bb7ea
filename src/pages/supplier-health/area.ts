import { supplierHealthArea } from '#contract/areas/supplier-health';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/**
 * The health-check page of the supplier directory, in the admin layout: platform admins only
 * (the server answers 404 to anyone else).
 */
export const supplierHealthClient = defineClientArea({
  area: supplierHealthArea,
  pages: [{ path: '/suppliers/healthcheck', page: namedPage(pages, (m) => m.SupplierHealthPage) }],
  nav: [
    {
      id: 'admin-supplier-health',
      label: 'Supplier health',
      path: '/suppliers/healthcheck',
      icon: 'list',
    },
  ],
});
