import type { IngestEnquiry } from '#contract/enquiries';
import type { Tx } from '#server/db/tx';
import { siteFields } from './ingest';
import { enquiries } from './schema';

/** The first demo enquiry's reference: the client's example for the enquiry page. */
export const DEMO_ENQUIRY = 'WEB-1001';

type Demo = IngestEnquiry & { status: 'New' | 'In progress' | 'Closed' };

const DEMO: readonly Demo[] = [
  {
    webReference: DEMO_ENQUIRY,
    name: 'Amelia Hart',
    email: 'amelia.hart@example.com',
    phone: '+44 20 7946 0101',
    type: 'Packages',
    destination: 'Lisbon, Portugal',
    startDate: '2027-05-14',
    endDate: '2027-05-21',
    adults: 2,
    children: 1,
    message: 'A week in Lisbon for the three of us, with a hotel near the river if possible.',
    status: 'New',
  },
  {
    webReference: 'WEB-1002',
    name: 'Tomás García',
    email: 'tomas.garcia@example.com',
    type: 'Flights',
    destination: 'Buenos Aires',
    startDate: '2027-02-02',
    adults: 1,
    children: 0,
    message: 'One way, flexible by a few days. Business class if the price is right.',
    status: 'In progress',
  },
  {
    webReference: 'WEB-1003',
    name: 'Priya Nair',
    email: 'priya.nair@example.com',
    phone: '+44 161 496 0733',
    type: 'Groups',
    destination: 'Kerala, India',
    startDate: '2027-11-05',
    endDate: '2027-11-19',
    adults: 12,
    children: 4,
    message: 'A family wedding: rooms for sixteen over two weeks and transfers from Kochi.',
    status: 'New',
  },
  {
    webReference: 'WEB-1004',
    name: 'Jonas Berg',
    email: 'jonas.berg@example.com',
    type: 'Accommodation',
    destination: 'Tromsø, Norway',
    startDate: '2027-01-10',
    endDate: '2027-01-14',
    adults: 2,
    children: 0,
    message: 'Somewhere to see the northern lights from the room.',
    status: 'Closed',
  },
  {
    webReference: 'WEB-1005',
    name: 'Chloé Martin',
    email: 'chloe.martin@example.com',
    type: 'General',
    adults: 1,
    children: 0,
    message: 'Do you arrange travel insurance with your packages?',
    status: 'New',
  },
];

/** The demo company's first application gets these enquiries once (known references skip). */
export async function seedDemoEnquiries(tx: Tx, applicationId: number): Promise<boolean> {
  const added = await tx
    .insert(enquiries)
    .values(DEMO.map(({ status, ...sent }) => ({ applicationId, status, ...siteFields(sent) })))
    .onConflictDoNothing()
    .returning({ id: enquiries.id });
  return added.length > 0;
}
