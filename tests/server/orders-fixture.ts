import { randomBytes } from 'node:crypto';
import { toMinor } from '#contract/money';
import type { OrderStatus, ProductType } from '#contract/orders-model';
import { appendEntry } from '#server/credit/ledger';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import {
  creditAccounts,
  linkedCompanies,
  orderItems,
  orderPayments,
  orders,
  orderTimeline,
  orderTravellers,
} from '#server/db/schema-travel';

/**
 * Orders written straight into the tables, as ingestion would leave them, so the console's
 * tests do not depend on the ingestion endpoint. Money is given as decimal strings.
 */

let serial = 0;
const minor = (text: string) => {
  const value = toMinor(text);
  if (value === null) throw new Error(`not an amount: ${text}`);
  return value;
};

export type FixtureItem = {
  productType?: ProductType;
  supplierName?: string;
  supplierReference?: string;
  price: string;
  status?: string;
  startDate?: string;
};

export type FixtureOrder = {
  applicationId: number;
  reference?: string;
  status?: OrderStatus;
  bookingDate: string;
  agent?: string | null;
  firstName?: string;
  lastName?: string;
  email?: string;
  currency?: string;
  items?: FixtureItem[];
  paid?: string;
  /** Paid on account with this credit account: a ledger 'order' debit of the order's total. */
  creditAccountId?: number;
};

export type FixtureResult = {
  orderId: number;
  orderKey: string;
  reference: string;
  itemIds: number[];
};

export const dayOffset = (days: number, from = new Date()) => {
  const d = new Date(from);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** One order with its items, a traveller, a payment, a deposit schedule and a voucher. */
export async function addOrder(db: Db, f: FixtureOrder): Promise<FixtureResult> {
  serial += 1;
  const reference = f.reference ?? `TG${String(100000 + serial)}`;
  const items = f.items ?? [{ price: '500.00' }];
  const firstName = f.firstName ?? 'Ada';
  const lastName = f.lastName ?? `Traveller${serial}`;
  const currency = f.currency ?? 'GBP';
  const totalMinor = items.reduce((sum, i) => sum + minor(i.price), 0);
  const paidMinor = minor(f.paid ?? '100.00');
  const supplierRefs = items.map((i) => i.supplierReference ?? '').join(' ');
  const travelDate = items[0]?.startDate ?? dayOffset(30, new Date(`${f.bookingDate}T00:00:00Z`));
  const [order] = await db
    .insert(orders)
    .values({
      applicationId: f.applicationId,
      key: randomBytes(12).toString('hex'),
      reference,
      status: f.status ?? 'Confirmed',
      bookingDate: f.bookingDate,
      travelDate,
      currency,
      agent: f.agent ?? null,
      contactTitle: 'Ms',
      contactFirstName: firstName,
      contactLastName: lastName,
      contactEmail: f.email ?? `${lastName.toLowerCase()}@example.test`,
      contactPhone: '+44 20 7946 0000',
      totalMinor,
      paidMinor,
      itemsSummary: items.map((i) => i.productType ?? 'Accommodation').join(', '),
      depositSchedule: {
        initialAmountMinor: paidMinor,
        instalments: [
          { dueDate: dayOffset(-1), amountMinor: 1000 },
          { dueDate: dayOffset(20), amountMinor: totalMinor - paidMinor - 1000 },
        ],
      },
      vouchers: [{ code: 'SUMMER10', valueMinor: 1000, kind: 'fixed', purpose: 'discount' }],
      searchText: `${reference} ${firstName} ${lastName} ${supplierRefs}`.toLowerCase().trim(),
      contentHash: randomBytes(32).toString('hex'),
    })
    .returning({ id: orders.id, key: orders.key });
  if (!order) throw new Error('order not added');
  const written = await db
    .insert(orderItems)
    .values(
      items.map((i, position) => ({
        orderId: order.id,
        position,
        productType: i.productType ?? 'Accommodation',
        supplierName: i.supplierName ?? 'HotelBeds',
        supplierReference: i.supplierReference ?? null,
        description: 'Two nights, breakfast included',
        startDate: i.startDate ?? travelDate,
        endDate: null,
        priceMinor: minor(i.price),
        currency,
        status: i.status ?? 'Confirmed',
        refundable: true,
        rulesApplied: ['Summer mark-up'],
      })),
    )
    .returning({ id: orderItems.id });
  await db.insert(orderTravellers).values({
    orderId: order.id,
    position: 0,
    title: 'Ms',
    firstName,
    lastName,
    dateOfBirth: '1990-04-01',
    passportNumber: 'X1234567',
    passportCountry: 'GB',
  });
  await db.insert(orderPayments).values({
    orderId: order.id,
    position: 0,
    amountMinor: paidMinor,
    status: 'Paid',
    paidOn: f.bookingDate,
    type: f.creditAccountId ? 'account' : 'card',
  });
  await db.insert(orderTimeline).values({ orderId: order.id, actorId: null, kind: 'created' });
  if (f.creditAccountId) {
    const debited = await appendEntry(db, {
      accountId: f.creditAccountId,
      kind: 'order',
      amountMinor: -totalMinor,
      reference: `order:${order.id}`,
      orderId: order.id,
    });
    if (!debited) throw new Error('the credit account does not cover the order');
  }
  return { orderId: order.id, orderKey: order.key, reference, itemIds: written.map((w) => w.id) };
}

/** A linked company with a credit account opened at `limit` (its opening ledger entry). */
export async function addCreditAccount(db: Db, applicationId: number, limit: string) {
  serial += 1;
  const [company] = await db
    .insert(linkedCompanies)
    .values({ applicationId, name: `Fixture Ltd ${serial}` })
    .returning({ id: linkedCompanies.id });
  if (!company) throw new Error('company not added');
  const [account] = await db
    .insert(creditAccounts)
    .values({
      applicationId,
      linkedCompanyId: company.id,
      currency: 'GBP',
      limitMinor: minor(limit),
      balanceMinor: 0,
    })
    .returning({ id: creditAccounts.id });
  if (!account) throw new Error('account not added');
  await appendEntry(db, {
    accountId: account.id,
    kind: 'opening',
    amountMinor: minor(limit),
    reference: `opening:${account.id}`,
  });
  return account.id;
}

/**
 * A fresh application of `companyId`, so a test's orders are the only ones in it; its orders
 * and customers areas are switched on, as a site selling through the console has them.
 */
export async function addApplication(db: Db, companyId = 1) {
  serial += 1;
  const [app] = await db
    .insert(applications)
    .values({ companyId, name: `Orders app ${serial}`, features: ['orders', 'customers'] })
    .returning({ id: applications.id });
  if (!app) throw new Error('application not added');
  return app.id;
}
