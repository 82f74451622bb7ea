import * as z from 'zod';
import { access } from './access';
import { authErrors, c } from './common';
import { listQuery, paged } from './paging';
import { PRODUCT_TYPES } from './supplier-records';

/**
 * An integration's last health check as the platform sees it, worst first: `down` (no answer:
 * refused, unreachable, timed out), `failed` (answered, with another status than the supplier's
 * check expects), `slow` (up, in more than half the check's timeout), `unknown` (not checked
 * yet), `up`.
 */
export const HEALTH_STATES = ['down', 'failed', 'slow', 'unknown', 'up'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

export const HEALTH_STATE_LABELS: Record<HealthState, string> = {
  down: 'Down',
  failed: 'Failed',
  slow: 'Slow',
  unknown: 'Not checked',
  up: 'Up',
};

export const SUPPLIER_HEALTH_SORTS = [
  'worst',
  'supplier',
  'company',
  'application',
  'checked',
] as const;
export const SupplierHealthQuery = listQuery(SUPPLIER_HEALTH_SORTS).extend({
  state: z.enum(HEALTH_STATES).optional(),
});
export type SupplierHealthQuery = z.infer<typeof SupplierHealthQuery>;

export const SupplierHealthRow = z.object({
  integrationId: z.number().int(),
  integrationName: z.string(),
  enabled: z.boolean(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  companyId: z.number().int(),
  companyName: z.string(),
  applicationId: z.number().int(),
  applicationName: z.string(),
  state: z.enum(HEALTH_STATES),
  checked: z.string().nullable(),
  latencyMs: z.number().int().nullable(),
  /** What the supplier answered the last check with; null when it did not answer. */
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type SupplierHealthRow = z.infer<typeof SupplierHealthRow>;

export const supplierHealthContract = c.router({
  list: {
    method: 'GET',
    path: '/api/admin/suppliers/healthcheck',
    metadata: access.platformAdmin(),
    summary:
      "Every integration's last health check across companies, worst first then oldest check; " +
      'search matches supplier, company, application and integration names; filter by state',
    query: SupplierHealthQuery,
    responses: { 200: paged(SupplierHealthRow), ...authErrors },
  },
});
