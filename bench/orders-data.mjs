// Orders for the ingestion benchmark: deterministic (seeded PRNG), the shape a booking site
// sends — 1 to 4 items of every product type, 1 to 4 travellers, a payment or two, sometimes
// a deposit schedule and a voucher — over the last two years.
const PRODUCTS = [
  'Flights',
  'Accommodation',
  'Packages',
  'Car hire',
  'Transfers',
  'Tickets/Attractions',
];
const STATUSES = [
  'Basket',
  'Processing',
  'Confirmed',
  'Confirmed',
  'Confirmed',
  'Confirmed with failure',
  'Cancelled',
  'Partially cancelled',
];
const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Edsger',
  'Barbara',
  'Donald',
  'Frances',
  'Ken',
  'Radia',
  'Tim',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
  'Thompson',
  'Perlman',
  'Lee',
];
const DAY = 86_400_000;

export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
const money = (minor) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** `count` orders with references `${prefix}${i}`, as batches of `batchSize`. */
export function orderBatches(
  count,
  { prefix = 'BN', batchSize = 500, seed = 5, revision = 0 } = {},
) {
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const now = Date.now();
  const batches = [];
  let batch = [];
  for (let i = 0; i < count; i++) {
    const booked = now - Math.floor(random() * 730) * DAY;
    const start = booked + Math.floor(1 + random() * 200) * DAY;
    const first = pick(FIRST);
    const last = pick(LAST);
    const items = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, n) => ({
      productType: pick(PRODUCTS),
      supplierName: `Supplier ${1 + Math.floor(random() * 40)}`,
      supplierReference: `S${i}-${n}`,
      description: 'Bench item',
      startDate: iso(start + n * DAY),
      endDate: iso(start + (n + 3) * DAY),
      price: money(1000 + Math.floor(random() * 200_000) + revision),
      currency: 'GBP',
      status: 'Confirmed',
      refundable: random() < 0.5,
      rulesApplied: random() < 0.3 ? ['Mark-up 10%'] : [],
    }));
    batch.push({
      reference: `${prefix}${i}`,
      status: pick(STATUSES),
      bookingDate: iso(booked),
      currency: 'GBP',
      agent: random() < 0.5 ? 'Web' : 'Call centre',
      customer: {
        email: `${first}.${last}.${i % 2000}@example.com`.toLowerCase(),
        title: 'Mx',
        firstName: first,
        lastName: last,
        phone: '+44 20 7946 0000',
      },
      items,
      travellers: Array.from({ length: 1 + Math.floor(random() * 4) }, (_, n) => ({
        firstName: pick(FIRST),
        lastName: last,
        dateOfBirth: iso(Date.UTC(1950 + Math.floor(random() * 60), n, 1 + n)),
        passportNumber: `P${i}${n}`,
        passportCountry: 'GB',
      })),
      payments: [{ amount: money(1000), status: 'Paid', date: iso(booked), type: 'card' }],
      ...(random() < 0.3
        ? {
            depositSchedule: {
              initialAmount: '100.00',
              instalments: [{ dueDate: iso(start - 30 * DAY), amount: '50.00' }],
            },
          }
        : {}),
      vouchers:
        random() < 0.2
          ? [{ code: 'SAVE10', value: '10.00', kind: 'percent', purpose: 'discount' }]
          : [],
    });
    if (batch.length === batchSize) {
      batches.push(batch);
      batch = [];
    }
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** Sends batches with `parallel` clients; answers orders per second and the answers' counts. */
export async function ingestOrders(base, applicationId, key, batches, parallel = 2) {
  let next = 0;
  const counts = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
  const started = performance.now();
  const worker = async () => {
    while (next < batches.length) {
      const orders = batches[next++];
      const res = await fetch(`${base}/api/applications/${applicationId}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ingestion-key': key },
        body: JSON.stringify({ orders }),
      });
      if (res.status !== 200) throw new Error(`ingest failed: ${res.status} ${await res.text()}`);
      const body = await res.json();
      counts.created += body.created;
      counts.updated += body.updated;
      counts.unchanged += body.unchanged;
      counts.rejected += body.rejected.length;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sent = batches.reduce((n, b) => n + b.length, 0);
  return { sent, seconds, perSecond: sent / seconds, ...counts };
}
