import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { flightPartnerLocations, locationLists, locations, topLocations } from './schema';

const DROP = ['updatedAt', 'applicationId'];

const snapshot = (
  found:
    | { row: Record<string, unknown> & { applicationId: number }; companyId: number }
    | undefined,
  label: string,
): Snapshot | undefined =>
  found && {
    companyId: found.companyId,
    applicationId: found.row.applicationId,
    label,
    fields: fieldsOf(found.row, DROP),
  };

const companyOf = (applicationId: AnyPgColumn) => ({
  companyId: applications.companyId,
  on: eq(applications.id, applicationId),
});

async function list(tx: Tx, id: number) {
  const { companyId, on } = companyOf(locationLists.applicationId);
  const [found] = await tx
    .select({ row: locationLists, companyId })
    .from(locationLists)
    .innerJoin(applications, on)
    .where(eq(locationLists.id, id))
    .for('update', { of: locationLists });
  return snapshot(found, found?.row.name ?? '');
}

async function location(tx: Tx, id: number) {
  const { companyId, on } = companyOf(locations.applicationId);
  const [found] = await tx
    .select({ row: locations, companyId })
    .from(locations)
    .innerJoin(applications, on)
    .where(eq(locations.id, id))
    .for('update', { of: locations });
  return snapshot(found, found?.row.name ?? '');
}

async function top(tx: Tx, id: number) {
  const { companyId, on } = companyOf(topLocations.applicationId);
  const [found] = await tx
    .select({ row: topLocations, companyId })
    .from(topLocations)
    .innerJoin(applications, on)
    .where(eq(topLocations.id, id))
    .for('update', { of: topLocations });
  return snapshot(found, found?.row.name ?? '');
}

async function partner(tx: Tx, id: number) {
  const { companyId, on } = companyOf(flightPartnerLocations.applicationId);
  const [found] = await tx
    .select({ row: flightPartnerLocations, companyId })
    .from(flightPartnerLocations)
    .innerJoin(applications, on)
    .where(eq(flightPartnerLocations.id, id))
    .for('update', { of: flightPartnerLocations });
  const label = found
    ? `${found.row.partner} ${found.row.partnerCode} → ${found.row.iataCode}`
    : '';
  return snapshot(found, label);
}

export const LIST_SUBJECT: Subject = { area: 'locationLists', read: list };
export const LOCATION_SUBJECT: Subject = { area: 'locations', read: location };
export const TOP_SUBJECT: Subject = { area: 'topLocations', read: top };
export const PARTNER_SUBJECT: Subject = { area: 'flightPartnerLocations', read: partner };
