import { eq } from 'drizzle-orm';
import { PropertyFields } from '#contract/property-content';
import type { Tx } from '#server/db/tx';
import { properties } from './schema';
import { propertyColumnsOf } from './shape';

const DAY_MS = 86_400_000;
/** Offer dates from the day the demo is seeded, so a fresh demo's feed has offers on sale. */
const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);

const demoProperties = () =>
  [
    {
      name: 'Hotel Miramar Malaga',
      description: 'Seafront hotel a short walk from the old town, with a rooftop pool.',
      facilities: ['Rooftop pool', 'Free Wi-Fi', 'Breakfast included', 'Air conditioning'],
      countryCode: 'ES',
      locationName: 'Malaga',
      stars: 4,
      fromPrice: '89.00',
      currency: 'EUR',
      offerFrom: inDays(0),
      offerTo: inDays(180),
    },
    {
      name: 'Le Petit Marais',
      description: 'A boutique hotel in the Marais, close to the Place des Vosges.',
      facilities: ['Free Wi-Fi', 'Bar', '24-hour reception'],
      countryCode: 'FR',
      locationName: 'Paris',
      stars: 3,
      fromPrice: '129.00',
      currency: 'EUR',
      offerFrom: inDays(7),
      offerTo: inDays(120),
    },
    {
      name: 'Lisbon Alfama Suites',
      description: 'Apartments with river views in the oldest quarter of Lisbon.',
      productType: 'Accommodation',
      facilities: ['Kitchenette', 'Free Wi-Fi', 'Terrace'],
      countryCode: 'PT',
      locationName: 'Lisbon',
      stars: 4,
      fromPrice: '110.00',
      currency: 'EUR',
      offerFrom: inDays(0),
      offerTo: inDays(90),
    },
    {
      name: 'Valletta Harbour Break',
      description: 'Three nights with flights from London and a harbour cruise.',
      productType: 'Packages',
      facilities: ['Flights included', 'Transfers', 'Harbour cruise'],
      countryCode: 'MT',
      locationName: 'Valletta',
      stars: 5,
      fromPrice: '499.00',
      currency: 'GBP',
      offerFrom: inDays(14),
      offerTo: inDays(200),
    },
    {
      name: 'Highland Lodge Inverness',
      description: 'A country lodge by Loch Ness with a spa and a restaurant.',
      facilities: ['Spa', 'Restaurant', 'Parking'],
      countryCode: 'GB',
      locationName: 'Inverness',
      stars: 4,
      fromPrice: '145.00',
      currency: 'GBP',
      offerFrom: '',
      offerTo: '',
    },
  ].map((p) => PropertyFields.parse(p));

/**
 * The demo company's first application gets these properties once, with its tools switched
 * on: an application that already has a property is left as it is.
 */
export async function seedDemoProperties(tx: Tx, applicationId: number): Promise<boolean> {
  const [held] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.applicationId, applicationId))
    .limit(1);
  if (held) return false;
  await tx
    .insert(properties)
    .values(demoProperties().map((p) => ({ applicationId, ...propertyColumnsOf(p) })));
  return true;
}
