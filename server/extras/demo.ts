import { eq } from 'drizzle-orm';
import { ExtraFields } from '#contract/extras';
import type { Tx } from '#server/db/tx';
import { extraGroups, extras } from './schema';
import { extraColumnsOf } from './shape';

type DemoExtra = { name: string; price: string; priceBasis: string; productTypes: string[] };

const DEMO: { name: string; description: string; extras: DemoExtra[] }[] = [
  {
    name: 'Transfers',
    description: 'Getting from the airport to the hotel',
    extras: [
      {
        name: 'Private airport transfer',
        price: '45.00',
        priceBasis: 'perBooking',
        productTypes: ['Accommodation', 'Packages'],
      },
      { name: 'Shared shuttle', price: '12.50', priceBasis: 'perPerson', productTypes: [] },
    ],
  },
  {
    name: 'Travel insurance',
    description: 'Cover for the whole trip',
    extras: [
      { name: 'Single-trip cover', price: '19.99', priceBasis: 'perPerson', productTypes: [] },
    ],
  },
  {
    name: 'Flight extras',
    description: 'Seats and bags',
    extras: [
      {
        name: 'Extra hold bag (23 kg)',
        price: '35.00',
        priceBasis: 'perPerson',
        productTypes: ['Flights', 'Packages'],
      },
      { name: 'Seat selection', price: '9.00', priceBasis: 'perPerson', productTypes: ['Flights'] },
    ],
  },
];

/**
 * The demo company's first application gets these groups and extras, with its tools switched on,
 * once: when it has any group, nothing is added.
 */
export async function seedDemoExtras(tx: Tx, applicationId: number): Promise<boolean> {
  const [held] = await tx
    .select({ id: extraGroups.id })
    .from(extraGroups)
    .where(eq(extraGroups.applicationId, applicationId))
    .limit(1);
  if (held) return false;
  for (const group of DEMO) {
    const [made] = await tx
      .insert(extraGroups)
      .values({ applicationId, name: group.name, description: group.description })
      .returning({ id: extraGroups.id });
    if (!made) continue;
    await tx.insert(extras).values(
      group.extras.map((e) => ({
        applicationId,
        ...extraColumnsOf(ExtraFields.parse({ ...e, groupId: made.id, currency: 'GBP' })),
      })),
    );
  }
  return true;
}
