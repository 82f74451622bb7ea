import { type PropertyCreate, PropertyFields } from '#contract/property-content';
import { properties } from '#server/property-content/schema';
import { propertyColumnsOf } from '#server/property-content/shape';
import type { TestServer } from './harness';

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

/** A four-star hotel in Malaga from 89.00 EUR unless told otherwise. */
export const newProperty = (over: Partial<PropertyCreate> = {}): PropertyCreate => ({
  name: `Property ${next()}`,
  countryCode: 'ES',
  locationName: 'Malaga',
  stars: 4,
  fromPrice: '89.00',
  currency: 'EUR',
  ...over,
});

/** A property of the application to look at, change or delete, written straight to its table. */
export async function addMatrixProperty(server: TestServer, applicationId: number) {
  const fields = PropertyFields.parse(newProperty({ name: `Matrix property ${next()}` }));
  const [made] = await server.database.db
    .insert(properties)
    .values({ applicationId, ...propertyColumnsOf(fields) })
    .returning({ id: properties.id });
  if (!made) throw new Error('property not added');
  return made.id;
}
