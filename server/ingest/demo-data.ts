import type { IngestCustomer } from '#contract/ingest-customer';
import type { IngestOrder } from '#contract/ingest-order';
import { fromMinor, toMinor } from '#contract/money';
import { ORDER_STATUSES, type OrderStatus, PRODUCT_TYPES } from '#contract/orders-model';

/*
 * The demo's customers, linked companies and orders: deterministic (a seeded generator per
 * record), so every start makes the same ones and a restart recognises them by email, name
 * and reference. Dates count back from today, over two years.
 */

const DAY = 86_400_000;
export const DEMO_ORDER_DAYS = 730;

const FIRST = [
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
const LAST = [
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
const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'];
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
const SUPPLIERS: Record<string, string[]> = {
  Flights: ['SkyLine Air', 'Jet2Sun', 'Aurora Airways'],
  Accommodation: ['HotelBeds', 'Casa Rooms', 'Grand Stay'],
  Packages: ['SunPack Holidays', 'Traveltek Packages'],
  'Car hire': ['RoadRunner Cars', 'EuroDrive'],
  Transfers: ['CityCabs', 'AirportLink'],
  'Tickets/Attractions': ['CityPass', 'TicketHub'],
};
const PLACES = [
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
const AGENTS = ['Web', 'Web', 'Web', 'Call centre', 'Mobile app', 'Partner'];
// Most orders are confirmed; every status appears.
const STATUS_WEIGHTS: [OrderStatus, number][] = [
  ['Confirmed', 0.6],
  ['Processing', 0.08],
  ['Basket', 0.08],
  ['Confirmed with failure', 0.06],
  ['Cancelled', 0.1],
  ['Partially cancelled', 0.08],
];

/** A small seeded generator (mulberry32) per record, so each record is the same on every start. */
export function seeded(...keys: number[]) {
  let a = keys.reduce((h, k) => Math.imul(h ^ k, 2_654_435_761) >>> 0, 0x9e3779b9);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

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

function demoHotlist(r: ReturnType<typeof seeded>): IngestCustomer['hotlists'][number] {
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

/** The status of order n: weighted, but the first six orders take one status each. */
function statusOf(n: number, r: ReturnType<typeof seeded>): OrderStatus {
  if (n < ORDER_STATUSES.length) return ORDER_STATUSES[n] as OrderStatus;
  let x = r.next();
  for (const [status, weight] of STATUS_WEIGHTS) {
    x -= weight;
    if (x < 0) return status;
  }
  return 'Confirmed';
}

/**
 * Order n of an application. `customers` is how many demo customers it has (an order's contact
 * is one of them); `companies` the linked company ids whose credit some orders are paid on.
 */
export function demoOrder(
  applicationId: number,
  n: number,
  customers: number,
  companies: readonly number[],
): IngestOrder {
  const r = seeded(applicationId, n, 3);
  const status = statusOf(n, r);
  const booked = Date.now() - Math.floor(DEMO_ORDER_DAYS * r.next() ** 1.3) * DAY;
  const start = booked + r.int(3, 300) * DAY;
  const place = r.pick(PLACES);
  const itemStatus =
    status === 'Basket' || status === 'Processing'
      ? 'Pending'
      : status === 'Cancelled'
        ? 'Cancelled'
        : 'Confirmed';
  const items = Array.from({ length: r.int(1, 4) }, (_, i): IngestOrder['items'][number] => {
    const productType = PRODUCT_TYPES[(n + i) % PRODUCT_TYPES.length] ?? 'Flights';
    const price = r.int(20, productType === 'Packages' ? 4000 : 900) * 100 + r.pick([0, 0, 50, 99]);
    const changed = r.next() < 0.1;
    return {
      productType,
      supplierName: r.pick(SUPPLIERS[productType] ?? ['Supplier']),
      ...(status === 'Basket'
        ? {}
        : {
            supplierReference: `${productType.slice(0, 2).toUpperCase()}${applicationId}${String(n * 7 + i).padStart(6, '0')}`,
          }),
      description: `${productType} — ${place}`,
      startDate: day(start + i * DAY),
      endDate: day(start + (i + r.int(1, 10)) * DAY),
      price: fromMinor(price),
      currency: 'GBP',
      status:
        i === 0 && status === 'Partially cancelled'
          ? 'Cancelled'
          : i === 0 && status === 'Confirmed with failure'
            ? 'Failed'
            : itemStatus,
      refundable: r.next() < 0.6,
      rulesApplied: r.next() < 0.3 ? ['Standard mark-up'] : [],
      ...(changed ? { priceBeforeChange: fromMinor(price - 1000) } : {}),
    };
  });
  const totalMinor = items.reduce((sum, i) => sum + (toMinor(i.price) ?? 0), 0);
  const person = demoPerson(applicationId, r.int(0, Math.max(0, customers - 1)));
  const flights = items.some((i) => i.productType === 'Flights');
  const travellers = Array.from({ length: r.int(1, 4) }, (_, i) => ({
    title: i === 0 ? person.title : r.pick(TITLES),
    firstName: i === 0 ? person.firstName : r.pick(FIRST),
    lastName: person.lastName,
    dateOfBirth: day(Date.UTC(1950, 0, 1) + r.int(0, 65 * 365) * DAY),
    ...(flights
      ? {
          passportNumber: String(500_000_000 + r.int(0, 99_999_999)),
          passportCountry: 'GB',
          passportIssueDate: day(booked - r.int(100, 3000) * DAY),
          passportExpiryDate: day(booked + r.int(400, 3000) * DAY),
        }
      : {}),
  }));
  const company =
    companies.length > 0 && status === 'Confirmed' && r.next() < 0.1
      ? r.pick(companies)
      : undefined;
  const paid =
    status === 'Basket'
      ? []
      : [
          company === undefined
            ? {
                amount: fromMinor(totalMinor),
                status:
                  status === 'Processing'
                    ? ('Pending' as const)
                    : status === 'Cancelled'
                      ? ('Refunded' as const)
                      : ('Paid' as const),
                date: day(booked),
                type: r.next() < 0.85 ? ('card' as const) : ('bank' as const),
              }
            : {
                amount: fromMinor(totalMinor),
                status: 'Paid' as const,
                date: day(booked),
                type: 'account' as const,
                linkedCompanyId: company,
              },
        ];
  const deposit = items.every((i) => i.refundable) && start - booked > 60 * DAY && r.next() < 0.5;
  const initial = Math.round(totalMinor / 5);
  return {
    reference: `${['SB', 'CH', 'AT'][applicationId - 1] ?? 'TG'}${String(100_000 + n)}`,
    status,
    bookingDate: day(booked),
    currency: 'GBP',
    agent: r.pick(AGENTS),
    customer: { ...person, phone: `+44 7700 ${String(900_000 + n).slice(-6)}` },
    items,
    travellers,
    payments: paid,
    ...(deposit
      ? {
          depositSchedule: {
            initialAmount: fromMinor(initial),
            instalments: [
              {
                dueDate: day(start - 42 * DAY),
                amount: fromMinor(Math.round((totalMinor - initial) / 2)),
              },
              {
                dueDate: day(start - 28 * DAY),
                amount: fromMinor(totalMinor - initial - Math.round((totalMinor - initial) / 2)),
              },
            ],
          },
        }
      : {}),
    vouchers:
      r.next() < 0.12
        ? [
            r.next() < 0.5
              ? { code: 'SUMMER10', value: '10.00', kind: 'percent', purpose: 'discount' }
              : { code: `GIFT${n}`, value: '50.00', kind: 'fixed', purpose: 'gift' },
          ]
        : [],
  };
}
