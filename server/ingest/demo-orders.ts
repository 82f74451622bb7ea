import type { IngestOrder } from '#contract/ingest-order';
import { fromMinor, toMinor } from '#contract/money';
import { ORDER_STATUSES, type OrderStatus, PRODUCT_TYPES } from '#contract/orders-model';
import { demoPerson, FIRST, PLACES, TITLES } from './demo-people';
import { DAY, day, type Random, seeded } from './demo-random';

/*
 * The demo's orders: deterministic, so a restart recognises them by reference. Booking dates
 * count back from today over two years; every status and product type appears.
 */

export const DEMO_ORDER_DAYS = 730;

const SUPPLIERS: Record<string, string[]> = {
  Flights: ['SkyLine Air', 'Jet2Sun', 'Aurora Airways'],
  Accommodation: ['HotelBeds', 'Casa Rooms', 'Grand Stay'],
  Packages: ['SunPack Holidays', 'Traveltek Packages'],
  'Car hire': ['RoadRunner Cars', 'EuroDrive'],
  Transfers: ['CityCabs', 'AirportLink'],
  'Tickets/Attractions': ['CityPass', 'TicketHub'],
};
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
/** The status of order n: weighted, but the first six orders take one status each. */
function statusOf(n: number, r: Random): OrderStatus {
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
