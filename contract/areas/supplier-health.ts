import { defineArea } from '../area';

/**
 * The platform admin's health-check page (/admin/suppliers/healthcheck): every integration's
 * last check across companies, worst first. A report of the integrations' checks, which keep
 * no History of their own (a check is no change of an integration's settings).
 */
export const supplierHealthArea = defineArea({
  name: 'supplier-health',
  noun: { one: 'health check', many: 'health checks' },
  scope: 'platform',
  access: { supplierHealth: {} },
});
