import { sql } from 'drizzle-orm';
import { IngestCustomer } from '#contract/ingest-customer';
import { IngestOrder } from '#contract/ingest-order';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import { DEMO_SHARES } from '#server/events/demo-places';
import { type BackgroundLoad, backgroundLoad } from '#server/http/background-load';
import { type GiveWay, noForeground } from '#server/http/foreground';
import { canonicalOrder, hashOrder } from './canonical';
import { storeCustomers } from './customers-store';
import { demoCompanies } from './demo-companies';
import { demoOrder } from './demo-orders';
import { demoCustomer } from './demo-people';
import { storeOrders } from './orders-store';

export type DemoOrderCounts = { orders: number; customers: number; companies: number };

/**
 * The issue's demo is 5,000 orders, 2,000 customers and 20 linked companies with credit; a
 * smaller demo (DEMO_ORDERS, e2e) keeps two customers for every five orders.
 */
export const demoOrderCounts = (orders: number): DemoOrderCounts => ({
  orders,
  customers: Math.round((orders * 2) / 5),
  companies: orders > 0 ? 20 : 0,
});

/**
 * Orders or customers stored per step: a step holds PGlite's only connection, so its length is
 * how long a request that arrives meanwhile can wait (with 500, an ingestion batch, the first
 * sign-in after a first start took 1.3 s in the server).
 */
const DEMO_BATCH = 100;

const share = (total: number, applicationId: number) =>
  Math.round(total * (DEMO_SHARES[applicationId] ?? 0));

/**
 * The demo's travel data, loaded after the server listens (as the demo's search events are),
 * through the same stores as ingestion, DEMO_BATCH at a time, giving way to requests between batches
 * (server/http/foreground.ts). Companies, customers and orders already there (by
 * name, email, reference) are skipped, so a restart or a second instance adds nothing twice.
 */
export function demoOrdersLoad(
  db: Db,
  counts: DemoOrderCounts,
  foreground: GiveWay = noForeground,
): BackgroundLoad {
  const plan = async () => {
    if (counts.orders <= 0) return null;
    const apps = await rows<{ id: number }>(
      db,
      sql`select id from applications where id in (${sql.join(Object.keys(DEMO_SHARES).map(Number), sql`, `)}) order by id`,
    );
    return (await done(db, apps, counts)) ? null : apps;
  };
  return backgroundLoad(plan, async (apps, stopped, report) => {
    // Each application's share is rounded, so the whole may differ from the asked count by one.
    const total = apps.reduce((sum, { id }) => sum + share(counts.orders, id), 0);
    let loaded = 0;
    for (const { id } of apps) {
      const companies = await demoCompanies(db, id, share(counts.companies, id));
      const customers = share(counts.customers, id);
      for (let from = 0; from < customers && !stopped(); from += DEMO_BATCH) {
        const batch = range(from, Math.min(customers, from + DEMO_BATCH)).map((n) => ({
          index: n - from,
          value: IngestCustomer.parse(demoCustomer(id, n)),
        }));
        const missing = await missingCustomers(db, id, batch);
        await storeCustomers(db, id, missing);
        await linkToCompanies(
          db,
          id,
          missing.map((c) => c.value.email),
          companies,
        );
        await foreground.giveWay();
      }
      const orders = share(counts.orders, id);
      for (let from = 0; from < orders && !stopped(); from += DEMO_BATCH) {
        const sent = range(from, Math.min(orders, from + DEMO_BATCH)).map((n) =>
          IngestOrder.parse(demoOrder(id, n, customers, companies)),
        );
        const present = await presentReferences(
          db,
          id,
          sent.map((o) => o.reference),
        );
        const checked = sent
          .filter((o) => !present.has(o.reference))
          .map((o, index) => {
            const order = canonicalOrder(o);
            return { index, order, hash: hashOrder(order) };
          });
        await storeOrders(db, id, checked, checked.length, { events: false });
        loaded += sent.length;
        await foreground.giveWay();
      }
      report(Math.round((100 * loaded) / total), loaded);
    }
  });
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

async function presentReferences(db: Db, applicationId: number, references: string[]) {
  const found = await rows<{ reference: string }>(
    db,
    sql`select reference from orders where application_id = ${applicationId}
          and reference in (select jsonb_array_elements_text(${JSON.stringify(references)}::jsonb))`,
  );
  return new Set(found.map((r) => r.reference));
}

/** Demo customers not there yet: one already there keeps any edit made in the console. */
async function missingCustomers<T extends { value: IngestCustomer }>(
  db: Db,
  applicationId: number,
  batch: T[],
) {
  const emails = batch.map((c) => c.value.email.toLowerCase());
  const found = await rows<{ email: string }>(
    db,
    sql`select lower(email) as email from customers where application_id = ${applicationId}
          and lower(email) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`,
  );
  const present = new Set(found.map((r) => r.email));
  return batch.filter((c) => !present.has(c.value.email.toLowerCase()));
}

/** The last application's last order is written last: its presence means the load finished. */
async function done(db: Db, apps: { id: number }[], counts: DemoOrderCounts) {
  const last = apps.at(-1);
  if (!last) return true;
  const orders = share(counts.orders, last.id);
  if (orders === 0) return true;
  const { reference } = demoOrder(last.id, orders - 1, 1, []);
  return (await presentReferences(db, last.id, [reference])).size > 0;
}

/** One new demo customer in 25 works for a linked company (the company's users). */
async function linkToCompanies(
  db: Db,
  applicationId: number,
  emails: string[],
  companies: number[],
) {
  const linked = emails
    .map((email) => ({ email: email.toLowerCase(), n: Number(/\.(\d+)@/.exec(email)?.[1] ?? 1) }))
    .filter((c) => c.n % 25 === 0 && companies.length > 0)
    .map((c) => ({ email: c.email, company: companies[(c.n / 25) % companies.length] }));
  if (linked.length === 0) return;
  await db.execute(sql`
    update customers c set linked_company_id = x.company
      from jsonb_to_recordset(${JSON.stringify(linked)}::jsonb) as x(email text, company int)
     where c.application_id = ${applicationId} and lower(c.email) = x.email`);
}
