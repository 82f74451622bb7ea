import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import {
  LOCATION_TEXT,
  MAX_TOP_LOCATIONS,
  type TopLocation,
  type TopLocationFields,
  type TopLocationRow,
} from '#contract/locations';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { defineRecord, fieldError, formError, getInScope } from '#server/kit/index';
import { TOP_SUBJECT } from './audit';
import { locationLists, locations, topLocations } from './schema';
import { stamps } from './stamps';
import type { AppScope } from './tree-store';

export type TopAt = AppScope & { topLocationId: number };

export const tops = defineRecord({ table: topLocations, audit: TOP_SUBJECT });

const topAt = (at: TopAt) => ({
  id: at.topLocationId,
  scope: eq(topLocations.applicationId, at.applicationId),
});

/**
 * Every writer of an application's top locations takes its application's row first, so an add
 * (which takes the next position) and a reorder (which renumbers all) run one after the other.
 */
export const touchTops = (tx: Tx, applicationId: number) =>
  tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');

/** The linked entry, one of the application's lists' locations, or the field's error. */
async function checkLink(tx: Tx, applicationId: number, locationId: number | null) {
  if (locationId === null) return;
  const [found] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.applicationId, applicationId)))
    .for('share');
  if (!found) throw fieldError('locationId', LOCATION_TEXT.linkUnknown);
}

const columnsOf = (f: TopLocationFields) => ({
  name: f.name,
  countryCode: f.countryCode,
  locationId: f.locationId,
  imageUrl: f.imageUrl === '' ? null : f.imageUrl,
});

/** The linked entries' names with their lists' ("Málaga — Sun destinations"). */
export async function linkNames(db: Db | Tx, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ id: locations.id, name: locations.name, list: locationLists.name })
          .from(locations)
          .innerJoin(locationLists, eq(locationLists.id, locations.listId))
          .where(inArray(locations.id, wanted));
  const names = new Map(rows.map((r) => [r.id, `${r.name} — ${r.list}`]));
  return (id: number | null) => (id === null ? null : (names.get(id) ?? null));
}

type Stored = typeof topLocations.$inferSelect;

export const topRowOf = (r: Stored, linked: string | null): TopLocationRow => ({
  topLocationId: r.id,
  position: r.position,
  name: r.name,
  countryCode: r.countryCode,
  locationId: r.locationId,
  locationName: linked,
  imageUrl: r.imageUrl ?? '',
});

export async function loadTopLocation(db: Db | Tx, at: TopAt): Promise<TopLocation> {
  const row = await getInScope(
    db
      .select()
      .from(topLocations)
      .where(tops.where(topAt(at))),
  );
  const named = await linkNames(db, [row.locationId]);
  const { topLocationId: _, ...shown } = topRowOf(row, named(row.locationId));
  return { ...shown, topLocationId: row.id, companyId: at.companyId, ...stamps(row) };
}

/** Every top location of the application, first shown first. */
export async function orderedTops(db: Db | Tx, applicationId: number) {
  const rows = await db
    .select()
    .from(topLocations)
    .where(eq(topLocations.applicationId, applicationId))
    .orderBy(asc(topLocations.position));
  const named = await linkNames(
    db,
    rows.map((r) => r.locationId),
  );
  return { items: rows.map((r) => topRowOf(r, named(r.locationId))) };
}

/** A new top location goes after the last; an application features a hundred at most. */
export const createTopLocation = (db: Db, actor: Actor, scope: AppScope, f: TopLocationFields) =>
  tops.create(db, actor, async (tx) => {
    await touchTops(tx, scope.applicationId);
    await checkLink(tx, scope.applicationId, f.locationId);
    const [last] = await tx
      .select({ n: sql<number>`count(*)::int`, top: max(topLocations.position) })
      .from(topLocations)
      .where(eq(topLocations.applicationId, scope.applicationId));
    if ((last?.n ?? 0) >= MAX_TOP_LOCATIONS) throw formError({ name: [LOCATION_TEXT.topFull] });
    return {
      applicationId: scope.applicationId,
      position: (last?.top ?? 0) + 1,
      ...columnsOf(f),
    };
  });

export const updateTopLocation = (
  db: Db,
  actor: Actor,
  at: TopAt,
  sent: TopLocationFields & { version: number },
) =>
  tops.update(db, actor, topAt(at), sent.version, async (tx) => {
    await checkLink(tx, at.applicationId, sent.locationId);
    return { ...columnsOf(sent), updatedAt: new Date() };
  });

export const removeTopLocation = (db: Db, actor: Actor, at: TopAt) =>
  tops.remove(db, actor, topAt(at));
