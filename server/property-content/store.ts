import { eq } from 'drizzle-orm';
import {
  PROPERTY_TEXT,
  type Property,
  type PropertyFields,
  propertyProblems,
} from '#contract/property-content';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { heldUploads } from '#server/files/store';
import { defineRecord, type FieldErrors, formError, getInScope } from '#server/kit/index';
import { unknownDestinations } from '#server/location-normalisation/destinations';
import { PROPERTY_SUBJECT } from './audit';
import { properties as p } from './schema';
import { propertyColumnsOf, propertyOf } from './shape';

export type AppScope = { companyId: number; applicationId: number };
export type PropertyAt = AppScope & { propertyId: number };

const record = defineRecord({
  table: p,
  unique: { properties_app_name_idx: { field: 'name', message: PROPERTY_TEXT.nameTaken } },
  audit: PROPERTY_SUBJECT,
});

const recordAt = (at: PropertyAt) => ({
  id: at.propertyId,
  scope: eq(p.applicationId, at.applicationId),
});

/**
 * The form's own rules, a location the platform's normalised list has for the country (as
 * pricing-rule destinations name them, so rules and the feed's filter find the property), and
 * images that are files uploaded here (so checked by their content when uploaded), never any
 * address.
 */
async function check(db: Db | Tx, f: PropertyFields) {
  const errors: FieldErrors = propertyProblems(f);
  const place = [{ countryCode: f.countryCode, name: f.locationName }];
  if ((await unknownDestinations(db, place)).length > 0) {
    errors.locationName = [PROPERTY_TEXT.unknownLocation];
  }
  if (!errors.images && !(await heldUploads(db, f.images))) {
    errors.images = [PROPERTY_TEXT.imageInvalid];
  }
  if (Object.keys(errors).length > 0) throw formError(errors);
}

export async function loadProperty(db: Db | Tx, at: PropertyAt): Promise<Property> {
  const row = await getInScope(
    db
      .select()
      .from(p)
      .where(record.where(recordAt(at))),
  );
  return propertyOf(row, at.companyId);
}

export async function createProperty(db: Db, actor: Actor, scope: AppScope, f: PropertyFields) {
  await check(db, f);
  return record.create(db, actor, () => ({
    applicationId: scope.applicationId,
    ...propertyColumnsOf(f),
  }));
}

export async function updateProperty(
  db: Db,
  actor: Actor,
  at: PropertyAt,
  f: PropertyFields & { version: number },
) {
  await check(db, f);
  await record.update(db, actor, recordAt(at), f.version, () => ({
    ...propertyColumnsOf(f),
    updatedAt: new Date(),
  }));
}

export const removeProperty = (db: Db, actor: Actor, at: PropertyAt) =>
  record.remove(db, actor, recordAt(at));
