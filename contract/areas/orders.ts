import { type Permission, scoped } from '../access';
import { defineArea } from '../area';

const orders = (permission: Permission) => scoped.application(permission, 'orders');

/**
 * An application's orders (My orders and the order page). The order page needs process or edit
 * (spec section 6); each change its own permission. Orders arrive by the ingestion key whatever
 * the feature (contract/ingest.ts says why).
 */
export const ordersArea = defineArea({
  name: 'orders',
  noun: { one: 'order', many: 'orders' },
  scope: 'application',
  feature: 'orders',
  // An order's History shows to those who may open the order page.
  audit: {
    orders: {
      label: 'Orders',
      history: scoped.company(['apps_orders_process', 'apps_orders_edit']),
    },
  },
  access: {
    orders: {
      list: orders('apps_orders_read'),
      export: orders('apps_orders_read'),
      get: orders(['apps_orders_process', 'apps_orders_edit']),
      changeStatus: orders('apps_orders_process'),
      updateContact: orders('apps_orders_edit'),
      addNote: orders('apps_orders_edit'),
      cancel: orders('apps_orders_cancel'),
    },
  },
});
