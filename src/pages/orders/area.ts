import { ordersArea } from '#contract/areas/orders';
import { defineClientArea } from '../../kit/area';
import { lazyPage } from '../../routing/lazy-source';
import { found } from '../../routing/param-examples';

export const ordersClient = defineClientArea({
  area: ordersArea,
  pages: [
    {
      path: '/ordermanager/myorders',
      access: 'orders.list',
      page: lazyPage(() => import('./MyOrdersPage')),
    },
    {
      path: '/ordermanager/:orderId/:orderKey/view',
      access: 'orders.get',
      page: lazyPage(() => import('./OrderPage')),
    },
  ],
  // The demo's orders load after the server starts, under random keys.
  examples: { orderId: found('orderId'), orderKey: found('orderKey') },
  nav: [{ id: 'app-orders', label: 'My orders', path: '/ordermanager/myorders', icon: 'reader' }],
});
