import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { DirectorySupplier, Integration, IntegrationFields } from '#contract/integrations';
import type { Setting } from '#contract/suppliers';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { defineRecord, getInScope } from '#server/kit/index';
import { supplierSettings, suppliers } from '#server/suppliers/schema';
import { settingOf } from '#server/suppliers/shape';
import { loadSupplier } from '#server/suppliers/store';
import { INTEGRATION_SUBJECT } from './audit';
import type { Keyring } from './keyring';
import { integrations as i } from './schema';
import { integrationOf } from './shape';
import { storedValues } from './values';

export type AppScope = { companyId: number; applicationId: number };
export type SupplierAt = AppScope & { supplierId: number };
export type IntegrationAt = SupplierAt & { integrationId: number };

const record = defineRecord({ table: i, audit: INTEGRATION_SUBJECT });

const recordAt = (at: IntegrationAt) => ({
  id: at.integrationId,
  scope: and(eq(i.applicationId, at.applicationId), eq(i.supplierId, at.supplierId)),
});

async function settingsOf(db: Db | Tx, supplierId: number): Promise<Setting[]> {
  const rows = await db
    .select()
    .from(supplierSettings)
    .where(eq(supplierSettings.supplierId, supplierId))
    .orderBy(asc(supplierSettings.sortOrder), asc(supplierSettings.id));
  return rows.map(settingOf);
}

/** A supplier of the directory with its settings; NotFound when there is none. */
export async function loadDirectorySupplier(db: Db, at: SupplierAt): Promise<DirectorySupplier> {
  const supplier = await loadSupplier(db, at.supplierId);
  const held = await db
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i.applicationId, at.applicationId), eq(i.supplierId, at.supplierId)));
  return {
    supplierId: supplier.supplierId,
    key: supplier.key,
    productType: supplier.productType,
    code: supplier.code,
    kind: supplier.kind,
    name: supplier.name,
    premium: supplier.premium,
    settingCount: supplier.settingCount,
    created: supplier.created,
    integrationCount: held.length,
    settings: await settingsOf(db, at.supplierId),
  };
}

export async function loadIntegration(db: Db | Tx, at: IntegrationAt): Promise<Integration> {
  const row = await getInScope(
    db
      .select({
        ...getTableColumns(i),
        supplierName: suppliers.name,
        productType: suppliers.productType,
      })
      .from(i)
      .innerJoin(suppliers, eq(suppliers.id, i.supplierId))
      .where(record.where(recordAt(at))),
  );
  return integrationOf(row, {
    companyId: at.companyId,
    settings: await settingsOf(db, at.supplierId),
  });
}

export async function createIntegration(
  db: Db,
  keyring: Keyring,
  actor: Actor,
  at: SupplierAt,
  sent: IntegrationFields,
): Promise<{ integrationId: number }> {
  // The supplier must exist (a 404 otherwise) before its settings say what is required.
  await loadSupplier(db, at.supplierId);
  const id = await record.create(db, actor, async (tx) => ({
    applicationId: at.applicationId,
    supplierId: at.supplierId,
    name: sent.name,
    enabled: sent.enabled,
    values: storedValues(await settingsOf(tx, at.supplierId), sent.values, {}, keyring, new Date()),
  }));
  return { integrationId: id };
}

export function updateIntegration(
  db: Db,
  keyring: Keyring,
  actor: Actor,
  at: IntegrationAt,
  sent: IntegrationFields & { version: number },
): Promise<void> {
  return record.update(db, actor, recordAt(at), sent.version, async (tx) => {
    // The version is claimed: the row is this transaction's, and its secrets are kept from it.
    const [held] = await tx.select({ values: i.values }).from(i).where(eq(i.id, at.integrationId));
    const settings = await settingsOf(tx, at.supplierId);
    return {
      name: sent.name,
      enabled: sent.enabled,
      values: storedValues(settings, sent.values, held?.values ?? {}, keyring, new Date()),
      updatedAt: new Date(),
    };
  });
}
