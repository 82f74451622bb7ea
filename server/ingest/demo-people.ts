import type { IngestCustomer } from '#contract/ingest-customer';
import { fromMinor } from '#contract/money';
import { DAY, day, type Random, seeded } from './demo-random';

/*
 * The demo's people and companies: deterministic, so every start makes the same ones and a
 * restart recognises them by email and name.
 */

export const PLACES = [
  'Rome',
  'Barcelona',
  'Paris',
  'Lisbon',
  'Crete',
  'Tenerife',
  'Vienna',
  'Prague',
  'Orlando',
  'Dubai',
  'Reykjavik',
  'Dubrovnik',
];
export const FIRST = [
  'Olivia',
  'Liam',
  'Amelia',
  'Noah',
  'Isla',
  'Oliver',
  'Ava',
  'George',
  'Mia',
  'Leo',
  'Sofia',
  'Arthur',
  'Grace',
  'Oscar',
  'Freya',
  'Harry',
  'Lily',
  'Jack',
  'Ella',
  'Theo',
];
export const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Wright',
  'Evans',
  'Thomas',
  'Roberts',
  'Walker',
  'Khan',
  'Green',
  'Hall',
  'Wood',
  'Clarke',
  'Hughes',
];
export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'];
const CITIES: [string, string][] = [
  ['London', 'GB'],
  ['Manchester', 'GB'],
  ['Dublin', 'IE'],
  ['Edinburgh', 'GB'],
  ['Bristol', 'GB'],
  ['Leeds', 'GB'],
];
const COMPANIES = [
  'Atlas Corporate Travel',
  'Bluebird Events',
  'Cobalt Consulting',
  'Delta Schools Trust',
  'Evergreen Pharma',
  'Fjord Engineering',
  'Granite Law',
  'Harbour Media',
  'Iris Architects',
  'Juniper Retail',
  'Kestrel Sports Club',
  'Lumen Energy',
  'Meridian Bank',
  'Northwind Logistics',
  'Orchid Hotels Group',
  'Pioneer Films',
  'Quartz Analytics',
  'Riverside Clinic',
  'Summit Outdoor',
  'Tidewater Shipping',
];
type Person = { title: string; firstName: string; lastName: string; email: string };

export function demoPerson(applicationId: number, n: number): Person {
  const r = seeded(applicationId, n, 1);
  const firstName = r.pick(FIRST);
  const lastName = r.pick(LAST);
  return {
    title: r.pick(TITLES),
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${n}@demo-customers.test`.toLowerCase(),
  };
}

export function demoCustomer(applicationId: number, n: number): IngestCustomer {
  const p = demoPerson(applicationId, n);
  const r = seeded(applicationId, n, 2);
  const [city, countryCode] = r.pick(CITIES);
  const hotlists = r.next() < 0.15 ? [demoHotlist(r)] : [];
  return {
    ...p,
    phone: `+44 7700 ${String(900_000 + n).slice(-6)}`,
    address1: `${r.int(1, 200)} ${r.pick(LAST)} Street`,
    city,
    postcode: `${r.pick(['SW', 'M', 'D', 'EH', 'BS', 'LS'])}${r.int(1, 20)} ${r.int(1, 9)}AB`,
    countryCode,
    dateOfBirth: day(Date.UTC(1950, 0, 1) + r.int(0, 50 * 365) * DAY),
    marketingConsent: r.next() < 0.4,
    membershipLevel: r.pick(['Bronze', 'Bronze', 'Silver', 'Gold']),
    hotlists,
  };
}

function demoHotlist(r: Random): IngestCustomer['hotlists'][number] {
  const start = Date.now() + r.int(20, 200) * DAY;
  return {
    name: r.pick(['Summer ideas', 'Weekend breaks', 'Family trip']),
    offers: Array.from({ length: r.int(1, 4) }, () => {
      const place = r.pick(PLACES);
      const nights = r.int(2, 10);
      return {
        name: `${place}, ${nights} nights`,
        link: `https://offers.example.com/${place.toLowerCase()}/${nights}`,
        price: fromMinor(r.int(200, 3000) * 100),
        currency: 'GBP',
        startDate: day(start),
        endDate: day(start + nights * DAY),
      };
    }),
  };
}

export const demoCompanyName = (n: number) => COMPANIES[n % COMPANIES.length] ?? `Company ${n}`;
