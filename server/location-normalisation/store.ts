import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  LOCATION_LIMITS,
  LOCATION_TEXT,
  type LocationName,
  type NormalisedLocation,
} from '#contract/location-normalisation';
import { type Actor, auditCreated } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { defineRecord, getInScope } from '#server/kit/index';
import { renameDestination } from '#server/pricing-rules/store';
import { LOCATION_SUBJECT, NAME_SUBJECT } from './audit';
import { locationNames as ln, normalisedLocations as nl } from './schema';
import { nameOf } from './shape';

// Neither kind keeps versions: a mapping is one choice, and the last one made wins (locked).
const names = defineRecord({ table: ln, audit: NAME_SUBJECT });
const locations = defineRecord({
  table: nl,
  unique: { normalised_locations_name_ci_idx: { field: 'name', message: LOCATION_TEXT.nameTaken } },
  audit: LOCATION_SUBJECT,
});

/** A normalised location by its page's address: its country and its name (any case). */
export type LocationAt = { countryCode: string; normalisedName: string };

const nameColumns = {
  id: ln.id,
  countryCode: ln.countryCode,
  name: ln.name,
  source: ln.source,
  updatedAt: ln.updatedAt,
  normalisedName: nl.name,
};

export async function loadName(db: Db | Tx, nameId: number): Promise<LocationName> {
  const row = await getInScope(
    db.select(nameColumns).from(ln).leftJoin(nl, eq(nl.id, ln.locationId)).where(eq(ln.id, nameId)),
  );
  return nameOf(row);
}

/**
 * The country's normalised location of this name (any case), made when there is none. Two
 * mappings that make the same one at once: the second finds the first's.
 */
export async function locationFor(tx: Tx, actor: Actor, countryCode: string, name: string) {
  const find = () =>
    tx
      .select({ id: nl.id })
      .from(nl)
      .where(and(eq(nl.countryCode, countryCode), sql`lower(${nl.name}) = lower(${name})`));
  const [found] = await find();
  if (found) return found.id;
  const [made] = await tx
    .insert(nl)
    .values({ countryCode, name })
    .onConflictDoNothing()
    .returning({ id: nl.id });
  if (made) {
    await auditCreated(tx, actor, LOCATION_SUBJECT, made.id);
    return made.id;
  }
  const [raced] = await find();
  if (!raced) throw new Error('The normalised location was neither found nor made');
  return raced.id;
}

export async function mapName(
  db: Db,
  actor: Actor,
  nameId: number,
  normalisedName: string,
): Promise<LocationName> {
  await names.update(db, actor, { id: nameId }, null, async (tx) => {
    const [row] = await tx
      .select({ countryCode: ln.countryCode })
      .from(ln)
      .where(eq(ln.id, nameId));
    const locationId = await locationFor(tx, actor, row?.countryCode ?? '', normalisedName);
    return { locationId, updatedAt: new Date() };
  });
  return loadName(db, nameId);
}

export async function unmapName(db: Db, actor: Actor, nameId: number): Promise<LocationName> {
  await names.update(db, actor, { id: nameId }, null, () => ({
    locationId: null,
    updatedAt: new Date(),
  }));
  return loadName(db, nameId);
}

const locationWhere = (at: LocationAt) =>
  and(eq(nl.countryCode, at.countryCode), sql`lower(${nl.name}) = lower(${at.normalisedName})`);

export async function loadLocation(db: Db | Tx, at: LocationAt): Promise<NormalisedLocation> {
  const location = await getInScope(db.select().from(nl).where(locationWhere(at)));
  const mapped = await db
    .select(nameColumns)
    .from(ln)
    .innerJoin(nl, eq(nl.id, ln.locationId))
    .where(eq(ln.locationId, location.id))
    .orderBy(asc(sql`lower(${ln.name})`), asc(ln.id))
    .limit(LOCATION_LIMITS.namesShown);
  const [counted] = await db.select({ n: count() }).from(ln).where(eq(ln.locationId, location.id));
  return {
    locationId: location.id,
    countryCode: location.countryCode,
    name: location.name,
    names: mapped.map(nameOf),
    nameCount: counted?.n ?? 0,
    updated: new Date(location.updatedAt).toISOString(),
  };
}

/** Renames the location; the names point at its id, so each stays mapped to it. */
export async function renameLocation(
  db: Db,
  actor: Actor,
  at: LocationAt,
  name: string,
): Promise<NormalisedLocation> {
  const { locationId, countryCode, name: from } = await loadLocation(db, at);
  await db.transaction(async (tx) => {
    await locations.update(tx, actor, { id: locationId }, null, () => ({
      name,
      updatedAt: new Date(),
    }));
    await renameDestination(tx, actor, { countryCode, from, to: name });
  });
  return loadLocation(db, { countryCode, normalisedName: name });
}
