import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  LIST_SORTS,
  LOCATION_SORTS,
  LocationListListQuery,
  LocationListQuery,
  LocationListRow,
  LocationRow,
} from '#contract/locations';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { definePagedList, equals, mustExist } from '#server/kit/index';
import { locationLists as ll, locations as loc } from './schema';

type AppScope = { applicationId: number };
export type ListScope = AppScope & { listId: number };

const lists = definePagedList<
  { id: typeof ll.id; name: typeof ll.name; description: typeof ll.description },
  (typeof LIST_SORTS)[number],
  LocationListListQuery,
  AppScope
>({
  table: ll,
  scope: (s) => eq(ll.applicationId, s.applicationId),
  columns: { id: ll.id, name: ll.name, description: ll.description },
  search: [ll.name, ll.description],
  sorts: { name: sql`lower(${ll.name})` },
  defaultSort: 'name',
  tieBreaker: ll.id,
});

/** How many rows of `column` hold each of the ids: a list's locations, a location's children. */
async function countsBy(
  db: Db | Tx,
  column: typeof loc.listId | typeof loc.parentId,
  ids: number[],
) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: column, n: count() })
          .from(loc)
          .where(inArray(column, ids))
          .groupBy(column);
  const counts = new Map(rows.map((r) => [r.id, r.n]));
  return (id: number) => counts.get(id) ?? 0;
}

export const locationCounts = (db: Db | Tx, listIds: number[]) => countsBy(db, loc.listId, listIds);
export const childCounts = (db: Db | Tx, ids: number[]) => countsBy(db, loc.parentId, ids);

export async function listLocationLists(
  db: Db,
  scope: AppScope,
  query: LocationListListQuery,
): Promise<Paged<LocationListRow>> {
  const page = await lists(db, scope, query);
  const counted = await locationCounts(
    db,
    page.items.map((r) => r.id),
  );
  return {
    items: page.items.map((r) => ({
      locationListId: r.id,
      name: r.name,
      description: r.description ?? '',
      locations: counted(r.id),
    })),
    total: page.total,
  };
}

/** Under one parent, or (`root`) under none; with neither, the level filter decides. */
type LevelScope = ListScope & { parentId?: number | undefined; root?: 1 | undefined };

const columns = { id: loc.id, name: loc.name, code: loc.code, level: loc.level };
const level = definePagedList<
  typeof columns,
  (typeof LOCATION_SORTS)[number],
  LocationListQuery,
  LevelScope
>({
  table: loc,
  // Which of the three is asked is part of the statement's shape (the scope's keys).
  scope: (s) =>
    and(
      eq(loc.applicationId, s.applicationId),
      eq(loc.listId, s.listId),
      s.parentId !== undefined
        ? eq(loc.parentId, s.parentId)
        : s.root !== undefined
          ? isNull(loc.parentId)
          : undefined,
    ),
  columns,
  search: [loc.name, loc.code],
  sorts: { name: sql`lower(${loc.name})`, code: sql`lower(coalesce(${loc.code}, ''))` },
  defaultSort: 'name',
  tieBreaker: loc.id,
  filters: [equals<LocationListQuery, 'level'>('level', loc.level)],
});

/** One level of a list: its countries, or the locations directly under `parentId`. */
export async function listLocations(
  db: Db,
  scope: ListScope,
  query: LocationListQuery,
): Promise<Paged<LocationRow>> {
  await mustExist(
    db,
    ll,
    ll.id,
    and(eq(ll.id, scope.listId), eq(ll.applicationId, scope.applicationId)),
  );
  const parentId = query.parentId === undefined ? undefined : Number(query.parentId);
  const root = parentId === undefined && query.level === undefined ? 1 : undefined;
  const page = await level(db, { ...scope, parentId, root }, query);
  const counted = await childCounts(
    db,
    page.items.map((r) => r.id),
  );
  return {
    items: page.items.map((r) => ({
      locationId: r.id,
      name: r.name,
      code: r.code ?? '',
      level: r.level,
      children: counted(r.id),
    })),
    total: page.total,
  };
}
