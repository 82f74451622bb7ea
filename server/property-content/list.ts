import { eq, sql } from 'drizzle-orm';
import type { Paged } from '#contract/paging';
import type { PROPERTY_SORTS, PropertyListQuery, PropertyRow } from '#contract/property-content';
import type { Db } from '#server/db/client';
import { definePagedList } from '#server/kit/index';
import { properties as p } from './schema';
import { propertyRowOf } from './shape';

const columns = {
  id: p.id,
  applicationId: p.applicationId,
  name: p.name,
  description: p.description,
  productType: p.productType,
  images: p.images,
  facilities: p.facilities,
  countryCode: p.countryCode,
  locationName: p.locationName,
  stars: p.stars,
  fromPriceMinor: p.fromPriceMinor,
  currency: p.currency,
  offerFrom: p.offerFrom,
  offerTo: p.offerTo,
  version: p.version,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
};

const propertiesList = definePagedList<
  typeof columns,
  (typeof PROPERTY_SORTS)[number],
  PropertyListQuery,
  { applicationId: number }
>({
  table: p,
  scope: (s) => eq(p.applicationId, s.applicationId),
  columns,
  search: [p.name, p.locationName],
  sorts: {
    name: sql`lower(${p.name})`,
    stars: p.stars,
    fromPrice: p.fromPriceMinor,
    offerFrom: p.offerFrom,
  },
  defaultSort: 'name',
  tieBreaker: p.id,
});

export async function listProperties(
  db: Db,
  scope: { applicationId: number },
  query: PropertyListQuery,
): Promise<Paged<PropertyRow>> {
  const page = await propertiesList(db, scope, query);
  return { items: page.items.map(propertyRowOf), total: page.total };
}
