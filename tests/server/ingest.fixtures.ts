import { sql } from 'drizzle-orm';
import { rows } from '#server/db/rows';
import { creditAccounts, creditLedger, linkedCompanies } from '#server/db/schema-travel';
import type { TestServer } from './harness';

export { ingestionKey } from './events.fixtures';

/** A valid order a booking site would send; override any field. */
export function anOrder(reference: string, overrides: Record<string, unknown> = {}) {
  return {
    reference,
    status: 'Confirmed',
    bookingDate: '2026-03-02',
    currency: 'GBP',
    agent: 'Web',
    customer: {
      email: 'Ada.Lovelace@example.com',
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
    },
    items: [
      {
        productType: 'Flights',
        supplierName: 'SkyLine',
        supplierReference: `SL-${reference}`,
        description: 'LHR → FCO return',
        startDate: '2026-06-10',
        endDate: '2026-06-17',
        price: '770.10',
        currency: 'GBP',
        status: 'Confirmed',
        refundable: true,
        rulesApplied: ['Summer mark-up'],
        priceBeforeChange: '700.00',
      },
      {
        productType: 'Transfers',
        supplierName: 'CityCabs',
        startDate: '2026-06-10',
        price: '0.20',
        currency: 'GBP',
        status: 'Confirmed',
      },
    ],
    travellers: [
      {
        title: 'Ms',
        firstName: 'Ada',
        lastName: 'Lovelace',
        dateOfBirth: '1985-12-10',
        passportNumber: '123456789',
        passportCountry: 'GB',
        passportIssueDate: '2020-01-01',
        passportExpiryDate: '2030-01-01',
      },
    ],
    payments: [{ amount: '100.00', status: 'Paid', date: '2026-03-02', type: 'card' }],
    depositSchedule: {
      initialAmount: '100.00',
      instalments: [{ dueDate: '2026-05-01', amount: '670.30' }],
    },
    vouchers: [{ code: 'SUMMER10', value: '10.00', kind: 'percent', purpose: 'discount' }],
    ...overrides,
  };
}

type Answer = { status: number; body: Record<string, unknown> & { rejected?: Rejection[] } };
type Rejection = {
  index: number;
  reference?: string | null;
  email?: string | null;
  reasons: string[];
};

async function post(
  server: TestServer,
  path: string,
  key: string | null,
  body: object,
): Promise<Answer> {
  const res = await server.fetch(path, {
    method: 'POST',
    headers: key === null ? {} : { 'x-ingestion-key': key },
    body: body as Record<string, unknown>,
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

export const sendOrders = (
  server: TestServer,
  appId: number,
  key: string | null,
  orders: unknown[],
) => post(server, `/api/applications/${appId}/orders`, key, { orders });

export const sendCustomers = (
  server: TestServer,
  appId: number,
  key: string | null,
  customers: unknown[],
) => post(server, `/api/applications/${appId}/customers/ingest`, key, { customers });

/** A linked company of the application with a credit account whose whole limit is available. */
export async function companyWithCredit(
  server: TestServer,
  applicationId: number,
  name: string,
  limitMinor: number,
  currency = 'GBP',
) {
  const { db } = server.database;
  const [company] = await db.insert(linkedCompanies).values({ applicationId, name }).returning();
  if (!company) throw new Error('no company');
  const [account] = await db
    .insert(creditAccounts)
    .values({
      applicationId,
      linkedCompanyId: company.id,
      currency,
      limitMinor,
      balanceMinor: limitMinor,
    })
    .returning();
  if (!account) throw new Error('no account');
  await db.insert(creditLedger).values({
    accountId: account.id,
    kind: 'opening',
    amountMinor: limitMinor,
    reference: `opening:${account.id}`,
  });
  return { companyId: company.id, accountId: account.id };
}

/** The account's balance and the sum of its ledger, which must always agree. */
export async function creditOf(server: TestServer, accountId: number) {
  const [row] = await rows<{ balance: string; ledger: string; orders: string }>(
    server.database.db,
    sql`select a.balance_minor as balance,
               (select coalesce(sum(amount_minor), 0) from credit_ledger where account_id = a.id) as ledger,
               (select count(*) from credit_ledger where account_id = a.id and kind = 'order') as orders
          from credit_accounts a where a.id = ${accountId}`,
  );
  return {
    balance: Number(row?.balance),
    ledger: Number(row?.ledger),
    orders: Number(row?.orders),
  };
}

/** One row of a raw query, typed. */
export async function one<T>(server: TestServer, query: ReturnType<typeof sql>) {
  const [row] = await rows<T>(server.database.db, query);
  return row;
}
