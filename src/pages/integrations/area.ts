import { integrationsArea } from '#contract/areas/integrations';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');
const webhooks = () => import('./webhook-pages');

/** An application's suppliers and integrations; `mysuppliers` before the `:supplierId` pages. */
export const integrationsClient = defineClientArea({
  area: integrationsArea,
  pages: [
    {
      path: '/suppliers',
      access: 'integrations.directory',
      page: namedPage(pages, (m) => m.DirectoryPage),
    },
    {
      path: '/suppliers/mysuppliers',
      access: 'integrations.list',
      page: namedPage(pages, (m) => m.MySuppliersPage),
    },
    {
      path: '/suppliers/:supplierId',
      access: 'integrations.supplier',
      page: namedPage(pages, (m) => m.SupplierPage),
    },
    {
      path: '/suppliers/:supplierId/addIntegrations',
      access: 'integrations.create',
      page: namedPage(pages, (m) => m.IntegrationAddPage),
    },
    {
      path: '/suppliers/:supplierId/integrations/:integrationId',
      access: 'integrations.get',
      page: namedPage(pages, (m) => m.IntegrationPage),
    },
    {
      path: '/suppliers/:supplierId/integrations/:integrationId/addsettings',
      access: 'integrations.update',
      page: namedPage(pages, (m) => m.IntegrationAddSettingsPage),
    },
    {
      path: '/suppliers/:supplierId/integrations/:integrationId/subscriptions/add',
      access: 'webhooks.create',
      page: namedPage(webhooks, (m) => m.SubscriptionAddPage),
    },
    {
      path: '/suppliers/:supplierId/integrations/:integrationId/subscriptions/:subscriptionId',
      access: 'webhooks.get',
      page: namedPage(webhooks, (m) => m.SubscriptionPage),
    },
  ],
  // The demo's Traveltek supplier, the demo application's integration with it and its
  // webhook subscription.
  examples: { supplierId: '1', integrationId: '1', subscriptionId: '1' },
  nav: [
    {
      id: 'app-suppliers',
      label: 'Suppliers',
      path: '/suppliers',
      group: 'suppliers',
      icon: 'link',
    },
    {
      id: 'app-my-suppliers',
      label: 'My suppliers',
      path: '/suppliers/mysuppliers',
      group: 'suppliers',
      icon: 'list',
    },
  ],
});
