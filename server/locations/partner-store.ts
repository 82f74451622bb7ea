import { eq } from 'drizzle-orm';
import {
  type FlightPartnerLocation,
  type FlightPartnerLocationFields,
  LOCATION_TEXT,
} from '#contract/locations';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { defineRecord, getInScope } from '#server/kit/index';
import { PARTNER_SUBJECT } from './audit';
import { flightPartnerLocations } from './schema';
import { stamps } from './stamps';
import type { AppScope } from './tree-store';

export type PartnerAt = AppScope & { partnerLocationId: number };

const mappings = defineRecord({
  table: flightPartnerLocations,
  unique: {
    flight_partner_locations_code_idx: {
      field: 'partnerCode',
      message: LOCATION_TEXT.mappingTaken,
    },
  },
  audit: PARTNER_SUBJECT,
});

const partnerAt = (at: PartnerAt) => ({
  id: at.partnerLocationId,
  scope: eq(flightPartnerLocations.applicationId, at.applicationId),
});

const columnsOf = (f: FlightPartnerLocationFields) => ({
  partner: f.partner,
  partnerCode: f.partnerCode,
  iataCode: f.iataCode,
  name: f.name === '' ? null : f.name,
});

export async function loadPartnerLocation(
  db: Db | Tx,
  at: PartnerAt,
): Promise<FlightPartnerLocation> {
  const row = await getInScope(
    db
      .select()
      .from(flightPartnerLocations)
      .where(mappings.where(partnerAt(at))),
  );
  return {
    partnerLocationId: row.id,
    partner: row.partner,
    partnerCode: row.partnerCode,
    iataCode: row.iataCode,
    name: row.name ?? '',
    companyId: at.companyId,
    ...stamps(row),
  };
}

export const createPartnerLocation = (
  db: Db,
  actor: Actor,
  scope: AppScope,
  f: FlightPartnerLocationFields,
) => mappings.create(db, actor, () => ({ applicationId: scope.applicationId, ...columnsOf(f) }));

export const updatePartnerLocation = (
  db: Db,
  actor: Actor,
  at: PartnerAt,
  sent: FlightPartnerLocationFields & { version: number },
) =>
  mappings.update(db, actor, partnerAt(at), sent.version, () => ({
    ...columnsOf(sent),
    updatedAt: new Date(),
  }));

export const removePartnerLocation = (db: Db, actor: Actor, at: PartnerAt) =>
  mappings.remove(db, actor, partnerAt(at));
