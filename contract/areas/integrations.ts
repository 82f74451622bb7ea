import { type Permission, scoped } from '../access';
import { defineArea } from '../area';

const apps = (permission: Permission) => scoped.application(permission, 'suppliers');
const read = apps('apps_integrations_read');
const edit = apps('apps_integrations_edit');
const add = apps('apps_integrations_add');

/**
 * An application's suppliers: the platform's directory as the application sees it, and its
 * integrations with them (settings, secrets encrypted at rest, enabled or not), and their
 * webhook subscriptions to order events.
 */
export const integrationsArea = defineArea({
  name: 'integrations',
  noun: { one: 'integration', many: 'integrations' },
  scope: 'application',
  feature: 'suppliers',
  audit: {
    integrations: { label: 'Integrations', history: scoped.company('apps_integrations_read') },
    webhookSubscriptions: {
      label: 'Webhook subscriptions',
      history: scoped.company('apps_integrations_read'),
    },
  },
  access: {
    integrations: {
      directory: read,
      supplier: read,
      list: read,
      create: add,
      get: read,
      update: edit,
      check: edit,
    },
    webhooks: {
      list: read,
      create: edit,
      get: read,
      update: edit,
      rotate: edit,
      deliveries: read,
      redeliver: edit,
    },
  },
});
