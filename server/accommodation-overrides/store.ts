import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  OVERRIDE_TEXT,
  type Override,
  type OverrideFields,
  overrideProblems,
} from '#contract/accommodation-overrides';
import { FILE_URL } from '#contract/input';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { heldUploads } from '#server/files/store';
import { defineRecord, type FieldErrors, formError, getInScope } from '#server/kit/index';
import { suppliers } from '#server/suppliers/schema';
import { OVERRIDE_SUBJECT } from './audit';
import { accommodationOverrides as o } from './schema';
import { overrideColumnsOf, overrideOf } from './shape';

export type AppScope = { companyId: number; applicationId: number };
export type OverrideAt = AppScope & { overrideId: number };

/** The directory's suppliers whose properties an override may name. */
const OVERRIDABLE = ['Accommodation', 'Packages'];

const record = defineRecord({
  table: o,
  unique: {
    accommodation_overrides_app_supplier_property_idx: {
      field: 'supplierPropertyId',
      message: OVERRIDE_TEXT.propertyIdTaken,
    },
  },
  audit: OVERRIDE_SUBJECT,
});

const recordAt = (at: OverrideAt) => ({
  id: at.overrideId,
  scope: eq(o.applicationId, at.applicationId),
});

export const overrideSuppliers = (db: Db) =>
  db
    .select({ supplierId: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(inArray(suppliers.productType, OVERRIDABLE))
    .orderBy(asc(suppliers.name));

/** A supplier of the directory that sells properties, and uploads that are files of ours. */
async function check(db: Db | Tx, f: OverrideFields) {
  const errors: FieldErrors = overrideProblems(f);
  const [supplier] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.id, f.supplierId), inArray(suppliers.productType, OVERRIDABLE)));
  if (!supplier) errors.supplierId = [OVERRIDE_TEXT.supplierUnknown];
  const uploads = f.images.filter((url) => FILE_URL.test(url));
  if (!errors.images && !(await heldUploads(db, uploads))) {
    errors.images = [OVERRIDE_TEXT.imageNotHere];
  }
  if (Object.keys(errors).length > 0) throw formError(errors);
}

export async function loadOverride(db: Db | Tx, at: OverrideAt): Promise<Override> {
  const [row] = await db
    .select({ override: o, supplierName: suppliers.name })
    .from(o)
    .innerJoin(suppliers, eq(suppliers.id, o.supplierId))
    .where(record.where(recordAt(at)));
  const found = await getInScope(Promise.resolve(row ? [row] : []));
  return overrideOf(found.override, found.supplierName, at.companyId);
}

export async function createOverride(db: Db, actor: Actor, scope: AppScope, f: OverrideFields) {
  await check(db, f);
  return record.create(db, actor, () => ({
    applicationId: scope.applicationId,
    ...overrideColumnsOf(f),
  }));
}

export async function updateOverride(
  db: Db,
  actor: Actor,
  at: OverrideAt,
  f: OverrideFields & { version: number },
) {
  await check(db, f);
  await record.update(db, actor, recordAt(at), f.version, () => ({
    ...overrideColumnsOf(f),
    updatedAt: new Date(),
  }));
}

export const removeOverride = (db: Db, actor: Actor, at: OverrideAt) =>
  record.remove(db, actor, recordAt(at));
