import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import type { Tx } from '#server/db/tx';
import { supplierSettings, suppliers } from './schema';

// Readers lock the row, as its writers lock it anyway (the version claim).

async function supplier(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx.select().from(suppliers).where(eq(suppliers.id, id)).for('update');
  return row && { companyId: null, label: row.name, fields: fieldsOf(row, ['updatedAt']) };
}

/**
 * A setting reads under its supplier's name, so the platform's trail says whose it is, and its
 * changes show in its supplier's History as well as its own.
 */
async function setting(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ s: supplierSettings, supplier: suppliers.name })
    .from(supplierSettings)
    .innerJoin(suppliers, eq(suppliers.id, supplierSettings.supplierId))
    .where(eq(supplierSettings.id, id))
    .for('update', { of: supplierSettings });
  if (!row) return undefined;
  return {
    companyId: null,
    label: `${row.supplier}: ${row.s.name}`,
    parent: { area: 'suppliers', id: row.s.supplierId },
    fields: fieldsOf(row.s),
  };
}

export const SUPPLIER_SUBJECT: Subject = { area: 'suppliers', read: supplier };
export const SETTING_SUBJECT: Subject = { area: 'supplierSettings', read: setting };
