import type { Integration, IntegrationRow, SecretShown } from '#contract/integrations';
import { PRODUCT_TYPES, type ProductType, type Setting } from '#contract/suppliers';
import type { integrations } from './schema';
import { isSecret } from './values';

type Stored = typeof integrations.$inferSelect;
type RowFields = Pick<
  Stored,
  | 'id'
  | 'supplierId'
  | 'name'
  | 'enabled'
  | 'healthStatus'
  | 'healthCheckedAt'
  | 'healthLatencyMs'
  | 'healthError'
  | 'updatedAt'
> & { supplierName: string; productType: string };

const productType = (value: string): ProductType =>
  PRODUCT_TYPES.find((p) => p === value) ?? PRODUCT_TYPES[0];

const iso = (at: Date | string) => new Date(at).toISOString();

export const integrationRowOf = (r: RowFields): IntegrationRow => ({
  integrationId: r.id,
  supplierId: r.supplierId,
  supplierName: r.supplierName,
  productType: productType(r.productType),
  name: r.name,
  enabled: r.enabled,
  health: {
    status: r.healthStatus === 'up' || r.healthStatus === 'down' ? r.healthStatus : 'unknown',
    checked: r.healthCheckedAt ? iso(r.healthCheckedAt) : null,
    latencyMs: r.healthLatencyMs,
    error: r.healthError,
  },
  updated: iso(r.updatedAt),
});

/** The integration as the API answers it: secrets only as set, with their last four. */
export function integrationOf(
  r: Stored & { supplierName: string; productType: string },
  extra: { companyId: number; settings: Setting[] },
): Integration {
  const values: Record<string, string> = {};
  const secrets: Record<string, SecretShown> = {};
  for (const [name, value] of Object.entries(r.values)) {
    if (isSecret(value)) secrets[name] = { set: true, last4: value.last4 };
    else values[name] = String(value);
  }
  return {
    ...integrationRowOf(r),
    ...extra,
    values,
    secrets,
    created: iso(r.createdAt),
    version: r.version,
  };
}
