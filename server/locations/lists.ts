import { eq, sql } from 'drizzle-orm';
import type {
  FlightPartnerLocationListQuery,
  FlightPartnerLocationRow,
  LinkableLocation,
  LinkableQuery,
  PARTNER_SORTS,
  TOP_SORTS,
  TopLocationListQuery,
  TopLocationRow,
} from '#contract/locations';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { definePagedList, equals } from '#server/kit/index';
import { flightPartnerLocations as fp, locations as loc, topLocations as top } from './schema';
import { linkNames, topRowOf } from './top-store';

type AppScope = { applicationId: number };

const topColumns = {
  id: top.id,
  applicationId: top.applicationId,
  position: top.position,
  name: top.name,
  countryCode: top.countryCode,
  locationId: top.locationId,
  imageUrl: top.imageUrl,
  version: top.version,
  createdAt: top.createdAt,
  updatedAt: top.updatedAt,
};

const tops = definePagedList<
  typeof topColumns,
  (typeof TOP_SORTS)[number],
  TopLocationListQuery,
  AppScope
>({
  table: top,
  scope: (s) => eq(top.applicationId, s.applicationId),
  columns: topColumns,
  search: [top.name, top.countryCode],
  sorts: { position: top.position, name: sql`lower(${top.name})` },
  defaultSort: 'position',
  tieBreaker: top.id,
});

export async function listTopLocations(
  db: Db,
  scope: AppScope,
  query: TopLocationListQuery,
): Promise<Paged<TopLocationRow>> {
  const page = await tops(db, scope, query);
  const named = await linkNames(
    db,
    page.items.map((r) => r.locationId),
  );
  return { items: page.items.map((r) => topRowOf(r, named(r.locationId))), total: page.total };
}

const partnerColumns = {
  id: fp.id,
  partner: fp.partner,
  partnerCode: fp.partnerCode,
  iataCode: fp.iataCode,
  name: fp.name,
};

const partners = definePagedList<
  typeof partnerColumns,
  (typeof PARTNER_SORTS)[number],
  FlightPartnerLocationListQuery,
  AppScope
>({
  table: fp,
  scope: (s) => eq(fp.applicationId, s.applicationId),
  columns: partnerColumns,
  search: [fp.partner, fp.partnerCode, fp.iataCode, fp.name],
  sorts: {
    partner: sql`lower(${fp.partner})`,
    partnerCode: sql`lower(${fp.partnerCode})`,
    iataCode: fp.iataCode,
  },
  defaultSort: 'partner',
  tieBreaker: fp.id,
});

export async function listPartnerLocations(
  db: Db,
  scope: AppScope,
  query: FlightPartnerLocationListQuery,
): Promise<Paged<FlightPartnerLocationRow>> {
  const page = await partners(db, scope, query);
  return {
    items: page.items.map((r) => ({
      partnerLocationId: r.id,
      partner: r.partner,
      partnerCode: r.partnerCode,
      iataCode: r.iataCode,
      name: r.name ?? '',
    })),
    total: page.total,
  };
}

const linkColumns = { id: loc.id, level: loc.level };
const links = definePagedList<typeof linkColumns, 'name', LinkableQuery, AppScope>({
  table: loc,
  scope: (s) => eq(loc.applicationId, s.applicationId),
  columns: linkColumns,
  search: [loc.name],
  sorts: { name: sql`lower(${loc.name})` },
  defaultSort: 'name',
  tieBreaker: loc.id,
  filters: [equals<LinkableQuery, 'locationId'>('locationId', loc.id)],
});

/** The locations a top location may link to, named with their lists. */
export async function listLinkable(
  db: Db,
  scope: AppScope,
  query: LinkableQuery,
): Promise<Paged<LinkableLocation>> {
  const page = await links(db, scope, query);
  const named = await linkNames(
    db,
    page.items.map((r) => r.id),
  );
  return {
    items: page.items.map((r) => ({ locationId: r.id, level: r.level, label: named(r.id) ?? '' })),
    total: page.total,
  };
}
