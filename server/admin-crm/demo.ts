import { sql } from 'drizzle-orm';
import type { COMPANY_TYPES, COUNTRIES } from '#contract/constants';
import { companyInterests } from '#server/db/schema';
import type { Tx } from '#server/db/tx';

/** Registrations of interest, so the platform admin's CRM shows each follow-up state. */
type DemoRegistration = typeof companyInterests.$inferInsert & {
  companyType: (typeof COMPANY_TYPES)[number];
  countryCode: (typeof COUNTRIES)[number];
};

const DEMO_REGISTRATIONS: readonly DemoRegistration[] = [
  {
    companyName: 'Harbour Lights Holidays',
    companyType: 'TravelAgent',
    firstName: 'Ines',
    lastName: 'Moreau',
    email: 'ines.moreau@harbourlights.test',
    countryCode: 'FR',
    message: 'We run 12 branches and would like a branded booking site for each.',
    status: 'new',
  },
  {
    companyName: 'Emerald Rail Tours',
    companyType: 'TourOp',
    firstName: 'Aoife',
    lastName: 'Byrne',
    email: 'aoife@emeraldrail.test',
    countryCode: 'IE',
    message: 'Rail tours across Ireland; we need B2B credit for agents.',
    status: 'contacted',
    notes: 'Called on Monday; demo booked for next week.',
  },
  {
    companyName: 'Sandbar Weddings',
    companyType: 'Other',
    firstName: 'Maya',
    lastName: 'Patel',
    email: 'maya@sandbar.test',
    countryCode: 'GB',
    message: 'Destination weddings only.',
    status: 'declined',
    notes: 'Too small for now; revisit next year.',
  },
];

/** Added once, on a database that has no registrations yet. */
export async function seedDemoRegistrations(tx: Tx) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(companyInterests);
  if ((row?.n ?? 0) > 0) return;
  await tx.insert(companyInterests).values(DEMO_REGISTRATIONS.map((r) => ({ ...r })));
}
