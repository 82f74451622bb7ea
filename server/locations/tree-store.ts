import { and, eq } from 'drizzle-orm';
import {
  LOCATION_TEXT,
  type Location,
  type LocationCrumb,
  type LocationFields,
  type LocationLevel,
  type LocationList,
  type LocationListFields,
} from '#contract/locations';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { Conflict, defineRecord, fieldError, getInScope } from '#server/kit/index';
import { LIST_SUBJECT, LOCATION_SUBJECT } from './audit';
import { locationLists, locations } from './schema';
import { stamps } from './stamps';
import { childCounts, locationCounts } from './tree-list';

export type AppScope = { companyId: number; applicationId: number };
export type ListAt = AppScope & { listId: number };
export type LocationAt = ListAt & { locationId: number };

const lists = defineRecord({
  table: locationLists,
  unique: { location_lists_app_name_idx: { field: 'name', message: LOCATION_TEXT.listTaken } },
  audit: LIST_SUBJECT,
});
const places = defineRecord({
  table: locations,
  unique: { locations_sibling_name_idx: { field: 'name', message: LOCATION_TEXT.locationTaken } },
  audit: LOCATION_SUBJECT,
});

const listAt = (at: ListAt) => ({
  id: at.listId,
  scope: eq(locationLists.applicationId, at.applicationId),
});
const placeAt = (at: LocationAt) => ({
  id: at.locationId,
  scope: and(eq(locations.applicationId, at.applicationId), eq(locations.listId, at.listId)),
});

const listColumnsOf = (f: LocationListFields) => ({
  name: f.name,
  description: f.description === '' ? null : f.description,
});

export async function loadLocationList(db: Db | Tx, at: ListAt): Promise<LocationList> {
  const row = await getInScope(
    db
      .select()
      .from(locationLists)
      .where(lists.where(listAt(at))),
  );
  return {
    locationListId: row.id,
    name: row.name,
    description: row.description ?? '',
    locations: (await locationCounts(db, [row.id]))(row.id),
    companyId: at.companyId,
    ...stamps(row),
  };
}

export const createLocationList = (db: Db, actor: Actor, scope: AppScope, f: LocationListFields) =>
  lists.create(db, actor, () => ({ applicationId: scope.applicationId, ...listColumnsOf(f) }));

export const updateLocationList = (
  db: Db,
  actor: Actor,
  at: ListAt,
  sent: LocationListFields & { version: number },
) =>
  lists.update(db, actor, listAt(at), sent.version, () => ({
    ...listColumnsOf(sent),
    updatedAt: new Date(),
  }));

/** A list goes only once empty: its locations are never lost with it, nor their History. */
export const removeLocationList = (db: Db, actor: Actor, at: ListAt) =>
  lists.remove(db, actor, listAt(at), {
    within: async (tx, change) => {
      // The list first: a location being added holds it shared, so one waits for the other.
      await tx
        .select({ id: locationLists.id })
        .from(locationLists)
        .where(eq(locationLists.id, at.listId))
        .for('update');
      const [held] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.listId, at.listId))
        .limit(1);
      if (held) throw new Conflict(LOCATION_TEXT.listNotEmpty);
      return change();
    },
  });

/** The list, held shared so it cannot go while a location is written into it; else 404. */
const holdList = (tx: Tx, at: ListAt) =>
  getInScope(
    tx
      .select({ id: locationLists.id })
      .from(locationLists)
      .where(lists.where(listAt(at)))
      .for('share'),
  );

/** The parent in the same list, held shared so it cannot go meanwhile; a field error if none. */
async function parentOf(tx: Tx, at: ListAt, parentId: number) {
  const [parent] = await tx
    .select({ id: locations.id, level: locations.level })
    .from(locations)
    .where(and(eq(locations.id, parentId), eq(locations.listId, at.listId)))
    .for('share');
  if (!parent) throw fieldError('parentId', LOCATION_TEXT.parentUnknown);
  return parent;
}

const placeColumnsOf = (f: LocationFields) => ({
  name: f.name,
  code: f.code === '' ? null : f.code,
  parentId: f.parentId,
});

/** A country without a parent, else one level under its parent: a city's child is refused. */
export const createLocation = (db: Db, actor: Actor, at: ListAt, f: LocationFields) =>
  places.create(db, actor, async (tx) => {
    await holdList(tx, at);
    let level = 1;
    if (f.parentId !== null) {
      const parent = await parentOf(tx, at, f.parentId);
      if (parent.level >= 3) throw fieldError('parentId', LOCATION_TEXT.fourthLevel);
      level = parent.level + 1;
    }
    return { applicationId: at.applicationId, listId: at.listId, level, ...placeColumnsOf(f) };
  });

/**
 * Renames it, or moves it under another location of the level above: its level never changes,
 * so the locations under it keep theirs and go with it. A parent that would make any of them a
 * fourth level (a city, or anything of its own level or below) is the parent's field error.
 */
export const updateLocation = (
  db: Db,
  actor: Actor,
  at: LocationAt,
  sent: LocationFields & { version: number },
) =>
  places.update(db, actor, placeAt(at), sent.version, async (tx) => {
    const [current] = await tx
      .select({ level: locations.level })
      .from(locations)
      .where(eq(locations.id, at.locationId));
    const level = (current?.level ?? 1) as LocationLevel;
    if (sent.parentId === null) {
      if (level !== 1) throw fieldError('parentId', LOCATION_TEXT.moveLevel(level));
    } else {
      const parent = await parentOf(tx, at, sent.parentId);
      if (parent.level !== level - 1) {
        // Under a city, or under its own level or below, it or a location under it would be a
        // fourth level; a country has no level above it, a city just too many.
        const deeper = level > 1 && parent.level >= level;
        throw fieldError(
          'parentId',
          deeper || parent.level >= 3 ? LOCATION_TEXT.fourthLevel : LOCATION_TEXT.moveLevel(level),
        );
      }
    }
    return { ...placeColumnsOf(sent), updatedAt: new Date() };
  });

/** A location goes only once nothing is under it; a top location linking to it keeps its name. */
export const removeLocation = (db: Db, actor: Actor, at: LocationAt) =>
  places.remove(db, actor, placeAt(at), {
    within: async (tx, change) => {
      await tx
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.id, at.locationId))
        .for('update');
      const [held] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.parentId, at.locationId))
        .limit(1);
      if (held) throw new Conflict(LOCATION_TEXT.childrenHeld);
      return change();
    },
  });

/** The locations above it, the country first (two reads at most: there are three levels). */
async function ancestorsOf(db: Db | Tx, parentId: number | null): Promise<LocationCrumb[]> {
  const trail: LocationCrumb[] = [];
  let next = parentId;
  while (next !== null && trail.length < 3) {
    const [up] = await db
      .select({
        id: locations.id,
        name: locations.name,
        level: locations.level,
        parentId: locations.parentId,
      })
      .from(locations)
      .where(eq(locations.id, next));
    if (!up) break;
    trail.unshift({ locationId: up.id, name: up.name, level: up.level });
    next = up.parentId;
  }
  return trail;
}

export async function loadLocation(db: Db | Tx, at: LocationAt): Promise<Location> {
  const row = await getInScope(
    db
      .select()
      .from(locations)
      .where(places.where(placeAt(at))),
  );
  const [list] = await db
    .select({ name: locationLists.name })
    .from(locationLists)
    .where(eq(locationLists.id, row.listId));
  return {
    locationId: row.id,
    locationListId: row.listId,
    listName: list?.name ?? '',
    name: row.name,
    code: row.code ?? '',
    parentId: row.parentId,
    level: row.level,
    children: (await childCounts(db, [row.id]))(row.id),
    ancestors: await ancestorsOf(db, row.parentId),
    companyId: at.companyId,
    ...stamps(row),
  };
}
