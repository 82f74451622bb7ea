import { customersArea } from '#contract/areas/customers';
import { defineClientArea, namedPage } from '../../kit/area';
import { lazyPage } from '../../routing/lazy-source';
import { found } from '../../routing/param-examples';

const pages = () => import('./pages');
const customer = '/customers/:customerId/:customerKey';

/** An application's customers (spec section 2); `add` before its `:id` sibling. */
export const customersClient = defineClientArea({
  area: customersArea,
  pages: [
    {
      path: '/customers',
      access: 'customers.list',
      page: namedPage(pages, (m) => m.CustomersListPage),
    },
    {
      path: '/customers/add',
      access: 'customers.create',
      page: namedPage(pages, (m) => m.CustomerAddPage),
    },
    {
      path: `${customer}/view`,
      access: 'customers.get',
      page: namedPage(pages, (m) => m.CustomerViewPage),
    },
    {
      path: `${customer}/edit`,
      access: 'customers.update',
      page: namedPage(pages, (m) => m.CustomerEditPage),
    },
    {
      path: '/customers/:customerId/hotlists/:hotlistId',
      access: 'customers.hotlist',
      page: lazyPage(() => import('./HotlistPage')),
    },
  ],
  // The demo's customers load after the server starts, under random keys; one with a hotlist.
  examples: {
    customerId: found('customerId'),
    customerKey: found('customerKey'),
    hotlistId: found('hotlistId'),
  },
  nav: [{ id: 'app-customers', label: 'Customers', path: '/customers', icon: 'avatar' }],
});
