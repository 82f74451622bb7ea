import { count, eq } from 'drizzle-orm';
import { SUPPLIER_TEXT, type Supplier, type SupplierFields } from '#contract/suppliers';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { defineRecord, getInScope } from '#server/kit/index';
import { SUPPLIER_SUBJECT } from './audit';
import { checkHealthUrl } from './rules';
import { supplierSettings, suppliers } from './schema';
import { SUPPLIER_FIELDS, supplierOf } from './shape';

const record = defineRecord({
  table: suppliers,
  unique: { suppliers_type_code_idx: { field: 'code', message: SUPPLIER_TEXT.codeTaken } },
  audit: SUPPLIER_SUBJECT,
});

/** The supplier's condition for reads: NotFound when there is none of this id. */
export const supplierWhere = (supplierId: number) => record.where({ id: supplierId });

export async function loadSupplier(db: Db | Tx, supplierId: number): Promise<Supplier> {
  const row = await getInScope(db.select().from(suppliers).where(supplierWhere(supplierId)));
  const [settings] = await db
    .select({ n: count() })
    .from(supplierSettings)
    .where(eq(supplierSettings.supplierId, supplierId));
  return supplierOf(row, settings?.n ?? 0);
}

export async function createSupplier(
  db: Db,
  actor: Actor,
  f: SupplierFields,
): Promise<{ supplierId: number }> {
  checkHealthUrl(f.healthUrl);
  const id = await record.create(db, actor, () => SUPPLIER_FIELDS.write(f));
  return { supplierId: id };
}

export function updateSupplier(
  db: Db,
  actor: Actor,
  supplierId: number,
  f: SupplierFields & { version: number },
): Promise<void> {
  checkHealthUrl(f.healthUrl);
  return record.update(db, actor, { id: supplierId }, f.version, () => ({
    ...SUPPLIER_FIELDS.write(f),
    updatedAt: new Date(),
  }));
}

/** Deletes the supplier; its setting definitions go with it (the foreign key cascades). */
export const removeSupplier = (db: Db, actor: Actor, supplierId: number) =>
  record.remove(db, actor, { id: supplierId });
